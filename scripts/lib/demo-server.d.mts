import type { ChildProcess } from 'node:child_process';

export declare const DEMO_ENTRY: string;

export interface DemoServiceUrls {
  MEDIA_API_URL: string;
  FORMS_API_URL: string;
  PLAYER_URL: string;
  WIDGETS_URL: string;
}

export declare function demoServices(demoOrigin: string): DemoServiceUrls;

export interface DemoServices {
  origin: string;
  port: number;
  child: ChildProcess;
  logs: string[];
  exited: Promise<number | string | null>;
  stop: () => Promise<void>;
}

export declare function startDemoServices(options?: {
  host?: string;
  port?: number;
  siteUrl?: string;
  env?: Record<string, string>;
}): Promise<DemoServices>;
