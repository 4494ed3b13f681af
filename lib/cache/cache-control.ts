/** Built from the lifetime table (./periods.mjs), so a header and the cache under it agree. */

export const NO_STORE_HEADERS = { 'Cache-Control': 'no-store' } as const;

export function sharedCacheControl(fresh: number, stale: number): string {
  return `public, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}
