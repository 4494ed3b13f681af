import type { Locale } from '@/i18n/routing';
import { placeText, type ScheduleActivity } from './model';

// The schedule's calendar links, and pieces the feed's writer (./ics.ts) shares. UTC times ('Z'):
// every calendar reads them without a zone block and shows the user's own zone.

/** `/api/calendar/ru/<hash>.ics`: the programme feed (lib/schedule/feed.ts). @internal */
export function calendarFeedPath(locale: Locale, hash: string): string {
  return `/api/calendar/${locale}/${encodeURIComponent(hash)}.ics`;
}

export interface CalendarLinks {
  /** The feed on the page's origin, answered as an attachment: the one-off download. */
  feed: string;
  /** The same feed as a `webcal:` link, which calendar apps subscribe to. */
  webcal: string;
  googleSubscribe: string;
  /** Google Calendar's template link for the whole event (a one-off entry). */
  googleTemplate: string;
}

export function calendarLinks(
  activity: ScheduleActivity,
  pageUrl: string,
  locale: Locale,
): CalendarLinks {
  const feed = new URL(calendarFeedPath(locale, activity.hash), pageUrl).toString();
  const webcal = feed.replace(/^https?:/, 'webcal:');
  return {
    feed,
    webcal,
    googleSubscribe: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    googleTemplate: googleCalendarUrl(activity, pageUrl),
  };
}

/** 20270314T070000Z @internal */
export function icsUtc(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function calendarLocation(activity: Pick<ScheduleActivity, 'location'>, pageUrl: string): string {
  return placeText(activity) || pageUrl;
}

/** The stop only when it is after the start; calendars reject an entry that ends before it begins. */
export function validStop(
  activity: Pick<ScheduleActivity, 'plannedStartDate' | 'plannedStopDate'>,
): string | undefined {
  const { plannedStartDate: start, plannedStopDate: stop } = activity;
  return Date.parse(stop) > Date.parse(start) ? stop : undefined;
}

/** Google Calendar's template link for the whole event. @internal */
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
