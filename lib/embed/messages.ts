export type FrameSource = 'player' | 'registration';

export interface FrameMessage {
  source: FrameSource;
  type: string;
  height?: unknown;
}

/** Frames cannot make the page taller than this, whatever they report. @internal */
export const MAX_FRAME_HEIGHT_PX = 10_000;

/** @internal */
export function embedOrigin(base: string): string | undefined {
  try {
    return new URL(base, window.location.origin).origin;
  } catch {
    return undefined;
  }
}

export function isTrustedMessage(
  event: MessageEvent,
  allowedBase: string,
  source: FrameSource,
): event is MessageEvent<FrameMessage> {
  const origin = embedOrigin(allowedBase);
  if (!origin || origin === 'null' || event.origin !== origin) return false;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.source === source && typeof message.type === 'string';
}

export function resizeHeight(message: FrameMessage): number | undefined {
  if (message.type !== 'resize') return undefined;
  const height = Number(message.height);
  if (!Number.isFinite(height) || height <= 0) return undefined;
  return Math.min(Math.ceil(height), MAX_FRAME_HEIGHT_PX);
}
