import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleFormsRequest } from '../../demo/forms-api';
import { handleMediaRequest } from '../../demo/media-api';
import type { DemoResult } from '../../demo/responses';
import { serverHelpers } from './scripts';

/**
 * A small fleet on loopback for e2e/fleet.spec.ts (and single instances for other specs): one
 * Redis, one upstream that counts every call, and production instances of the build the suite
 * already made (never a second build), started by scripts/lib/server.cjs like every other
 * server. Every process is started here and stopped here by its own pid.
 */

const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisHandle {
  url: string;
  stop(): Promise<void>;
}

/** `port`: a given one, to start Redis again where a fleet expects it (an outage's end). */
export async function startRedis(options: { port?: number } = {}): Promise<RedisHandle> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: apt-get install redis-server (.ci/run does)`);
  }
  const { collectLines, freePort, stopChild, waitUntil } = await serverHelpers();
  const port = options.port ?? (await freePort());
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines = collectLines(child);
  try {
    await waitUntil(
      async () => lines.some((line) => line.includes('Ready to accept connections')),
      'redis-server',
      () => lines.slice(-20).join('\n'),
      60_000,
    );
  } catch (error) {
    await stopChild(child, { group: false });
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child, { group: false }) };
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

/** The demo media and forms APIs (demo/) over real HTTP, shared by the whole fleet. */
export async function startCountingUpstream(): Promise<CountingUpstream> {
  const { freePort } = await serverHelpers();
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
  /** `http://127.0.0.1:PORT` */
  origin: string;
  port: number;
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

/** A production instance of the suite's build: `next start -H 127.0.0.1` on a free port. */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const { startServer } = await serverHelpers();
  return startServer({
    host: '127.0.0.1',
    label: 'fleet instance',
    env: {
      SITE_URL: options.siteUrl,
      MEDIA_API_URL: `${options.upstream}/media`,
      FORMS_API_URL: `${options.upstream}/forms`,
      // PLAYER_URL and WIDGETS_URL: the suite's (playwright.config.ts), as its build has them.
      REDIS_URL: options.redisUrl || undefined,
      REVALIDATE_SECRET: options.revalidateSecret || undefined,
      QR_URL: undefined,
      CUSTOM_DOMAINS: undefined,
      NODE_OPTIONS: undefined,
      ...options.env,
    },
  });
}
