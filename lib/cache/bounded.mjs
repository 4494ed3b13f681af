// @ts-check
/**
 * The bounds of Next's incremental cache on one instance (docs/security.md, "Bounded memory").
 *
 * Any anonymous client can make the server render: a random hash, an unknown path, an OG card for
 * an event that does not exist. Next's default cache writes every such answer to disk and keeps
 * it. Here nothing is ever written to disk, and two stores in memory hold what is kept:
 *
 * - `memoryHandler`: the answers worth keeping (pages, route answers, upstream reads), in an LRU
 *   bounded by bytes, with pages and data in separate partitions, so churn in the data cache
 *   (one entry per hall asked for) cannot push landings out.
 * - `missHandler`: error answers (a 404 landing, a 404 card) for a few seconds, at most a few
 *   megabytes; repeats of one unknown key spare the upstream, random keys just age out. They
 *   never reach the memory LRU or Redis (`withoutMisses`), so they cannot evict real landings.
 */
import { LRUCache } from 'lru-cache';
import { MISS_SECONDS } from './periods.mjs';

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue} Entry
 */

const MIB = 1024 * 1024;
/** Bookkeeping around each entry (key, tags, object headers): counted so tiny entries cost too. */
const ENTRY_OVERHEAD_BYTES = 1024;

/** Default memory for the kept answers of one instance; `CACHE_MEMORY_MB` changes it. */
export const DEFAULT_CACHE_MEMORY_MB = 256;
/** Share of that memory the upstream reads (data cache) may take; pages get the rest. */
const DATA_SHARE = 0.25;
/** Error answers: how long one is remembered, how many, how many bytes in all. */
const MISS_TTL_MS = MISS_SECONDS * 1000;
export const MISS_MAX_ENTRIES = 500;
export const MISS_MAX_BYTES = 8 * MIB;

/**
 * `CACHE_MEMORY_MB` from the environment (lib/config/env.ts validates it at start-up and stops a
 * bad value; this module is loaded by Next outside the app's bundles, so it reads it itself).
 * @param {Record<string, string | undefined>} env
 */
export function cacheMemoryBytes(env = process.env) {
  const value = Number(env.CACHE_MEMORY_MB?.trim() || DEFAULT_CACHE_MEMORY_MB);
  return Math.round((Number.isFinite(value) && value > 0 ? value : DEFAULT_CACHE_MEMORY_MB) * MIB);
}

/** Any character outside Latin-1: V8 then stores the whole string with two bytes a character. */
const TWO_BYTE = /[^\u0000-\u00ff]/;

/** @param {unknown} part */
function bytesOf(part) {
  if (part == null) return 0;
  // A Russian landing's HTML is a two-byte string: counting characters halved its real size.
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

/**
 * What an entry costs in memory, about: its strings (one byte a character when every character
 * is Latin-1, two otherwise, as V8 stores them) and buffers (HTML, RSC payload, segment
 * payloads, a route's body, a read's JSON), not `JSON.stringify`'s length, which counts a
 * buffer three to four times over.
 * @param {Entry} entry
 */
export function entryBytes(entry) {
  return ENTRY_OVERHEAD_BYTES + bytesOf(entry.value) + bytesOf(entry.tags);
}

/**
 * `buffer` with memory of its own: a Buffer that views part of a larger ArrayBuffer (Node's
 * 8 KB pool, which `Buffer.concat` uses below 4 KB; a slice of a whole response) keeps all of
 * it alive for as long as the cache keeps the entry, while the entry is sized by its own bytes.
 * @template T
 * @param {T} buffer
 * @returns {T}
 */
function ownMemory(buffer) {
  if (!(buffer instanceof Uint8Array) || buffer.byteLength === buffer.buffer.byteLength) {
    return buffer;
  }
  const copy = new Uint8Array(buffer.byteLength);
  copy.set(buffer);
  return /** @type {T} */ (/** @type {unknown} */ (Buffer.from(copy.buffer)));
}

/**
 * The entry as the LRU keeps it: its buffers (RSC payload, segment payloads, a route's body)
 * copied out of larger ones they view, so what the cache counts is what it holds.
 * @param {Entry} entry
 * @returns {Entry}
 */
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

/**
 * An answer that must never be kept as if it were content: a page or route answer with an
 * error status (`notFound()` renders 404; the card route answers 404 for an unknown event).
 * @param {Entry['value'] | null | undefined} value
 */
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

/** @param {Entry} entry @param {readonly string[]} implicitTags @param {Map<string, number>} revalidated */
function revalidatedSince(entry, implicitTags, revalidated) {
  for (const tag of [...(entry.tags ?? []), ...implicitTags]) {
    const at = revalidated.get(tag);
    if (at !== undefined && at > entry.lastModified) return true;
  }
  return false;
}

/**
 * A handler over two LRU partitions bounded by bytes: pages and route answers, and upstream
 * reads (`FETCH`). Tags work as in the library's local handler: revalidating one drops its
 * entries, and Next's implicit path tags are remembered by time.
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
      // An entry that changed kind must not linger in the other partition.
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
        // Path tags are per page: keep the map as bounded as the pages themselves.
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
 * Error answers for a few seconds, in a small store of their own: a repeat of the same unknown
 * key spares the upstream, random keys just age out.
 * `now` is the clock the lives are counted on (milliseconds; the process's by default).
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

/**
 * `handler` whose error answers go to `misses` instead: it never stores one, and answers a key
 * from `misses` first. (The library reads the first handler that does not throw, so the miss
 * store wraps each handler rather than standing first in the chain.)
 * @param {Handler} handler
 * @param {MissStore} misses
 * @returns {Handler}
 */
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
        // The event is gone: its stale copy must not come back once the miss has aged out.
        if (isGone(entry.value)) await handler.delete?.(key);
        return;
      }
      // A key that now has content must not answer its old error any longer.
      misses.delete(key);
      await handler.set(key, entry, ctx);
    },
    async revalidateTag(tag) {
      // An edit may turn a missing event into a real one: forget every remembered error.
      misses.clear();
      await handler.revalidateTag(tag);
    },
  };
}
