import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import type {
  CacheHandlerValue,
  Handler,
} from '@fortedigital/nextjs-cache-handler/cache-handler.types';
import { createClient } from '@redis/client';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import { isStale, withLifetime, withLocalCopy, withRefreshClaim } from './fleet.mjs';

/**
 * Against a real redis-server and the library's own Redis handler: two "instances" are two
 * clients and two wrapped handlers over one Redis, each with its own clock.
 */

const REDIS_SERVER = '/usr/bin/redis-server';
const PERIOD_S = 30;
const T0 = Date.UTC(2026, 10, 24, 10, 0, 0);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let redis: ChildProcess;
let url: string;
const clients: { close(): Promise<unknown> }[] = [];

beforeAll(async () => {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`${REDIS_SERVER} is missing (README: prerequisites)`);
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    redis.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Ready to accept connections')) resolve();
    });
    redis.once('exit', () => reject(new Error(`redis-server exited: ${seen}`)));
  });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
  redis?.kill('SIGKILL');
});

interface Instance {
  handler: Handler;
  client: { exists(key: string): Promise<number>; pTTL(key: string): Promise<number> };
  clock: { now: number };
}

async function instance(keyPrefix: string, claimMs?: number): Promise<Instance> {
  const client = createClient({ url, disableOfflineQueue: true });
  clients.push(client);
  await client.connect();
  const clock = { now: T0 };
  const redisHandler = createRedisHandler({
    client: client as unknown as Parameters<typeof createRedisHandler>[0]['client'],
    keyPrefix,
  });
  const handler = withRefreshClaim(redisHandler, client, {
    keyPrefix,
    claimMs,
    now: () => clock.now,
  });
  return { handler, client, clock };
}

function fetchEntry(lastModified: number, body: string): CacheHandlerValue {
  return {
    lastModified,
    tags: ['activity:demo-online'],
    lifespan: {
      lastModifiedAt: Math.floor(lastModified / 1000),
      staleAge: PERIOD_S,
      staleAt: Math.floor(lastModified / 1000) + PERIOD_S,
      expireAge: PERIOD_S + 3600,
      // Real time: Redis expires the key at this moment.
      expireAt: Math.floor(Date.now() / 1000) + 3600,
      revalidate: PERIOD_S,
    },
    value: {
      kind: 'FETCH',
      data: { headers: {}, body, status: 200, url: 'http://upstream/activity' },
      revalidate: PERIOD_S,
    },
  } as unknown as CacheHandlerValue;
}

const body = (entry: CacheHandlerValue | null | undefined) =>
  (entry?.value as { data?: { body?: string } } | null)?.data?.body;

describe('withLifetime', () => {
  it('gives a page entry the cacheControl it was rendered with', () => {
    const page = {
      ...fetchEntry(T0, ''),
      value: { kind: 'APP_PAGE', html: '<h1>x</h1>' },
    } as unknown as CacheHandlerValue;
    expect(withLifetime(page)).toMatchObject({
      cacheControl: { revalidate: PERIOD_S, expire: PERIOD_S + 3600 },
    });
  });

  it('leaves data-cache entries, entries without a period and misses alone', () => {
    const data = fetchEntry(T0, 'x');
    expect(withLifetime(data)).toBe(data);
    const forever = {
      ...data,
      value: { kind: 'APP_PAGE' },
      lifespan: { ...data.lifespan, revalidate: false },
    } as unknown as CacheHandlerValue;
    expect(withLifetime(forever)).toBe(forever);
    expect(withLifetime(null)).toBeNull();
  });
});

describe('withRefreshClaim', () => {
  it('serves fresh entries untouched on every instance', async () => {
    const a = await instance('fresh:');
    const b = await instance('fresh:');
    await a.handler.set('k', fetchEntry(T0, 'v1'));
    a.clock.now = b.clock.now = T0 + (PERIOD_S - 1) * 1000;
    for (const { handler } of [a, b]) {
      const entry = await handler.get('k', { implicitTags: [] });
      expect(body(entry)).toBe('v1');
      expect(entry?.lastModified).toBe(T0);
    }
  });

  it('lets one instance refresh a stale entry while the others serve it as fresh', async () => {
    const a = await instance('stale:');
    const b = await instance('stale:');
    await a.handler.set('k', fetchEntry(T0, 'v1'));
    const later = T0 + (PERIOD_S + 5) * 1000;
    a.clock.now = b.clock.now = later;

    // A sees it stale first and gets it as stale: Next on A refreshes it.
    const forA = await a.handler.get('k', { implicitTags: [] });
    expect(isStale(forA!, later)).toBe(true);
    // B gets the same copy, fresh for one more second, so B's Next does not refresh it too.
    const forB = await b.handler.get('k', { implicitTags: [] });
    expect(body(forB)).toBe('v1');
    expect(isStale(forB!, later)).toBe(false);
    expect(isStale(forB!, later + 1001)).toBe(true);

    // Still refreshing a second later: B defers again rather than refreshing.
    b.clock.now = later + 1500;
    expect(isStale((await b.handler.get('k', { implicitTags: [] }))!, b.clock.now)).toBe(false);

    // A's new copy lands and frees the claim: B reads it, fresh in its own right.
    await a.handler.set('k', fetchEntry(later, 'v2'));
    const refreshed = await b.handler.get('k', { implicitTags: [] });
    expect(body(refreshed)).toBe('v2');
    expect(refreshed?.lastModified).toBe(later);
    expect(await a.client.exists('stale:refreshing:k')).toBe(0);
  });

  it('hands the refresh to another instance when the claimer never finishes', async () => {
    const a = await instance('dead:', 200);
    const b = await instance('dead:', 200);
    await a.handler.set('k', fetchEntry(T0, 'v1'));
    a.clock.now = b.clock.now = T0 + (PERIOD_S + 5) * 1000;
    await a.handler.get('k', { implicitTags: [] });
    expect(isStale((await b.handler.get('k', { implicitTags: [] }))!, b.clock.now)).toBe(false);
    // The claim lives in Redis for the claimer's 200 ms: once Redis has let it go, B refreshes.
    const claim = 'dead:refreshing:k';
    const life = await b.client.pTTL(claim);
    expect(life).toBeGreaterThan(0);
    expect(life).toBeLessThanOrEqual(200);
    while ((await b.client.exists(claim)) === 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isStale((await b.handler.get('k', { implicitTags: [] }))!, b.clock.now)).toBe(true);
  });

  it('refreshes itself when Redis cannot take the claim', async () => {
    const a = await instance('broken:');
    await a.handler.set('k', fetchEntry(T0, 'v1'));
    a.clock.now = T0 + (PERIOD_S + 5) * 1000;
    const failing = withRefreshClaim(
      { ...a.handler, get: async () => fetchEntry(T0, 'v1') },
      {
        set: async () => {
          throw new Error('Redis unreachable');
        },
        del: async () => 0,
      },
      { keyPrefix: 'broken:', now: () => a.clock.now },
    );
    expect(isStale((await failing.get('k', { implicitTags: [] }))!, a.clock.now)).toBe(true);
  });
});

describe('withLocalCopy', () => {
  it('keeps what an instance read from Redis in its local fallback, newest copy only', async () => {
    const a = await instance('copy:');
    const local = createLruHandler();
    const reader = withLocalCopy(a.handler, local);
    expect(await reader.get('missing', { implicitTags: [] })).toBeNull();
    await a.handler.set('k', fetchEntry(T0, 'v1'));
    expect(await local.get('k', { implicitTags: [] })).toBeNull();
    expect(body(await reader.get('k', { implicitTags: [] }))).toBe('v1');
    expect(body(await local.get('k', { implicitTags: [] }))).toBe('v1');
    await a.handler.set('k', fetchEntry(T0 + 1000, 'v2'));
    await reader.get('k', { implicitTags: [] });
    expect(body(await local.get('k', { implicitTags: [] }))).toBe('v2');
  });
});
