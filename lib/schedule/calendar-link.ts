import { placeText, type ScheduleActivity } from './model';

/**
 * The calendar pieces the schedule island needs at render time (the Google Calendar link) and
 * the .ics builder shares (./ics.ts, loaded on click). Times are UTC ('Z'), which every calendar
 * reads without a zone block and shows in the user's own zone.
 */

/** 20270314T070000Z */
export function icsUtc(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Where the calendar entry says the event happens: the venue, or the landing for online events. */
export function calendarLocation(
  activity: Pick<ScheduleActivity, 'location'>,
  pageUrl: string,
): string {
  return placeText(activity) || pageUrl;
}

/** The stop only when it is after the start; calendars reject an entry that ends before it begins. */
export function validStop(
  activity: Pick<ScheduleActivity, 'plannedStartDate' | 'plannedStopDate'>,
): string | undefined {
  const { plannedStartDate: start, plannedStopDate: stop } = activity;
  return Date.parse(stop) > Date.parse(start) ? stop : undefined;
}

/** Google Calendar's template link for the whole event, in UTC like the .ics file. */
export function googleCalendarUrl(activity: ScheduleActivity, pageUrl: string): string {
  const start = icsUtc(activity.plannedStartDate);
  // Google wants both ends; an entry without a valid stop becomes a zero-length one.
  const end = icsUtc(validStop(activity) ?? activity.plannedStartDate);
  const query = [
    'action=TEMPLATE',
    `text=${encodeURIComponent(activity.name)}`,
    // Digits, 'T', 'Z' and the '/' separator, which Google's own links leave unencoded.
    `dates=${start}/${end}`,
    `details=${encodeURIComponent(pageUrl)}`,
    `location=${encodeURIComponent(calendarLocation(activity, pageUrl))}`,
  ];
  return `https://calendar.google.com/calendar/render?${query.join('&')}`;
}
