// No dates here: the schedule's zone labels are in every first load.

export function offsetMinutes(offsetHours: number): number {
  return Math.round(offsetHours * 60);
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** @internal */
export function formatOffset(offsetHours: number): string {
  const total = offsetMinutes(offsetHours);
  const sign = total < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(total) / 60);
  const minutes = Math.abs(total) % 60;
  return minutes === 0 ? `${sign}${hours}` : `${sign}${hours}:${twoDigits(minutes)}`;
}

export function formatUtcOffset(offsetHours: number): string {
  return `UTC${formatOffset(offsetHours)}`;
}

/** On the server this reports the server's zone. */
export function visitorOffsetHours(date: Date = new Date()): number {
  const offset = -date.getTimezoneOffset() / 60;
  return offset === 0 ? 0 : offset;
}
