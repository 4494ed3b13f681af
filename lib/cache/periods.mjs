// @ts-check
// Every cache lifetime in seconds (docs/caching.md#lifetimes); periods.test.ts checks the literals
// Next and nginx need against it.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Fresh for this long, then served stale while one background render refreshes it. */
export const REVALIDATE_SECONDS = 30;

/** How long a stale copy may still be served: an old page beats an outage page. */
export const EXPIRE_SECONDS = 7 * DAY;

/** @internal */
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

// `CACHE_PERIOD_SECONDS` only shortens: a page lives the lowest of its own and its reads' periods.
/** @param {Record<string, string | undefined>} [env] */
export function periodSeconds(env = process.env) {
  const value = Number(env.CACHE_PERIOD_SECONDS?.trim() || NaN);
  return Number.isInteger(value) && value >= 1 && value <= REVALIDATE_SECONDS
    ? value
    : REVALIDATE_SECONDS;
}
