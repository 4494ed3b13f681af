// @ts-check
// Next's incremental cache on one instance, bounded in memory and never on disk (docs/security.md,
// "Bounded memory"); error answers live apart, so random keys cannot evict real landings.
import { LRUCache } from 'lru-cache';
import { MISS_SECONDS } from './periods.mjs';

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue} Entry
 */

const MIB = 1024 * 1024;
/** Counted so tiny entries cost too. */
const ENTRY_OVERHEAD_BYTES = 1024;

/** @internal */
export const DEFAULT_CACHE_MEMORY_MB = 256;
const DATA_SHARE = 0.25;
const MISS_TTL_MS = MISS_SECONDS * 1000;
/** @internal */
export const MISS_MAX_ENTRIES = 500;
/** @internal */
export const MISS_MAX_BYTES = 8 * MIB;

// Next loads this module outside the app's bundles, so it reads `CACHE_MEMORY_MB` itself.
/** @param {Record<string, string | undefined>} env */
export function cacheMemoryBytes(env = process.env) {
  const value = Number(env.CACHE_MEMORY_MB?.trim() || DEFAULT_CACHE_MEMORY_MB);
  return Math.round((Number.isFinite(value) && value > 0 ? value : DEFAULT_CACHE_MEMORY_MB) * MIB);
}

/** Outside Latin-1, V8 stores the whole string with two bytes a character. */
const TWO_BYTE = /[^\u0000-\u00ff]/;

/** @param {unknown} part */
function bytesOf(part) {
  if (part == null) return 0;
  if (typeof part === 'string') return TWO_BYTE.test(part) ? part.length * 2 : part.length;
  if (part instanceof Uint8Array) return part.byteLength;
  if (part instanceof Map) {
    let sum = 0;
    for (const [key, value] of part) sum += bytesOf(key) + bytesOf(value);
    return sum;
  }
  if (Array.isArray(part)) return part.reduce((sum, item) => sum + bytesOf(item), 0);
  if (typeof part === 'object') {
    let sum = 0;
    for (const value of Object.values(part)) sum += bytesOf(value);
    return sum;
  }
  return 8;
}

// Buffers by their bytes: `JSON.stringify`'s length counts a buffer three to four times over.
/** @param {Entry} entry @internal */
export function entryBytes(entry) {
  return ENTRY_OVERHEAD_BYTES + bytesOf(entry.value) + bytesOf(entry.tags);
}

// A Buffer viewing part of a larger ArrayBuffer (Node's pool) would keep all of it alive.
/** @template T @param {T} buffer @returns {T} */
function ownMemory(buffer) {
  if (!(buffer instanceof Uint8Array) || buffer.byteLength === buffer.buffer.byteLength) {
    return buffer;
  }
  const copy = new Uint8Array(buffer.byteLength);
  copy.set(buffer);
  return /** @type {T} */ (/** @type {unknown} */ (Buffer.from(copy.buffer)));
}

/** @param {Entry} entry @returns {Entry} @internal */
export function compacted(entry) {
  const value = /** @type {Record<string, unknown> | null} */ (entry.value);
  if (!value) return entry;
  /** @type {Record<string, unknown>} */
  const own = {};
  for (const name of ['rscData', 'body']) {
    const buffer = ownMemory(value[name]);
    if (buffer !== value[name]) own[name] = buffer;
  }
  const { segmentData } = value;
  if (segmentData instanceof Map) {
    /** @type {[unknown, unknown][]} */
    const segments = [...segmentData].map(([segment, data]) => [segment, ownMemory(data)]);
    if (segments.some(([segment, data]) => data !== segmentData.get(segment))) {
      own.segmentData = new Map(segments);
    }
  }
  if (Object.keys(own).length === 0) return entry;
  return /** @type {Entry} */ (/** @type {unknown} */ ({ ...entry, value: { ...value, ...own } }));
}

// An error status (a 404 page or card) is never kept as content.
/** @param {Entry['value'] | null | undefined} value @internal */
export function isMiss(value) {
  if (!value || !('status' in value)) return false;
  const { status } = /** @type {{ status?: unknown }} */ (value);
  return typeof status === 'number' && status >= 400;
}

/** @param {Entry['value'] | null | undefined} value */
function isGone(value) {
  const status = value && 'status' in value ? value.status : undefined;
  return status === 404 || status === 410;
}

/**
 * @param {Entry} entry @param {readonly string[]} implicitTags @param {Map<string, number>}
 * revalidated
 */
function revalidatedSince(entry, implicitTags, revalidated) {
  for (const tag of [...(entry.tags ?? []), ...implicitTags]) {
    const at = revalidated.get(tag);
    if (at !== undefined && at > entry.lastModified) return true;
  }
  return false;
}

/**
 * Pages and upstream reads (`FETCH`) in separate partitions, so data churn cannot push landings out.
 * @param {{ maxBytes: number }} options
 * @returns {Handler & { bytes(): { pages: number, data: number } }}
 */
export function memoryHandler({ maxBytes }) {
  const dataBytes = Math.max(MIB, Math.floor(maxBytes * DATA_SHARE));
  /** @param {number} size */
  const partition = (size) =>
    new LRUCache(
      /** @type {LRUCache.Options<string, Entry, unknown>} */ ({
        maxSize: size,
        maxEntrySize: size,
        sizeCalculation: (entry) => entryBytes(entry),
      }),
    );
  const pages = partition(Math.max(MIB, maxBytes - dataBytes));
  const data = partition(dataBytes);
  /** @type {Map<string, number>} Implicit (path) tags and when they were revalidated. */
  const revalidated = new Map();
  /** @param {Entry} entry */
  const storeFor = (entry) => (entry.value?.kind === 'FETCH' ? data : pages);

  return {
    name: 'memory',
    async get(key, { implicitTags }) {
      for (const store of [pages, data]) {
        const entry = store.get(key);
        if (!entry) continue;
        if (!revalidatedSince(entry, implicitTags, revalidated)) return entry;
        store.delete(key);
        return null;
      }
      return null;
    },
    async set(key, entry, ctx) {
      const store = storeFor(entry);
      if (ctx?.setOnlyIfNotExists && store.has(key)) return;
      (store === pages ? data : pages).delete(key);
      store.set(key, compacted(entry));
    },
    async revalidateTag(tag) {
      for (const store of [pages, data]) {
        for (const [key, entry] of store.entries()) {
          if (entry.tags?.includes(tag)) store.delete(key);
        }
      }
      if (tag.startsWith('_N_T_')) {
        revalidated.set(tag, Date.now());
        if (revalidated.size > MISS_MAX_ENTRIES * 4) {
          const oldest = revalidated.keys().next().value;
          if (oldest !== undefined) revalidated.delete(oldest);
        }
      }
    },
    async delete(key) {
      pages.delete(key);
      data.delete(key);
    },
    bytes: () => ({ pages: pages.calculatedSize, data: data.calculatedSize }),
  };
}

/**
 * A repeat of the same unknown key spares the upstream; random keys just age out.
 * @param {{ ttlMs?: number, maxEntries?: number, maxBytes?: number, now?: () => number }} [options]
 */
export function missStore({
  ttlMs = MISS_TTL_MS,
  maxEntries = MISS_MAX_ENTRIES,
  maxBytes = MISS_MAX_BYTES,
  now,
} = {}) {
  return new LRUCache(
    /** @type {LRUCache.Options<string, Entry, unknown>} */ ({
      max: maxEntries,
      maxSize: maxBytes,
      maxEntrySize: maxBytes,
      ttl: ttlMs,
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
      sizeCalculation: (entry) => entryBytes(entry),
    }),
  );
}

/** @typedef {ReturnType<typeof missStore>} MissStore */

// The library reads the first handler that does not throw, so the miss store wraps each one.
/** @param {Handler} handler @param {MissStore} misses @returns {Handler} */
export function withMisses(handler, misses) {
  return {
    ...handler,
    name: `${handler.name} + misses`,
    async get(key, meta) {
      return misses.get(key) ?? handler.get(key, meta);
    },
    async set(key, entry, ctx) {
      if (isMiss(entry.value)) {
        misses.set(key, entry);
        // Its stale copy must not come back once the miss has aged out.
        if (isGone(entry.value)) await handler.delete?.(key);
        return;
      }
      misses.delete(key);
      await handler.set(key, entry, ctx);
    },
    async revalidateTag(tag) {
      // An edit may turn a missing event into a real one.
      misses.clear();
      await handler.revalidateTag(tag);
    },
  };
}
