const SD_MIN_MBPS = 1;
const FULL_HD_MIN_MBPS = 6;

const SPEED_TEST_PATH = '/api/speed-test';
export const SPEED_TEST_MAX_BYTES = 5 * 1024 * 1024;
export const SPEED_TEST_DEFAULT_BYTES = 1024 * 1024;

/** Grows until one lasts long enough that request latency no longer dominates. */
export const SPEED_TEST_STEPS = [256 * 1024, 1024 * 1024, SPEED_TEST_MAX_BYTES] as const;
const LONG_ENOUGH_MS = 1000;

export type SpeedVerdict = 'full-hd' | 'sd' | 'too-slow';

export function megabitsPerSecond(bytes: number, milliseconds: number): number {
  const seconds = Math.max(milliseconds, 1) / 1000;
  return (bytes * 8) / seconds / 1_000_000;
}

export function speedVerdict(mbps: number): SpeedVerdict {
  if (mbps >= FULL_HD_MIN_MBPS) return 'full-hd';
  if (mbps >= SD_MIN_MBPS) return 'sd';
  return 'too-slow';
}

export function needsLargerDownload(bytes: number, milliseconds: number): boolean {
  return milliseconds < LONG_ENOUGH_MS && bytes < SPEED_TEST_MAX_BYTES;
}

/** One decimal below 10 Mbit/s, where it changes the advice. */
export function formatMbps(mbps: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: mbps < 10 ? 1 : 0 }).format(mbps);
}

export function speedTestUrl(bytes: number, nonce: string | number): string {
  // Defeats any cache in between that ignores `no-store`.
  return `${SPEED_TEST_PATH}?bytes=${bytes}&nonce=${encodeURIComponent(String(nonce))}`;
}
