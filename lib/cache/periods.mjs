// @ts-check
/**
 * Every cache lifetime of the site, in seconds (docs/caching.md#lifetimes). Literals that Next
 * and nginx need are checked against it by lib/cache/periods.test.ts.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Fresh for this long, then served stale while one background render refreshes it. */
export const REVALIDATE_SECONDS = 30;

/** How long a stale copy may still be served: an old page beats an outage page. */
export const EXPIRE_SECONDS = 7 * DAY;

export const MICROCACHE_SECONDS = 1;

export const MISS_SECONDS = 10;

export const REFETCH_STALE_SECONDS = 2 * REVALIDATE_SECONDS;

/** Organizer live screens: chat-like ones (questions, polls) and boards (rating, randomizer). */
export const LIVE_CHAT = { fresh: 2, stale: 5 };
export const LIVE_BOARD = { fresh: 5, stale: 10 };

/** Landings link the card with its content version (`?v=`), so a changed card is a new URL. */
export const OG_CARD = { browser: 5 * MINUTE, shared: HOUR, stale: DAY };
export const OG_FALLBACK_SECONDS = MINUTE;

/** The brand is chosen at run time, so neither is immutable. */
export const BRAND_FILES = { favicon: DAY, manifest: HOUR };

/**
 * `CACHE_PERIOD_SECONDS` may only shorten the period: Next keeps a page for the lowest of its
 * literal and its reads' periods. An invalid value falls back here; lib/config/env.ts refuses it.
 * @param {Record<string, string | undefined>} [env]
 */
export function periodSeconds(env = process.env) {
  const value = Number(env.CACHE_PERIOD_SECONDS?.trim() || NaN);
  return Number.isInteger(value) && value >= 1 && value <= REVALIDATE_SECONDS
    ? value
    : REVALIDATE_SECONDS;
}
