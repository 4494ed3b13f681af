import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Activity, ScheduleEvent } from '@/lib/api/schemas';
import { withStopTimes } from './events';
import { safeFileName } from './file-name';
import { validStop } from './calendar-link';
import { asScheduleActivity } from './from-activity';
import { placeText } from './model';
import { htmlToText } from './plain-text';

// The feed and the download alike (decision 1200). Times are UTC ('Z'), which every calendar reads
// without a VTIMEZONE block.

/** Calendars are asked to come back hourly (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const FEED_REFRESH_SECONDS = 3600;

/** When an entry last changed, as the feed's reader remembers it (lib/schedule/feed.ts). */
export interface EntryRevision {
  sequence: number;
  lastModified: Date;
}

/** One VEVENT before its revision is known; `key` names it for the revision store. */
export interface FeedEntry {
  key: string;
  uid: string;
  summary: string;
  start: string;
  end?: string;
  description: string;
  location?: string;
  url: string;
}

export interface FeedUrls {
  /** The landing, for the event's own entry and offline items. */
  landing: string;
  /** The player, for the items of an online or hybrid event. */
  player: string;
  /** The host UIDs end with: the site's, never the request's. */
  uidHost: string;
}

/** Control characters (other than tab and line breaks) and lone surrogates have no place in TEXT. */
function cleanText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Stable across fetches, locales and programme edits, so a re-fetch updates the same entry. @internal */
export function entryUid(hash: string, uidHost: string, itemId?: number): string {
  return itemId === undefined ? `${hash}@${uidHost}` : `${hash}-${itemId}@${uidHost}`;
}

/** The event and its items as entries, in programme order; pure, so the revisions can digest them. */
export function feedEntries(
  activity: Activity,
  events: readonly ScheduleEvent[],
  urls: FeedUrls,
): FeedEntry[] {
  const schedule = asScheduleActivity(activity);
  const location =
    activity.type === 'online' ? undefined : cleanText(placeText(schedule)).trim() || undefined;
  const itemUrl = activity.type === 'offline' ? urls.landing : urls.player;
  const withUrl = (text: string, url: string) => (text ? `${text}\n\n${url}` : url);
  const event: FeedEntry = {
    key: 'event',
    uid: entryUid(activity.hash, urls.uidHost),
    summary: cleanText(activity.name),
    start: activity.plannedStartDate,
    end: validStop(activity),
    description: cleanText(withUrl(htmlToText(activity.landingDescription), urls.landing)),
    location,
    url: urls.landing,
  };
  const items = withStopTimes(events, activity).map((item): FeedEntry => ({
    key: `item-${item.eventID}`,
    uid: entryUid(activity.hash, urls.uidHost, item.eventID),
    summary: cleanText(item.name),
    start: item.eventStart,
    end: item.eventStop,
    description: cleanText(withUrl(htmlToText(item.description), itemUrl)),
    location,
    url: itemUrl,
  }));
  return [event, ...items];
}

export interface CalendarOptions {
  calendarName: string;
  uidHost: string;
  /** DTSTAMP: when the file was written. */
  now: Date;
  revisionOf: (entry: FeedEntry) => EntryRevision;
}

export function writeCalendar(entries: readonly FeedEntry[], options: CalendarOptions): string {
  const calendar = ical({
    prodId: `//${options.uidHost}//Programme feed//EN`,
    method: ICalCalendarMethod.PUBLISH,
    name: cleanText(options.calendarName),
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const entry of entries) {
    const revision = options.revisionOf(entry);
    calendar.createEvent({
      id: entry.uid,
      stamp: options.now,
      start: new Date(entry.start),
      end: entry.end ? new Date(entry.end) : null,
      summary: entry.summary,
      description: entry.description,
      location: entry.location ?? null,
      url: entry.url,
      sequence: revision.sequence,
      lastModified: revision.lastModified,
    });
  }
  return calendar.toString();
}

export function icsFileName(activity: Pick<Activity, 'name'>): string {
  return safeFileName(activity.name, '', 'ics');
}
