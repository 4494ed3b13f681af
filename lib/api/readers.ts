import 'server-only';
import { cache } from 'react';
import { cachedRead } from '@/lib/cache/cached-read';
import { sanitizeActivity, sanitizeEvents } from '@/lib/security/sanitize-content';
import { getActivityByHash, listEvents } from './eventor';
import { getViewerInfo } from './viewer';

/**
 * One cached, tagged reader per public resource, shared by `generateMetadata` and the page:
 * React `cache` makes a render ask once, the data cache (`cachedRead`) makes a crowd ask once
 * per period, and the tag lets `/api/revalidate` drop it early. Organizer HTML is sanitised
 * here, where the data is read, so every consumer gets `SanitizedHtml`, no render sanitises
 * again, and the cache holds the sanitised value.
 */

export function activityTag(hash: string): string {
  return `activity:${hash}`;
}

export function eventsTag(hallId: number | string): string {
  return `events:${hallId}`;
}

export const getActivity = cache((hash: string) =>
  cachedRead(['activity', hash], [activityTag(hash)], async () =>
    sanitizeActivity(await getActivityByHash(hash)),
  ),
);

export const getEvents = cache((hallId: number) =>
  cachedRead(['events', String(hallId)], [eventsTag(hallId)], async () =>
    sanitizeEvents(await listEvents(hallId)),
  ),
);

/**
 * Same period and tag as the activity, so it does not make the cached page re-render more often;
 * the registration island refreshes the state on the client (`useRegistrationInfo`).
 */
export const getRegistrationInfo = cache((hash: string) =>
  cachedRead(['registration-info', hash], [activityTag(hash)], () => getViewerInfo(hash)),
);
