import { pad2, wallClock } from './wall-clock';

/**
 * Clock text that needs no locale data (HH:mm, DD.MM.YYYY; offsets are utc-offset.ts). Kept
 * apart from format.ts, which loads date-fns month names, so client islands can print times
 * without shipping them.
 */

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
