import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { handleFormsRequest } from '../../lib/demo/forms-api';
import { handleMediaRequest } from '../../lib/demo/media-api';
import type { DemoResult } from '../../lib/demo/responses';

/**
 * A small fleet on loopback for e2e/fleet.spec.ts: one Redis, one upstream that counts every
 * call, and production instances started from the build the suite already made (never a second
 * build). Every process is started here and stopped here by its own pid.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
export const REDIS_SERVER = '/usr/bin/redis-server';
const STARTUP_TIMEOUT_MS = 60_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, logs: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start:\n${logs()}`);
}

/** Stops a process (and, when it leads one, its group) by pid: SIGTERM, then SIGKILL. */
async function stopProcess(child: ChildProcess | undefined, group: boolean): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(group ? -child.pid! : child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function collect(child: ChildProcess, lines: string[]) {
  const push = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', push);
  child.stderr?.on('data', push);
}

export interface RedisHandle {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisHandle> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: apt-get install redis-server (.ci/run does)`);
  }
  const port = await freePort();
  const lines: string[] = [];
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  collect(child, lines);
  await waitFor(
    async () => lines.some((line) => line.includes('Ready to accept connections')),
    'redis-server',
    () => lines.slice(-20).join('\n'),
  );
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopProcess(child, false) };
}

export interface CountingUpstream {
  origin: string;
  /** Calls received, as `GET /media/eventor/public/activity/demo-offline`. */
  calls: string[];
  callsTo(fragment: string): number;
  /** From now on the activity answers carry this name: the organizer edited the event. */
  rename(hash: string, name: string): void;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, result: DemoResult) {
  if (result.kind === 'json') {
    response.writeHead(result.status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(result.body));
  } else {
    response.writeHead(result.status, { 'Content-Type': result.contentType });
    response.end(result.text);
  }
}

/** The demo media and forms APIs (lib/demo) over real HTTP, shared by the whole fleet. */
export async function startCountingUpstream(): Promise<CountingUpstream> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const calls: string[] = [];
  const names = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const method = request.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      const [service, ...segments] = url.pathname.split('/').filter(Boolean);
      let result: DemoResult;
      if (service === 'media') {
        result = await handleMediaRequest({
          method,
          path: segments,
          query: url.searchParams,
          body: method === 'POST' ? await readBody(request) : undefined,
          origin: `${origin}/media`,
        });
        const [a, b, c, hash] = segments;
        const renamed = hash ? names.get(hash) : undefined;
        const isActivity = a === 'eventor' && b === 'public' && c === 'activity';
        if (renamed && isActivity && result.kind === 'json' && result.status === 200) {
          const body = result.body as { activity: { name: string } };
          result = { ...result, body: { ...body, activity: { ...body.activity, name: renamed } } };
        }
      } else if (service === 'forms') {
        result = handleFormsRequest({ method, path: segments, origin: `${origin}/forms` });
      } else {
        result = { kind: 'json', status: 404, body: { error: 'NOT_FOUND' } };
      }
      send(response, result);
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    calls,
    callsTo: (fragment) => calls.filter((call) => call.includes(fragment)).length,
    rename: (hash, name) => void names.set(hash, name),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Instance {
  origin: string;
  logs: string[];
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  pid: number | undefined;
  stop(): Promise<void>;
}

export interface InstanceOptions {
  /** The public origin every instance of a fleet shares (canonical and Open Graph URLs). */
  siteUrl: string;
  upstream: string;
  redisUrl?: string;
  revalidateSecret?: string;
  /** Extra environment, e.g. a shorter API_TIMEOUT_MS. */
  env?: Record<string, string>;
}

/** A production instance of the suite's build (`next start`, NEXT_DIST_DIR as the suite's). */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const port = await freePort();
  // `localhost`, not 127.0.0.1: middleware rewrites are anchored on the server's own origin.
  const origin = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['CDN_URL', 'QR_URL', 'CUSTOM_DOMAINS', 'NODE_OPTIONS']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    SITE_URL: options.siteUrl,
    MEDIA_API_URL: `${options.upstream}/media`,
    FORMS_API_URL: `${options.upstream}/forms`,
    // Start-up refuses a player or widgets left on the embedded demo once MEDIA_API_URL is set;
    // the fleet is checked as HTML only, so same-origin paths nobody serves will do.
    PLAYER_URL: '/player',
    WIDGETS_URL: '/widgets',
    REDIS_URL: options.redisUrl,
    REVALIDATE_SECRET: options.revalidateSecret,
    ...options.env,
  });
  for (const name of ['REDIS_URL', 'REVALIDATE_SECRET']) if (!env[name]) delete env[name];
  const lines: string[] = [];
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-H', 'localhost', '-p', String(port)],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  collect(child, lines);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const instance = {
    origin,
    logs: lines,
    exited,
    pid: child.pid,
    stop: () => stopProcess(child, true),
  };
  try {
    await waitFor(
      async () => (await fetch(`${origin}/api/health`)).ok,
      `instance on ${origin}`,
      () => lines.slice(-30).join('\n'),
    );
  } catch (error) {
    await instance.stop();
    throw error;
  }
  return instance;
}
