import type { ScheduleEvent } from '@/lib/api/schemas';
import { formatUtcOffset } from '@/lib/datetime/utc-offset';
import { eventTimeRange, groupByDay, withStopTimes } from './events';
import { safeFileName } from './file-name';
import { calendarLocation, icsUtc, validStop } from './calendar-link';
import { asScheduleActivity, type ScheduleActivityInput } from './from-activity';
import type { ScheduleActivity } from './model';

/**
 * "Add to calendar" for the whole event: an RFC 5545 iCalendar file (the Google Calendar link is
 * ./calendar-link.ts, which the page renders without loading this module).
 * Times are written in UTC ('Z'), which every calendar reads without a VTIMEZONE block; the
 * calendar shows them in the user's own zone.
 */

const CRLF = '\r\n';
/** RFC 5545 3.1: content lines are folded to at most 75 octets, not characters. */
const MAX_LINE_OCTETS = 75;

/** Octets of one code point in UTF-8. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/** RFC 5545 3.3.11 TEXT: backslash, semicolon and comma escaped, newlines as '\n'. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into CRLF + space continuations without cutting a UTF-8 sequence. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

function hostOf(pageUrl: string): string {
  try {
    return new URL(pageUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** Stable across downloads, locales and programme edits, so re-importing updates the same entry. */
export function icsUid(activity: Pick<ScheduleActivity, 'hash'>, pageUrl: string): string {
  return `${activity.hash}@${hostOf(pageUrl)}`;
}

/** Plain-text programme in the platform zone, then the landing URL. */
function calendarDescription(
  activity: ScheduleActivity,
  events: readonly ScheduleEvent[],
  pageUrl: string,
): string {
  const offset = activity.platformOffsetHours;
  const days = groupByDay(withStopTimes(events, activity), offset).map((day) =>
    [
      `${day.label} (${formatUtcOffset(offset)})`,
      ...day.events.map((event) => `${eventTimeRange(event, offset)} ${event.name}`),
    ].join('\n'),
  );
  return [...days, pageUrl].join('\n\n');
}

export interface IcsOptions {
  /** DTSTAMP: when the file was made; injectable for tests. */
  now?: Date;
}

export function buildIcs(
  input: ScheduleActivityInput,
  events: readonly ScheduleEvent[] | undefined,
  pageUrl: string,
  { now = new Date() }: IcsOptions = {},
): string {
  const activity = asScheduleActivity(input);
  const stop = validStop(activity);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${hostOf(pageUrl)}//Event schedule//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsUid(activity, pageUrl)}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(activity.plannedStartDate)}`,
    stop ? `DTEND:${icsUtc(stop)}` : undefined,
    `SUMMARY:${escapeIcsText(activity.name)}`,
    `DESCRIPTION:${escapeIcsText(calendarDescription(activity, events ?? [], pageUrl))}`,
    `LOCATION:${escapeIcsText(calendarLocation(activity, pageUrl))}`,
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines
    .filter((line): line is string => line !== undefined)
    .map(foldIcsLine)
    .map((line) => line + CRLF)
    .join('');
}

export function icsFileName(activity: Pick<ScheduleActivity, 'name'>): string {
  return safeFileName(activity.name, '', 'ics');
}
