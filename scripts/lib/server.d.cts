import type { ChildProcess, SpawnOptions } from 'node:child_process';

export const ROOT: string;
export const NEXT_BIN: string;
export const DIST_DIR: string;

export function freePort(host?: string): Promise<number>;
/** `npm start`'s memory settings for an environment (scripts/start.sh does the same). */
export function memorySettings(env?: Record<string, string | undefined>): {
  NODE_OPTIONS: string;
  MALLOC_ARENA_MAX: string;
};
export function stopChild(
  child: ChildProcess | undefined,
  options?: { group?: boolean },
): Promise<void>;
export function reachableHost(host: string | undefined): string;
export function collectLines(child: ChildProcess, lines?: string[]): string[];
export function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  describe?: () => string,
  timeoutMs?: number,
): Promise<void>;

export interface StartServerOptions {
  /** `next start` (default) or the standalone `server.js`. */
  mode?: 'start' | 'standalone';
  /**
   * `-H` for `next start`, `HOSTNAME` for standalone; omitted → Next's default (standalone:
   * `HOSTNAME` from `env`, if set there, as the environment would pass it on).
   */
  host?: string;
  port?: number;
  /** Merged over this process's environment; `undefined` removes a variable. */
  env?: Record<string, string | number | undefined>;
  /** A CommonJS file for `node --require`. */
  preload?: string;
  /** The host this process connects to, when the bind name does not resolve here. */
  reachAt?: string;
  label?: string;
  /** Node's and glibc's default memory settings instead of `npm start`'s. */
  nodeDefaults?: boolean;
  /** Another Next app's folder to start (`next start` there); the project by default. */
  cwd?: string;
  /** The path that answers 200 once the server is ready; `/api/health` by default. */
  health?: string;
}

export interface RunningServer {
  /** How this machine reaches it: `http://127.0.0.1:PORT`, `http://[::1]:PORT`, … */
  origin: string;
  port: number;
  pid: number | undefined;
  child: ChildProcess;
  logs: string[];
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  stop(): Promise<void>;
}

export function startServer(options?: StartServerOptions): Promise<RunningServer>;

export function startChild(
  command: string,
  args: string[],
  options: SpawnOptions & {
    name: string;
    what?: string;
    ready: (child: ChildProcess, logs: string[]) => Promise<boolean>;
    timeoutMs?: number;
    group?: boolean;
  },
): Promise<Pick<RunningServer, 'child' | 'logs' | 'exited' | 'stop'>>;
