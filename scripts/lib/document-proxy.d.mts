export function serverOnlyCopy(html: string): string;

export interface DocumentProxy {
  origin: string;
  stop(): Promise<void>;
}

export function startDocumentProxy(options: {
  target: string;
  port: number;
  html?: (body: string) => string;
  refuse?: string[];
}): Promise<DocumentProxy>;
