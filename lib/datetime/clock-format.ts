import { offsetMinutes, pad2, wallClock } from './wall-clock';

/**
 * Clock text that needs no locale data (offsets, HH:mm, DD.MM.YYYY). Kept apart from format.ts,
 * which loads date-fns month names, so client islands can print times without shipping them.
 */

/**
 * Signed offset without the 'UTC' prefix, short form: 3 → '+3', 5.5 → '+5:30', -5 → '-5',
 * 0 → '+0'. For the `activity.utcOffset` message ('UTC{offset}').
 */
export function formatOffset(offsetHours: number): string {
  const total = offsetMinutes(offsetHours);
  const sign = total < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(total) / 60);
  const minutes = Math.abs(total) % 60;
  return minutes === 0 ? `${sign}${hours}` : `${sign}${hours}:${pad2(minutes)}`;
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
  return `${sign}${pad2(Math.floor(Math.abs(total) / 60))}:${pad2(Math.abs(total) % 60)}`;
}

/** 'HH:mm' at UTC+offset; '' for an unparsable date (inputs are schema-checked ISO strings). */
export function formatTime(value: string | Date, offsetHours: number): string {
  const clock = wallClock(value, offsetHours);
  return clock ? `${pad2(clock.hour)}:${pad2(clock.minute)}` : '';
}

/** 'DD.MM.YYYY', the schedule's day heading. */
export function formatScheduleDay(value: string | Date, offsetHours: number): string {
  const clock = wallClock(value, offsetHours);
  return clock ? `${pad2(clock.day)}.${pad2(clock.month)}.${clock.year}` : '';
}

/**
 * The visitor's current UTC offset in hours (e.g. 3, −4, 5.5), for the schedule's user-zone
 * toggle. Client only in practice: on the server it reports the server's zone.
 */
export function visitorOffsetHours(date: Date = new Date()): number {
  const offset = -date.getTimezoneOffset() / 60;
  return offset === 0 ? 0 : offset;
}
