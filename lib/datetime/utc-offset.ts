/**
 * UTC offsets given in hours (3, 5.5, −4), as people and ISO write them. No dates here: the
 * schedule island prints zone labels in every first load, and keeping the wall-clock code (the
 * events' times, day grouping) out of this module keeps it out of that load.
 */

/** Whole minutes of an offset given in (possibly fractional) hours, e.g. 5.5 → 330. */
export function offsetMinutes(offsetHours: number): number {
  return Math.round(offsetHours * 60);
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Signed offset without the 'UTC' prefix, short form: 3 → '+3', 5.5 → '+5:30', -5 → '-5',
 * 0 → '+0'. For the `activity.utcOffset` message ('UTC{offset}').
 */
export function formatOffset(offsetHours: number): string {
  const total = offsetMinutes(offsetHours);
  const sign = total < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(total) / 60);
  const minutes = Math.abs(total) % 60;
  return minutes === 0 ? `${sign}${hours}` : `${sign}${hours}:${twoDigits(minutes)}`;
}

/**
 * The offset as people read it on event pages: 'UTC+3', 'UTC+5:30', 'UTC-5', 'UTC+0'. Shorter
 * than ISO 'UTC+03:00' and what Russian event sites print; `isoOffset` has the ISO form.
 */
export function formatUtcOffset(offsetHours: number): string {
  return `UTC${formatOffset(offsetHours)}`;
}

/** ISO 8601 offset: 3 → '+03:00', −5.5 → '-05:30'; for building date-time strings. */
export function isoOffset(offsetHours: number): string {
  const total = offsetMinutes(offsetHours);
  const sign = total < 0 ? '-' : '+';
  return `${sign}${twoDigits(Math.floor(Math.abs(total) / 60))}:${twoDigits(Math.abs(total) % 60)}`;
}

/**
 * The visitor's current UTC offset in hours (e.g. 3, −4, 5.5), for the schedule's user-zone
 * toggle. Client only in practice: on the server it reports the server's zone.
 */
export function visitorOffsetHours(date: Date = new Date()): number {
  const offset = -date.getTimezoneOffset() / 60;
  return offset === 0 ? 0 : offset;
}
