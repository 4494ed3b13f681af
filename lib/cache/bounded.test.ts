import type {
  CacheHandlerValue,
  Handler,
} from '@fortedigital/nextjs-cache-handler/cache-handler.types';
import {
  cacheMemoryBytes,
  compacted,
  DEFAULT_CACHE_MEMORY_MB,
  entryBytes,
  isMiss,
  memoryHandler,
  MISS_MAX_BYTES,
  MISS_MAX_ENTRIES,
  missStore,
  withMisses,
} from './bounded.mjs';

const KB = 1024;
const meta = { implicitTags: [] as string[] };

function page(
  html: string,
  { status = 200, tags = [] as string[], lastModified = Date.now() } = {},
): CacheHandlerValue {
  return {
    lastModified,
    lifespan: null,
    tags,
    value: {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(html),
      headers: {},
      postponed: undefined,
      status,
      segmentData: undefined,
    },
  } as unknown as CacheHandlerValue;
}

function read(json: string): CacheHandlerValue {
  return {
    lastModified: Date.now(),
    lifespan: null,
    tags: ['activity:x'],
    value: {
      kind: 'FETCH',
      data: { headers: {}, body: json, status: 200, url: '' },
      revalidate: 30,
    },
  } as unknown as CacheHandlerValue;
}

describe('entryBytes', () => {
  it('counts a buffer’s bytes once, not JSON.stringify’s expansion of it', () => {
    const entry = page('x'.repeat(100 * KB));
    const bytes = entryBytes(entry);
    expect(bytes).toBeGreaterThanOrEqual(200 * KB);
    expect(bytes).toBeLessThan(210 * KB);
    // The library’s own LRU sizes entries by JSON length: a 100 kB buffer counts ~4 times.
    expect(JSON.stringify(entry.value).length - 100 * KB).toBeGreaterThan(3 * 100 * KB);
  });

  it('counts a string with any non-Latin-1 character at two bytes a character, as V8 keeps it', () => {
    const latin = entryBytes(read('x'.repeat(100 * KB)));
    const cyrillic = entryBytes(read(`${'x'.repeat(100 * KB - 1)}ж`));
    expect(cyrillic - latin).toBeGreaterThanOrEqual(100 * KB);
    expect(cyrillic - latin).toBeLessThan(101 * KB);
  });
});

describe('compacted', () => {
  it('copies buffers that view a larger one (Node’s pool) out of it, bytes unchanged', () => {
    const pooled = Buffer.from('a small RSC payload');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const segment = Buffer.from('a segment');
    const entry = page('<html></html>');
    Object.assign(entry.value as object, {
      rscData: pooled,
      segmentData: new Map([['/_tree', segment]]),
    });
    const kept = compacted(entry).value as unknown as {
      rscData: Buffer;
      segmentData: Map<string, Buffer>;
    };
    expect(kept.rscData.buffer.byteLength).toBe(pooled.byteLength);
    expect(kept.rscData.toString()).toBe('a small RSC payload');
    const keptSegment = kept.segmentData.get('/_tree')!;
    expect(keptSegment.buffer.byteLength).toBe(segment.byteLength);
    expect(keptSegment.toString()).toBe('a segment');
  });

  it('keeps an entry whose buffers own their memory as it is', () => {
    const own = Buffer.alloc(64 * KB, 1);
    const entry = page('<html></html>');
    Object.assign(entry.value as object, { rscData: own });
    expect(compacted(entry)).toBe(entry);
  });
});

describe('isMiss', () => {
  it('is an error answer of a page or route, never content or a data read', () => {
    expect(isMiss(page('nf', { status: 404 }).value)).toBe(true);
    const route = { kind: 'APP_ROUTE', status: 404, body: Buffer.from(''), headers: {} };
    expect(isMiss(route as unknown as CacheHandlerValue['value'])).toBe(true);
    expect(isMiss(page('ok').value)).toBe(false);
    expect(isMiss(read('{}').value)).toBe(false);
    expect(isMiss(null)).toBe(false);
  });
});

describe('cacheMemoryBytes', () => {
  it('reads CACHE_MEMORY_MB, with the default for an unset or unusable value', () => {
    expect(cacheMemoryBytes({ CACHE_MEMORY_MB: '64' })).toBe(64 * 1024 * 1024);
    expect(cacheMemoryBytes({})).toBe(DEFAULT_CACHE_MEMORY_MB * 1024 * 1024);
    expect(cacheMemoryBytes({ CACHE_MEMORY_MB: 'lots' })).toBe(
      DEFAULT_CACHE_MEMORY_MB * 1024 * 1024,
    );
  });
});

describe('memoryHandler', () => {
  it('stays within its bytes, dropping the least recently used pages', async () => {
    const handler = memoryHandler({ maxBytes: 4 * 1024 * 1024 });
    for (let i = 0; i < 100; i += 1) await handler.set(`/p${i}`, page('x'.repeat(50 * KB)));
    const { pages } = handler.bytes();
    expect(pages).toBeLessThanOrEqual(3 * 1024 * 1024);
    expect(await handler.get('/p99', meta)).not.toBeNull();
    expect(await handler.get('/p0', meta)).toBeNull();
  });

  it('keeps upstream reads apart, so churn among them cannot push a page out', async () => {
    const handler = memoryHandler({ maxBytes: 4 * 1024 * 1024 });
    await handler.set('/landing', page('x'.repeat(50 * KB)));
    for (let i = 0; i < 500; i += 1) await handler.set(`read-${i}`, read('y'.repeat(20 * KB)));
    expect(await handler.get('/landing', meta)).not.toBeNull();
    expect(handler.bytes().data).toBeLessThanOrEqual(1024 * 1024);
  });

  it('drops the entries of a revalidated tag and those older than a revalidated path tag', async () => {
    const handler = memoryHandler({ maxBytes: 4 * 1024 * 1024 });
    await handler.set('/a', page('a', { tags: ['activity:a'] }));
    await handler.set('/b', page('b', { lastModified: Date.now() - 1000 }));
    await handler.revalidateTag('activity:a');
    await handler.revalidateTag('_N_T_/b');
    expect(await handler.get('/a', meta)).toBeNull();
    expect(await handler.get('/b', { implicitTags: ['_N_T_/b'] })).toBeNull();
  });
});

describe('withMisses', () => {
  function recording(): Handler & { sets: string[]; deletes: string[] } {
    const store = new Map<string, CacheHandlerValue>();
    const sets: string[] = [];
    const deletes: string[] = [];
    return {
      name: 'recording',
      sets,
      deletes,
      async get(key) {
        return store.get(key) ?? null;
      },
      async set(key, value) {
        sets.push(key);
        store.set(key, value);
      },
      async revalidateTag() {},
      async delete(key) {
        deletes.push(key);
        store.delete(key);
      },
    };
  }

  it('never lets an error answer reach the handler, and answers its repeat for a while', async () => {
    const inner = recording();
    const handler = withMisses(inner, missStore());
    await handler.set('/ru/max/random', page('not found', { status: 404 }));
    expect(inner.sets).toEqual([]);
    expect((await handler.get('/ru/max/random', meta))?.value).toMatchObject({ status: 404 });
  });

  it('bounds the remembered errors by count and bytes, whatever the number of keys', async () => {
    const misses = missStore();
    const handler = withMisses(recording(), misses);
    for (let i = 0; i < MISS_MAX_ENTRIES * 4; i += 1)
      await handler.set(`/ru/max/r${i}`, page('x'.repeat(30 * KB), { status: 404 }));
    expect(misses.size).toBeLessThanOrEqual(MISS_MAX_ENTRIES);
    expect(misses.calculatedSize).toBeLessThanOrEqual(MISS_MAX_BYTES);
  });

  it('forgets an error after its short life', async () => {
    const clock = { now: 1_000 };
    const handler = withMisses(recording(), missStore({ ttlMs: 20, now: () => clock.now }));
    await handler.set('/ru/max/gone', page('nf', { status: 404 }));
    clock.now += 20;
    expect((await handler.get('/ru/max/gone', meta))?.value).toMatchObject({ status: 404 });
    clock.now += 1;
    expect(await handler.get('/ru/max/gone', meta)).toBeNull();
  });

  it('deletes the stale content of an event that is now gone', async () => {
    const inner = recording();
    const handler = withMisses(inner, missStore());
    await handler.set('/ru/max/x', page('content'));
    await handler.set('/ru/max/x', page('nf', { status: 404 }));
    expect(inner.deletes).toEqual(['/ru/max/x']);
  });

  it('forgets every error when a tag is revalidated (an event may have been created)', async () => {
    const handler = withMisses(recording(), missStore());
    await handler.set('/ru/max/new', page('nf', { status: 404 }));
    await handler.revalidateTag('activity:new');
    expect(await handler.get('/ru/max/new', meta)).toBeNull();
  });
});
