// @ts-check
/**
 * The two cache periods, one home for both (docs/caching.md).
 *
 * REVALIDATE_SECONDS: how long a cached landing and every cached upstream read stay fresh. Next
 * reads a page's `export const revalidate` from the source at build time, so the cached routes
 * write the number itself; lib/cache/periods.test.ts fails the build's tests when one of them
 * differs from this value.
 *
 * EXPIRE_SECONDS: how long a stale copy may still be served before a visitor must wait for a
 * fresh render: Next's `expireTime` (next.config.mjs) and the entries' lifetime in Redis
 * (lib/cache/fleet.mjs), one value for both so every instance answers the same
 * `stale-while-revalidate`. A week: an old page beats an outage page.
 */
export const REVALIDATE_SECONDS = 30;

export const EXPIRE_SECONDS = 7 * 24 * 60 * 60;
