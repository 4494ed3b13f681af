import RedisCacheHandler from './redis-cache-handler.cjs';

const { SharedCache, serialize, deserialize } = RedisCacheHandler;

/**
 * A Redis stand-in shared by several simulated instances (strings, hashes, pub/sub), that can
 * go away and come back. The real server is exercised by e2e/fleet.spec.ts.
 */
class FakeRedis {
  up = true;
  strings = new Map<string, string>();
  hashes = new Map<string, Map<string, string>>();
  listeners = new Set<(message: string) => void>();
  clients = new Set<FakeClient>();
  reads = 0;

  stop() {
    this.up = false;
    for (const client of this.clients) client.drop();
  }

  start() {
    this.up = true;
    for (const client of this.clients) client.reconnect();
  }
}

type Listener = (...args: unknown[]) => void;

class FakeClient {
  isReady = false;
  isOpen = false;
  private handlers = new Map<string, Listener[]>();

  constructor(private server: FakeRedis) {
    server.clients.add(this);
  }

  on(event: string, listener: Listener) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
    return this;
  }

  private emit(event: string, ...args: unknown[]) {
    for (const listener of this.handlers.get(event) ?? []) listener(...args);
  }

  async connect() {
    this.isOpen = true;
    if (!this.server.up) throw new Error('connect ECONNREFUSED');
    this.isReady = true;
    this.emit('ready');
  }

  drop() {
    this.isReady = false;
    this.emit('error', new Error('Socket closed unexpectedly'));
  }

  reconnect() {
    this.isReady = true;
    this.emit('ready');
  }

  withCommandOptions() {
    return this;
  }

  private check() {
    if (!this.server.up || !this.isReady) throw new Error('The client is closed');
  }

  async get(key: string) {
    this.check();
    this.server.reads += 1;
    return this.server.strings.get(key) ?? null;
  }

  async set(key: string, value: string, options?: { NX?: boolean }) {
    this.check();
    if (options?.NX && this.server.strings.has(key)) return null;
    this.server.strings.set(key, value);
    return 'OK';
  }

  async del(key: string) {
    this.check();
    return this.server.strings.delete(key) ? 1 : 0;
  }

  async hGetAll(key: string) {
    this.check();
    return Object.fromEntries(this.server.hashes.get(key) ?? new Map());
  }

  async hSet(key: string, fields: Record<string, string>) {
    this.check();
    const hash = this.server.hashes.get(key) ?? new Map<string, string>();
    for (const [field, value] of Object.entries(fields)) hash.set(field, value);
    this.server.hashes.set(key, hash);
    return Object.keys(fields).length;
  }

  async publish(_channel: string, message: string) {
    this.check();
    for (const listener of this.server.listeners) listener(message);
    return this.server.listeners.size;
  }

  async subscribe(_channel: string, listener: (message: string) => void) {
    this.check();
    this.server.listeners.add(listener);
  }

  async ping() {
    this.check();
    return 'PONG';
  }

  async close() {
    this.isOpen = false;
    this.isReady = false;
  }
}

/** Next's tags-manifest rules (next/dist/server/lib/incremental-cache/tags-manifest), per instance. */
function instance(
  server: FakeRedis,
  log: (line: string) => void = () => undefined,
  onRevalidated: () => void = () => undefined,
) {
  const tagsManifest = new Map<string, { stale?: number; expired?: number }>();
  const cache = new SharedCache({
    url: 'redis://fake:6379',
    buildId: 'build-1',
    createClient: () => new FakeClient(server),
    tagsManifest,
    areTagsExpired: (tags, timestamp) =>
      tags.some((tag) => {
        const expired = tagsManifest.get(tag)?.expired;
        return typeof expired === 'number' && expired <= Date.now() && expired > timestamp;
      }),
    areTagsStale: (tags, timestamp) =>
      tags.some((tag) => (tagsManifest.get(tag)?.stale ?? 0) > timestamp),
    log,
    onRevalidated,
  });
  return { cache, tagsManifest };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

function page(name: string, tags = 'activity:demo-online,events:7') {
  return {
    kind: 'APP_PAGE',
    html: `<h1>${name}</h1>`,
    rscData: Buffer.from(`rsc ${name}`),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
    postponed: undefined,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  };
}

const PAGE_CTX = { cacheControl: { revalidate: 30, expire: 31536000 } };
const KEY = '/route-cache/app-page/abc/$/ru/max/demo-online';

let now = 1_000_000;

beforeEach(() => {
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('serialisation', () => {
  it('keeps Buffers and Maps of RSC payloads through JSON', () => {
    const entry = { lastModified: 5, tags: ['a'], value: page('Концерт') };
    const back = deserialize(serialize(entry));
    const value = back?.value as ReturnType<typeof page>;
    expect(value.rscData).toEqual(Buffer.from('rsc Концерт'));
    expect(value.segmentData.get('/_tree')).toEqual(Buffer.from('tree'));
    expect(value.html).toBe('<h1>Концерт</h1>');
  });

  it('reads a corrupt or foreign value as a miss', () => {
    expect(deserialize('{not json')).toBeNull();
    expect(deserialize('{"hello":1}')).toBeNull();
  });
});

describe('SharedCache across instances', () => {
  it('serves a page rendered by one instance from another, with its lifetime', async () => {
    const server = new FakeRedis();
    const a = instance(server).cache;
    const b = instance(server).cache;
    await flush();
    await a.set(KEY, page('v1'), PAGE_CTX);

    const entry = await b.get(KEY, {});
    expect((entry?.value as ReturnType<typeof page>).html).toBe('<h1>v1</h1>');
    expect(entry?.cacheControl).toEqual(PAGE_CTX.cacheControl);
    expect(entry?.lastModified).toBe(1_000_000);
  });

  it('answers a fresh local copy without a Redis round trip', async () => {
    const server = new FakeRedis();
    const a = instance(server).cache;
    await flush();
    await a.set(KEY, page('v1'), PAGE_CTX);
    now += 10_000;
    await a.get(KEY, {});
    await a.get(KEY, {});
    expect(server.reads).toBe(0);
  });

  it('takes a newer copy from Redis once its own is stale, instead of re-rendering', async () => {
    const server = new FakeRedis();
    const a = instance(server).cache;
    const b = instance(server).cache;
    await flush();
    await a.set(KEY, page('v1'), PAGE_CTX);
    await b.get(KEY, {});
    now += 31_000;
    await a.set(KEY, page('v2'), PAGE_CTX);

    const entry = await b.get(KEY, {});
    expect((entry?.value as ReturnType<typeof page>).html).toBe('<h1>v2</h1>');
  });

  it('lets one instance refresh a stale entry for the fleet while the others keep serving', async () => {
    const server = new FakeRedis();
    const a = instance(server).cache;
    const b = instance(server).cache;
    await flush();
    await a.set(KEY, page('v1'), PAGE_CTX);
    await b.get(KEY, {});
    now += 31_000;

    // A gets the stale entry (Next refreshes it); B gets the same copy as fresh.
    expect((await a.get(KEY, {}))?.lastModified).toBe(1_000_000);
    expect((await b.get(KEY, {}))?.lastModified).toBe(now);
    now += 1_000;
    expect((await b.get(KEY, {}))?.lastModified).toBe(now);

    await a.set(KEY, page('v2'), PAGE_CTX);
    now += 1_000;
    const refreshed = await b.get(KEY, {});
    expect((refreshed?.value as ReturnType<typeof page>).html).toBe('<h1>v2</h1>');

    // The claim went with A's write: the next period is anyone's again.
    now += 31_000;
    expect((await b.get(KEY, {}))?.lastModified).toBe(now - 32_000);
  });

  it('expires tagged pages and fetches on every instance when one revalidates the tag', async () => {
    const server = new FakeRedis();
    const a = instance(server);
    const b = instance(server);
    await flush();
    const fetchKey = 'fetch-key';
    const fetchValue = {
      kind: 'FETCH',
      data: { headers: {}, body: '{}', status: 200, url: 'u' },
      revalidate: 30,
    };
    await a.cache.set(KEY, page('v1'), PAGE_CTX);
    await a.cache.set(fetchKey, fetchValue, { fetchCache: true, tags: ['activity:demo-online'] });
    expect(await b.cache.get(KEY, {})).not.toBeNull();
    expect(await b.cache.get(fetchKey, { kind: 'FETCH' })).not.toBeNull();

    now += 1000;
    await a.cache.revalidateTag(['activity:demo-online'], { expire: 0 });

    expect(b.tagsManifest.get('activity:demo-online')).toEqual({ stale: now, expired: now });
    expect(await b.cache.get(KEY, {})).toBeNull();
    expect(await b.cache.get(fetchKey, { kind: 'FETCH' })).toBeNull();
    // Other events' pages are untouched.
    await a.cache.set('other', page('x', 'activity:demo-offline'), PAGE_CTX);
    expect(await b.cache.get('other', {})).not.toBeNull();
  });

  it('tells the other instances when a revalidation arrives (their landing replays go)', async () => {
    const server = new FakeRedis();
    const a = instance(server);
    let purged = 0;
    instance(server, undefined, () => (purged += 1));
    await flush();
    await a.cache.revalidateTag('activity:demo-online', { expire: 0 });
    expect(purged).toBe(1);
  });

  it('picks up revalidations it missed while disconnected', async () => {
    const server = new FakeRedis();
    const a = instance(server);
    await flush();
    await a.cache.revalidateTag('events:7');
    const late = instance(server);
    await flush();
    await flush();
    expect(late.tagsManifest.get('events:7')).toEqual({ expired: now });
  });
});

describe('SharedCache without Redis', () => {
  it('keeps serving from local memory, logs one line when Redis goes and one when it is back', async () => {
    const server = new FakeRedis();
    const lines: string[] = [];
    const a = instance(server, (line) => lines.push(line)).cache;
    await flush();
    await a.set(KEY, page('v1'), PAGE_CTX);

    server.stop();
    now += 40_000;
    const stale = await a.get(KEY, {});
    expect((stale?.value as ReturnType<typeof page>).html).toBe('<h1>v1</h1>');
    await a.set(KEY, page('v2'), PAGE_CTX);
    await a.revalidateTag('activity:demo-offline', { expire: 0 });
    expect((await a.get(KEY, {}))?.value).toMatchObject({ html: '<h1>v2</h1>' });
    expect(await a.ping()).toBe(false);
    expect(lines).toEqual([expect.stringMatching(/^\[cache\] Redis unreachable/)]);

    server.start();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/Redis reachable again/);
    expect(await a.ping()).toBe(true);
  });

  it('works as a local cache when REDIS_URL is unset', async () => {
    const tagsManifest = new Map();
    const cache = new SharedCache({
      url: undefined,
      buildId: 'b',
      tagsManifest,
      areTagsExpired: () => false,
      areTagsStale: () => false,
    });
    await cache.set(KEY, page('v1'), PAGE_CTX);
    expect(await cache.get(KEY, {})).not.toBeNull();
    expect(cache.ready).toBe(false);
  });
});
