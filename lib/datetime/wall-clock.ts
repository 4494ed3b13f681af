/**
 * Calendar fields of an instant as seen in a fixed UTC offset.
 *
 * Computed from the UTC getters of a shifted timestamp rather than with date-fns-tz's
 * `toZonedTime`/`formatInTimeZone`: those build a Date in the *host's* local zone, and on a host
 * with daylight saving time a wall-clock time that falls in its spring-forward gap comes out an
 * hour late (checked with date-fns-tz 3.2.0 under TZ=Europe/Berlin). Servers and browsers run in
 * any zone, so the result must not depend on it.
 */

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

import { offsetMinutes } from './utc-offset';

const MS_PER_MINUTE = 60_000;

function toTime(value: string | Date): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/** The wall clock at UTC+`offsetHours`; `undefined` for an unparsable date. */
export function wallClock(value: string | Date, offsetHours: number): WallClock | undefined {
  const time = toTime(value);
  if (!Number.isFinite(time)) return undefined;
  const shifted = new Date(time + offsetMinutes(offsetHours) * MS_PER_MINUTE);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'YYYY-MM-DD' of the calendar day at UTC+`offsetHours`; '' for an unparsable date. */
export function dayKey(value: string | Date, offsetHours: number): string {
  const clock = wallClock(value, offsetHours);
  if (!clock) return '';
  return `${String(clock.year).padStart(4, '0')}-${pad2(clock.month)}-${pad2(clock.day)}`;
}

/**
 * The last instant that belongs to the span [start, stop). A stop is exclusive, so an event that
 * ends exactly at midnight did not run on the next day: 10:00–00:00 is one day, not two.
 */
export function lastInstant(startIso: string, stopIso: string): Date {
  const start = Date.parse(startIso);
  const stop = Date.parse(stopIso);
  if (!Number.isFinite(stop)) return new Date(start);
  if (!Number.isFinite(start)) return new Date(stop);
  return new Date(Math.max(start, stop - 1));
}
