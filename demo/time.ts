/**
 * Date maths at a fixed UTC offset. The demo's clock-relative fixtures are laid out in the
 * platform zone (UTC+3) whatever zone the server runs in, so nothing here reads the local zone.
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
export const DAY_MS = 24 * HOUR_MS;
/** The contract's default platform zone. */
export const PLATFORM_OFFSET_HOURS = 3;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** ISO 8601 with an explicit offset, e.g. `2026-11-22T10:00:00+03:00` (seconds kept, no ms). */
export function formatAtOffset(date: Date, offsetHours = PLATFORM_OFFSET_HOURS): string {
  const shifted = new Date(date.getTime() + offsetHours * HOUR_MS);
  const sign = offsetHours < 0 ? '-' : '+';
  const totalMinutes = Math.round(Math.abs(offsetHours) * 60);
  const offset = `${sign}${pad(Math.floor(totalMinutes / 60))}:${pad(totalMinutes % 60)}`;
  return `${shifted.toISOString().slice(0, 19)}${offset}`;
}

/** Midnight of `date`'s calendar day as seen at `offsetHours`, as an instant. */
export function startOfDayAtOffset(date: Date, offsetHours = PLATFORM_OFFSET_HOURS): Date {
  const shifted = date.getTime() + offsetHours * HOUR_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - offsetHours * HOUR_MS);
}

/** The hour of the day (0–23) of `date` at `offsetHours`. */
export function hourAtOffset(date: Date, offsetHours = PLATFORM_OFFSET_HOURS): number {
  return new Date(date.getTime() + offsetHours * HOUR_MS).getUTCHours();
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS);
}

/** `dayStart` plus a wall-clock time, e.g. `at(day, 10, 30)`. */
export function at(dayStart: Date, hours: number, minutes = 0): Date {
  return new Date(dayStart.getTime() + hours * HOUR_MS + minutes * MINUTE_MS);
}
