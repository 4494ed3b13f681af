// @ts-check
// On top of the library (docs/caching.md): an entry's lifetime travels with it, a Redis read stays
// in the fallback, and one instance refreshes a stale entry for the fleet.

import { countRefreshClaim } from '../metrics/cache.mjs';

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue} Entry
 * @typedef {{ set(key: string, value: string, options: { NX: true, PX: number }): Promise<string | null>, del(key: string): Promise<number> }} ClaimClient
 */

/** Above a slow render. */
const REFRESH_CLAIM_MS = 15_000;
const DEFER_MS = 1_000;

/** @param {Entry} entry */
function revalidateSeconds(entry) {
  const seconds = entry.lifespan?.revalidate;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/** @param {Entry} entry @param {number} now @internal */
export function isStale(entry, now = Date.now()) {
  const seconds = revalidateSeconds(entry);
  return seconds !== undefined && now > entry.lastModified + seconds * 1000;
}

// The library hands Next no `cacheControl`: without it an instance that did not render the page
// re-renders it every second.
/** @template {Entry | null | undefined} T @param {T} entry @returns {T} */
export function withLifetime(entry) {
  if (!entry || entry.value?.kind === 'FETCH') return entry;
  const revalidate = revalidateSeconds(entry);
  if (revalidate === undefined || !entry.lifespan) return entry;
  return { ...entry, cacheControl: { revalidate, expire: entry.lifespan.expireAge } };
}

// Copies Redis's answers into `local`, so an outage does not make the instance render again.
/** @param {Handler} handler @param {Handler} local @returns {Handler} */
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

// The first instance to see a stale copy claims the refresh (`SET NX`); the others serve it as
// fresh a second longer, so the upstream sees one read per period for the fleet.
/**
 * @param {Handler} handler @param {ClaimClient} client @returns {Handler}
 * @param {{ keyPrefix: string, claimMs?: number, now?: () => number }} options
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
        // Redis cannot say who refreshes: this instance does.
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
