/**
 * The `Cache-Control` answers the site gives, built from the lifetime table (./periods.mjs), so a
 * header and the cache under it cannot disagree.
 */

/** Never stored by any cache: errors, personal and operational answers. */
export const NO_STORE_HEADERS = { 'Cache-Control': 'no-store' } as const;

/** Shared caches (nginx, a CDN) keep the answer `fresh` s, then serve it `stale` s while refreshing. */
export function sharedCacheControl(fresh: number, stale: number): string {
  return `public, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}
