// @ts-check
/**
 * What a fleet needs on top of @fortedigital/nextjs-cache-handler (lib/cache/cache-handler.mjs).
 *
 * 1. An entry's lifetime travels with it. The library stores `lifespan.revalidate` but hands
 *    Next no `cacheControl`, so an instance that did not render a page itself has no lifetime
 *    for it (runtime paths are not in the prerender manifest), treats it as stale after 1 s,
 *    re-renders it every second and answers `s-maxage=1` instead of the page's own period.
 * 2. What an instance read from Redis stays in its own memory too. The library writes every entry
 *    to each handler but reads only the first that answers, so without this an instance's local
 *    fallback holds only what it rendered itself, and a Redis outage would make it render again
 *    (and fail, if the upstream is down as well) pages it had been serving a second earlier.
 * 3. One instance refreshes a stale entry for the whole fleet. When a copy in Redis goes stale,
 *    the first instance to see it claims the refresh (`SET NX` with a deadline); the others keep
 *    serving that copy as fresh for one more second and then look again, by which time the new
 *    copy is usually in Redis. So the upstream sees about one read per revalidate period for the
 *    fleet, not one per instance. A claimer that dies only delays the refresh by the deadline.
 */

import { countRefreshClaim } from '../metrics/cache.mjs';

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue} Entry
 * @typedef {{ set(key: string, value: string, options: { NX: true, PX: number }): Promise<string | null>, del(key: string): Promise<number> }} ClaimClient
 */

/** How long a claimer may take to refresh before another instance tries: above a slow render. */
const REFRESH_CLAIM_MS = 15_000;
/** While another instance refreshes, a stale copy is served as fresh for this long at a time. */
const DEFER_MS = 1_000;

/** @param {Entry} entry */
function revalidateSeconds(entry) {
  const seconds = entry.lifespan?.revalidate;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/** @param {Entry} entry @param {number} now */
export function isStale(entry, now = Date.now()) {
  const seconds = revalidateSeconds(entry);
  return seconds !== undefined && now > entry.lastModified + seconds * 1000;
}

/**
 * The entry as Next expects it from a handler: with the `cacheControl` it was stored with
 * (revalidate from the render, expire from the lifespan the library computed).
 * @template {Entry | null | undefined} T
 * @param {T} entry
 * @returns {T}
 */
export function withLifetime(entry) {
  if (!entry || entry.value?.kind === 'FETCH') return entry;
  const revalidate = revalidateSeconds(entry);
  if (revalidate === undefined || !entry.lifespan) return entry;
  return { ...entry, cacheControl: { revalidate, expire: entry.lifespan.expireAge } };
}

/**
 * `handler` (the Redis one) keeping a copy of what it reads in `local`, the fallback that answers
 * while Redis is away. Copied only when newer than the local one: the copy costs a serialisation.
 * @param {Handler} handler
 * @param {Handler} local
 * @returns {Handler}
 */
export function withLocalCopy(handler, local) {
  return {
    ...handler,
    async get(key, meta) {
      const entry = await handler.get(key, meta);
      if (!entry) return entry;
      const copy = await local.get(key, meta).catch(() => null);
      if (!copy || copy.lastModified < entry.lastModified) await local.set(key, entry);
      return entry;
    },
  };
}

/**
 * `handler` (the Redis one) with the fleet-wide refresh claim. Claims live beside the entries,
 * under `keyPrefix`, so they belong to one build like the entries do.
 * @param {Handler} handler
 * @param {ClaimClient} client
 * @param {{ keyPrefix: string, claimMs?: number, now?: () => number }} options
 * @returns {Handler}
 */
export function withRefreshClaim(handler, client, options) {
  const { keyPrefix, claimMs = REFRESH_CLAIM_MS, now = Date.now } = options;
  const claimKey = (/** @type {string} */ key) => `${keyPrefix}refreshing:${key}`;
  return {
    ...handler,
    name: `${handler.name} + refresh claim`,
    async get(key, meta) {
      const entry = await handler.get(key, meta);
      if (!entry || !isStale(entry, now())) return entry;
      let claimed = true;
      try {
        claimed = (await client.set(claimKey(key), '1', { NX: true, PX: claimMs })) === 'OK';
      } catch {
        // Redis cannot say who refreshes: this instance does, as a single instance would.
      }
      countRefreshClaim(claimed ? 'won' : 'lost');
      if (claimed) return entry;
      const seconds = revalidateSeconds(entry) ?? 0;
      return { ...entry, lastModified: now() - seconds * 1000 + DEFER_MS };
    },
    async set(key, value, ctx) {
      await handler.set(key, value, ctx);
      await client.del(claimKey(key)).catch(() => 0);
    },
  };
}
