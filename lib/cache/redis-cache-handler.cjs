'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS: Next requires this file at run time, outside its bundler, and Jest loads it untransformed */
/**
 * Next's incremental cache (landing HTML, RSC payloads, the data cache and its tags) shared by
 * every instance through Redis. `next.config.mjs` loads it only when REDIS_URL is set.
 *
 * Why not a cache-handler package: the maintained one (@fortedigital/nextjs-cache-handler 3.3)
 * requires Node 22, ignores the `expire` of `revalidateTag(tag, profile)`, and never returns an
 * entry's `cacheControl`, so an instance that did not render a landing would treat it as stale
 * after 1 s (no lifetime for a runtime path in the prerender manifest) and re-render it.
 *
 * Shape, for the hot path: every instance keeps a local LRU in front of Redis. A local entry
 * still inside its lifetime is served without a round trip; a stale or missing one is looked up
 * in Redis first, so a copy another instance already refreshed is reused instead of asking the
 * upstream again; when every copy is stale, one instance claims the refresh (SET NX) and the
 * others keep serving theirs meanwhile (≈ one upstream call per revalidate period per fleet).
 *
 * Tags: revalidations are written to a Redis hash and published on a channel; each instance
 * merges them into Next's own tags manifest, so Next's stale/expired rules apply unchanged on
 * every instance. A reconnecting subscriber reloads the hash, so a missed message is not lost.
 *
 * Redis down: every command has a short timeout and the offline queue is off, so a request
 * never waits for a dead Redis; reads and writes fall back to the local LRU, and one line is
 * logged when Redis goes away and one when it comes back.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const KEY_SPACE = 'event-site';
/** Revalidated tags are fleet-wide, across builds; entries belong to one build (its chunks). */
const TAGS_KEY = `${KEY_SPACE}:tags`;
const TAGS_CHANNEL = `${KEY_SPACE}:tags`;
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;
const MAX_RECONNECT_DELAY_MS = 5000;
/** An entry stays in Redis well past its revalidate period: a stale copy beats an outage page. */
const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;
/** After a Redis lookup found nothing newer, the local stale copy is trusted this long. */
const RECHECK_AFTER_MS = 500;
/**
 * How long one instance may take to refresh a stale entry for the fleet before another one
 * tries: longer than a render with a slow upstream (API_TIMEOUT_MS is 5 s by default).
 */
const REFRESH_CLAIM_MS = 15_000;
/** Bounds the per-key bookkeeping maps; clearing them only costs an extra Redis read. */
const MAX_TRACKED_KEYS = 10_000;
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;

/** Buffers and Maps (RSC payloads, segment data) survive JSON. */
function replacer(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
  if (raw instanceof Map) return { $map: [...raw.entries()] };
  return value;
}

function reviver(_key, value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (typeof value.$buffer === 'string' && Object.keys(value).length === 1) {
      return Buffer.from(value.$buffer, 'base64');
    }
    if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
  }
  return value;
}

function serialize(entry) {
  return JSON.stringify(entry, replacer);
}

function deserialize(text) {
  try {
    const entry = JSON.parse(text, reviver);
    return entry && typeof entry.lastModified === 'number' && 'value' in entry ? entry : null;
  } catch {
    return null;
  }
}

/** Tags Next attaches to a rendered page or route response, read from its cache-tags header. */
function headerTags(value) {
  const header = value && value.headers && value.headers['x-next-cache-tags'];
  return typeof header === 'string' && header ? header.split(',') : [];
}

function entryTags(value, ctx) {
  if (!value) return [];
  if (value.kind === 'FETCH') return [...(value.tags || []), ...((ctx && ctx.tags) || [])];
  return headerTags(value);
}

/** Rough size in bytes, for the local LRU's budget. */
function sizeOf(value) {
  if (!value) return 64;
  let size = 256;
  if (typeof value.html === 'string') size += value.html.length;
  if (Buffer.isBuffer(value.rscData)) size += value.rscData.length;
  if (Buffer.isBuffer(value.body)) size += value.body.length;
  if (value.segmentData instanceof Map) {
    for (const part of value.segmentData.values()) size += part.length;
  }
  if (value.kind === 'FETCH' && value.data) size += (value.data.body || '').length;
  return size;
}

/** A Map-ordered LRU bounded by the summed size of its entries. */
class MemoryLru {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.items = new Map();
  }

  get(key) {
    const item = this.items.get(key);
    if (!item) return undefined;
    this.items.delete(key);
    this.items.set(key, item);
    return item.entry;
  }

  set(key, entry) {
    this.delete(key);
    const size = sizeOf(entry.value);
    if (size > this.maxBytes) return;
    this.items.set(key, { entry, size });
    this.bytes += size;
    for (const [oldest, item] of this.items) {
      if (this.bytes <= this.maxBytes) break;
      this.items.delete(oldest);
      this.bytes -= item.size;
    }
  }

  delete(key) {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.bytes -= item.size;
  }
}

/** Seconds an entry stays fresh, as Next decides it: the fetch's or the route's revalidate. */
function freshSeconds(entry, ctx) {
  const value = entry.value;
  if (value && value.kind === 'FETCH') {
    const seconds = (ctx && ctx.revalidate) || value.revalidate;
    return typeof seconds === 'number' ? seconds : false;
  }
  const revalidate = entry.cacheControl && entry.cacheControl.revalidate;
  return typeof revalidate === 'number' ? revalidate : false;
}

class SharedCache {
  /**
   * @param {object} options
   * @param {string | undefined} options.url REDIS_URL; without it the cache is local only.
   * @param {string} options.buildId entries of another build are never served.
   * @param {number} [options.maxMemoryBytes]
   * @param {(options: object) => object} [options.createClient] @redis/client's, replaceable in tests.
   * @param {Map<string, {stale?: number, expired?: number}>} options.tagsManifest Next's manifest.
   * @param {(tags: string[], timestamp: number) => boolean} options.areTagsExpired
   * @param {(tags: string[], timestamp: number) => boolean} options.areTagsStale
   * @param {(line: string) => void} [options.log]
   * @param {() => void} [options.onRevalidated] called when a revalidation arrives from Redis.
   */
  constructor(options) {
    this.local = new MemoryLru(options.maxMemoryBytes || DEFAULT_MEMORY_BYTES);
    this.entryPrefix = `${KEY_SPACE}:${options.buildId}:entry:`;
    this.claimPrefix = `${KEY_SPACE}:${options.buildId}:refreshing:`;
    this.tagsManifest = options.tagsManifest;
    this.areTagsExpired = options.areTagsExpired;
    this.areTagsStale = options.areTagsStale;
    this.log = options.log || ((line) => console.warn(line));
    this.onRevalidated = options.onRevalidated || (() => undefined);
    this.checkedAt = new Map();
    this.pending = new Map();
    /** Keys another instance is refreshing: until when this one keeps serving its copy. */
    this.deferred = new Map();
    this.down = false;
    this.client = undefined;
    if (options.url) this.connect(options.url, options.createClient);
  }

  connect(url, createClient) {
    const create = createClient || require('@redis/client').createClient;
    const base = {
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: CONNECT_TIMEOUT_MS,
        reconnectStrategy: (retries) =>
          Math.min(100 * 2 ** Math.min(retries, 6), MAX_RECONNECT_DELAY_MS),
      },
    };
    const client = create(base);
    const subscriber = create(base);
    this.client = client.withCommandOptions
      ? client.withCommandOptions({ timeout: COMMAND_TIMEOUT_MS })
      : client;
    this.rawClient = client;
    this.subscriber = subscriber;
    const onError = (error) => this.markDown(error);
    client.on('error', onError);
    subscriber.on('error', onError);
    client.on('ready', () => this.markUp());
    // A (re)subscribed instance may have missed revalidations while it was away.
    subscriber.on('ready', () => void this.loadTags());
    client.connect().catch(onError);
    subscriber
      .connect()
      .then(() =>
        subscriber.subscribe(TAGS_CHANNEL, (message) => {
          this.mergeTags(parseTagUpdate(message));
          this.onRevalidated();
        }),
      )
      .catch(onError);
  }

  get ready() {
    return Boolean(this.rawClient && this.rawClient.isReady);
  }

  markDown(error) {
    if (this.down) return;
    this.down = true;
    const reason = error instanceof Error ? error.message || error.name : String(error);
    this.log(`[cache] Redis unreachable, serving from local memory: ${reason}`);
  }

  markUp() {
    if (!this.down) return;
    this.down = false;
    this.log('[cache] Redis reachable again, sharing the cache');
  }

  async loadTags() {
    if (!this.ready) return;
    try {
      const all = await this.client.hGetAll(TAGS_KEY);
      const updates = {};
      for (const [tag, text] of Object.entries(all)) updates[tag] = parseTagEntry(text);
      this.mergeTags(updates);
    } catch (error) {
      this.markDown(error);
    }
  }

  /** Later timestamps win, so replays and out-of-order messages never undo a revalidation. */
  mergeTags(updates) {
    for (const [tag, update] of Object.entries(updates || {})) {
      if (!update) continue;
      const current = this.tagsManifest.get(tag) || {};
      const next = { ...current };
      for (const field of ['stale', 'expired']) {
        if (typeof update[field] === 'number' && !(current[field] >= update[field])) {
          next[field] = update[field];
        }
      }
      this.tagsManifest.set(tag, next);
    }
  }

  isFresh(entry, ctx) {
    const seconds = freshSeconds(entry, ctx);
    const tags = [...(entry.tags || []), ...((ctx && ctx.softTags) || [])];
    if (this.areTagsStale(tags, entry.lastModified)) return false;
    if (this.areTagsExpired(tags, entry.lastModified)) return false;
    return seconds === false || Date.now() - entry.lastModified < seconds * 1000;
  }

  isExpired(entry, ctx) {
    const tags = [...(entry.tags || []), ...((ctx && ctx.softTags) || [])];
    return this.areTagsExpired(tags, entry.lastModified);
  }

  async get(key, ctx) {
    const local = this.local.get(key);
    if (local && this.isFresh(local, ctx)) return local;
    const remote = await this.lookup(key);
    let best = local;
    if (remote && (!best || remote.lastModified > best.lastModified)) {
      this.local.set(key, remote);
      best = remote;
    }
    if (!best || this.isExpired(best, ctx)) return null;
    if (this.isFresh(best, ctx)) return best;

    // Stale everywhere: one instance refreshes it for the fleet (Next revalidates a stale entry
    // it is given); the others keep serving their copy as fresh until the new one is in Redis,
    // so the upstream sees about one read per revalidate period for the whole fleet.
    const deferredUntil = this.deferred.get(key);
    if (deferredUntil && deferredUntil > Date.now()) return asFresh(best);
    if (await this.claimRefresh(key)) return best;
    if (this.deferred.size > MAX_TRACKED_KEYS) this.deferred.clear();
    this.deferred.set(key, Date.now() + REFRESH_CLAIM_MS);
    return asFresh(best);
  }

  /** True when this instance should refresh the key: it got the claim, or Redis cannot say. */
  async claimRefresh(key) {
    if (!this.ready) return true;
    try {
      const claimed = await this.client.set(this.claimPrefix + key, '1', {
        NX: true,
        PX: REFRESH_CLAIM_MS,
      });
      return claimed === 'OK';
    } catch (error) {
      this.markDown(error);
      return true;
    }
  }

  /** One Redis read per key at a time, and none again right after one found nothing newer. */
  lookup(key) {
    if (!this.ready) return Promise.resolve(null);
    const checked = this.checkedAt.get(key);
    if (checked && Date.now() - checked < RECHECK_AFTER_MS) return Promise.resolve(null);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const read = (async () => {
      try {
        const text = await this.client.get(this.entryPrefix + key);
        this.checkedAt.set(key, Date.now());
        if (this.checkedAt.size > MAX_TRACKED_KEYS) this.checkedAt.clear();
        return typeof text === 'string' ? deserialize(text) : null;
      } catch (error) {
        this.markDown(error);
        return null;
      } finally {
        this.pending.delete(key);
      }
    })();
    this.pending.set(key, read);
    return read;
  }

  async set(key, value, ctx) {
    if (!value) {
      this.local.delete(key);
      if (this.ready) await this.client.del(this.entryPrefix + key).catch((e) => this.markDown(e));
      return;
    }
    const entry = {
      lastModified: Date.now(),
      value,
      tags: entryTags(value, ctx),
      cacheControl: ctx && ctx.cacheControl ? ctx.cacheControl : undefined,
    };
    this.local.set(key, entry);
    this.checkedAt.delete(key);
    this.deferred.delete(key);
    if (!this.ready) return;
    try {
      await this.client.set(this.entryPrefix + key, serialize(entry), { EX: ENTRY_TTL_SECONDS });
      await this.client.del(this.claimPrefix + key);
    } catch (error) {
      this.markDown(error);
    }
  }

  /** Next's own semantics (file-system-cache): with durations, stale now; without, expired now. */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const now = Date.now();
    const updates = {};
    for (const tag of list) {
      updates[tag] = durations
        ? {
            stale: now,
            ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
          }
        : { expired: now };
    }
    this.mergeTags(updates);
    if (!this.ready) return;
    try {
      const fields = {};
      for (const tag of list) fields[tag] = JSON.stringify(this.tagsManifest.get(tag));
      await this.client.hSet(TAGS_KEY, fields);
      await this.client.publish(TAGS_CHANNEL, JSON.stringify(updates));
    } catch (error) {
      this.markDown(error);
    }
  }

  async ping() {
    if (!this.rawClient) return false;
    if (!this.ready) return false;
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close() {
    for (const connection of [this.subscriber, this.rawClient]) {
      if (connection && connection.isOpen) await connection.close().catch(() => undefined);
    }
  }
}

/** The same entry as Next should see it while another instance refreshes it: not stale yet. */
function asFresh(entry) {
  return { ...entry, lastModified: Date.now() };
}

function parseTagEntry(text) {
  try {
    const entry = JSON.parse(text);
    return entry && typeof entry === 'object' ? entry : undefined;
  } catch {
    return undefined;
  }
}

function parseTagUpdate(message) {
  const updates = parseTagEntry(message);
  return updates && !Array.isArray(updates) ? updates : {};
}

const SHARED = Symbol.for('event-site.shared-cache');
/**
 * lib/server/landing-micro-cache.ts replays a hot landing for up to a second without asking
 * Next; a revalidation from another instance must drop those replays here too.
 */
const LANDING_MICRO_CACHE = Symbol.for('eventum.landing-micro-cache.entries');

function purgeLandingMicroCache() {
  const entries = globalThis[LANDING_MICRO_CACHE];
  if (entries instanceof Map) entries.clear();
}

function readBuildId(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

/** One shared cache per process: Next constructs a handler per request. */
function sharedCache(context) {
  if (!globalThis[SHARED]) {
    const manifest = require('next/dist/server/lib/incremental-cache/tags-manifest.external');
    globalThis[SHARED] = new SharedCache({
      url: process.env.REDIS_URL ? process.env.REDIS_URL.trim() || undefined : undefined,
      buildId: readBuildId((context && context.serverDistDir) || '.next/server'),
      maxMemoryBytes: context && context.maxMemoryCacheSize,
      tagsManifest: manifest.tagsManifest,
      areTagsExpired: manifest.areTagsExpired,
      areTagsStale: manifest.areTagsStale,
      onRevalidated: purgeLandingMicroCache,
    });
  }
  return globalThis[SHARED];
}

/** The class Next instantiates (`cacheHandler` in next.config.mjs). */
class RedisCacheHandler {
  constructor(context) {
    this.cache = sharedCache(context);
  }

  async get(key, ctx) {
    const entry = await this.cache.get(key, ctx);
    if (!entry) return null;
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      cacheControl: entry.cacheControl,
    };
  }

  async set(key, value, ctx) {
    await this.cache.set(key, value, ctx);
  }

  async revalidateTag(tags, durations) {
    await this.cache.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}

/** The running process's shared cache, if the handler is active (readiness check). */
function activeSharedCache() {
  return globalThis[SHARED];
}

module.exports = RedisCacheHandler;
module.exports.default = RedisCacheHandler;
module.exports.SharedCache = SharedCache;
module.exports.activeSharedCache = activeSharedCache;
module.exports.serialize = serialize;
module.exports.deserialize = deserialize;
