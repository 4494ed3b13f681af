// @ts-check
/**
 * Every cache lifetime of the site, one table (docs/caching.md#lifetimes), in seconds. Code that
 * keeps or shares anything for a while takes its number from here; the route files' literal
 * `export const revalidate = 30` (Next reads it from the source) and nginx's `1s`
 * (deploy/nginx/event-site.conf) are checked against it by lib/cache/periods.test.ts.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The period: how long a cached landing, custom domain, OG route answer and every cached upstream
 * read stay fresh (then served stale while one background render refreshes them). The routes'
 * literal, and the most `CACHE_PERIOD_SECONDS` may ask for (see `periodSeconds`).
 */
export const REVALIDATE_SECONDS = 30;

/**
 * How long a stale copy may still be served before a visitor must wait for a fresh render:
 * Next's `expireTime` (next.config.mjs), the entries' lifetime in Redis (lib/cache/cache-handler.mjs)
 * and the drawn OG cards' (a new card version is a new key). A week: an old page beats an outage page.
 */
export const EXPIRE_SECONDS = 7 * DAY;

/** nginx's microcache: flattens crowds, lets an edit through at once (deploy/nginx). */
export const MICROCACHE_SECONDS = 1;

/** An error answer (404 landing, 404 card) remembered by one instance (lib/cache/bounded.mjs). */
export const MISS_SECONDS = 10;

/**
 * Refetch routes (`/api/events`, `/api/registration-info`): shared caches keep an answer for the
 * period, like the data under it, and may serve it this much longer while refreshing.
 */
export const REFETCH_STALE_SECONDS = 2 * REVALIDATE_SECONDS;

/**
 * Organizer live screens: one upstream read per event per `fresh` seconds in each instance
 * (lib/organizer/micro-cache.ts), and their refresh routes' `s-maxage`/`stale-while-revalidate`.
 * Chat-like screens (questions, polls) refresh every 5 s; boards (rating, randomizer) every 10 s.
 */
export const LIVE_CHAT = { fresh: 2, stale: 5 };
export const LIVE_BOARD = { fresh: 5, stale: 10 };

/**
 * The OG card's own headers: link-preview crawlers and CDNs keep the PNG long, since the landings
 * link it with its content version (`?v=`), so a changed card is a new URL.
 */
export const OG_CARD = { browser: 5 * MINUTE, shared: HOUR, stale: DAY };
/** A brand image or 404 in place of a card: soon asked again. */
export const OG_FALLBACK_SECONDS = MINUTE;

/**
 * Browsers' copies of the brand's own files: `/favicon.ico` (a redirect to the brand's icon) and
 * the web app manifest. The brand is chosen at run time (`BRAND`), so neither is immutable.
 */
export const BRAND_FILES = { favicon: DAY, manifest: HOUR };

/**
 * The period in force: `CACHE_PERIOD_SECONDS` (whole seconds, 1 to REVALIDATE_SECONDS) or
 * REVALIDATE_SECONDS. Read at run time, so one build serves either. Only shorter: Next keeps a
 * page for the lowest of its route's literal and the `unstable_cache` periods of the reads it
 * made, so the cached reads (lib/api/readers.ts) shorten the pages with them, and page and data
 * never disagree. lib/config/env.ts stops the server on an invalid value; here an invalid one
 * falls back to the default, as this module is also read where that check has not run.
 * @param {Record<string, string | undefined>} [env]
 */
export function periodSeconds(env = process.env) {
  const value = Number(env.CACHE_PERIOD_SECONDS?.trim() || NaN);
  return Number.isInteger(value) && value >= 1 && value <= REVALIDATE_SECONDS
    ? value
    : REVALIDATE_SECONDS;
}
