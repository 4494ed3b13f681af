/**
 * Download-speed measurement against the product's own `/api/speed-test`, and the advice drawn
 * from it: at least 1 Mbit/s for SD 480p, at least 6 Mbit/s for Full HD 1080p. Pure.
 */

export const SD_MIN_MBPS = 1;
export const FULL_HD_MIN_MBPS = 6;

const SPEED_TEST_PATH = '/api/speed-test';
/** Upper bound of one download, enforced by the route as well. */
export const SPEED_TEST_MAX_BYTES = 5 * 1024 * 1024;
/** What the route sends when the query names no size. */
export const SPEED_TEST_DEFAULT_BYTES = 1024 * 1024;

/**
 * Downloads grow until one lasts long enough to measure: a slow line stops after the first small
 * file, a fast one goes on to 5 MB, where request latency no longer dominates the result.
 */
export const SPEED_TEST_STEPS = [256 * 1024, 1024 * 1024, SPEED_TEST_MAX_BYTES] as const;
const LONG_ENOUGH_MS = 1000;

export type SpeedVerdict = 'full-hd' | 'sd' | 'too-slow';

export function megabitsPerSecond(bytes: number, milliseconds: number): number {
  // A download faster than the clock's resolution still took some time.
  const seconds = Math.max(milliseconds, 1) / 1000;
  return (bytes * 8) / seconds / 1_000_000;
}

export function speedVerdict(mbps: number): SpeedVerdict {
  if (mbps >= FULL_HD_MIN_MBPS) return 'full-hd';
  if (mbps >= SD_MIN_MBPS) return 'sd';
  return 'too-slow';
}

/** Whether the measurement after a download of `bytes` that took `milliseconds` needs a bigger file. */
export function needsLargerDownload(bytes: number, milliseconds: number): boolean {
  return milliseconds < LONG_ENOUGH_MS && bytes < SPEED_TEST_MAX_BYTES;
}

/** '0.4', '5.8', '94': one decimal below 10 Mbit/s, where it changes the advice. */
export function formatMbps(mbps: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: mbps < 10 ? 1 : 0 }).format(mbps);
}

export function speedTestUrl(bytes: number, nonce: string | number): string {
  // The nonce defeats any cache between the browser and us that ignores `no-store`.
  return `${SPEED_TEST_PATH}?bytes=${bytes}&nonce=${encodeURIComponent(String(nonce))}`;
}
