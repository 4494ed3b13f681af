import { pad2, wallClock } from './wall-clock';

// No locale data here, so islands can print times without date-fns month names.

export function formatTime(value: string | Date, offsetHours: number): string {
  const clock = wallClock(value, offsetHours);
  return clock ? `${pad2(clock.hour)}:${pad2(clock.minute)}` : '';
}

export function formatScheduleDay(value: string | Date, offsetHours: number): string {
  const clock = wallClock(value, offsetHours);
  return clock ? `${pad2(clock.day)}.${pad2(clock.month)}.${clock.year}` : '';
}
