// From a shifted timestamp's UTC getters, not date-fns-tz, which goes wrong in the host's DST gap.

export interface WallClock {
  year: number;
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

export function dayKey(value: string | Date, offsetHours: number): string {
  const clock = wallClock(value, offsetHours);
  if (!clock) return '';
  return `${String(clock.year).padStart(4, '0')}-${pad2(clock.month)}-${pad2(clock.day)}`;
}

/** A stop is exclusive: 10:00–00:00 is one day, not two. */
export function lastInstant(startIso: string, stopIso: string): Date {
  const start = Date.parse(startIso);
  const stop = Date.parse(stopIso);
  if (!Number.isFinite(stop)) return new Date(start);
  if (!Number.isFinite(start)) return new Date(stop);
  return new Date(Math.max(start, stop - 1));
}
