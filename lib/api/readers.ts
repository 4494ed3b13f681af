import 'server-only';
import { cache } from 'react';
import { getConfig } from '@/lib/config';
import { sanitizeActivity, sanitizeEvents } from '@/lib/security/sanitize-content';
import { getActivityByHash, listEvents } from './eventor';
import { getViewerInfo } from './viewer';

/**
 * One cached, tagged reader per public resource, shared by `generateMetadata` and the page:
 * React `cache` makes a render ask once, the fetch cache makes a crowd ask once per period,
 * and the tag lets `/api/revalidate` drop it early. Organizer HTML is sanitised here, where the
 * data is read, so every consumer gets `SanitizedHtml` and no render sanitises again (the
 * sanitiser also remembers its outputs, so unchanged HTML is parsed once per process).
 */

export function activityTag(hash: string): string {
  return `activity:${hash}`;
}

export function eventsTag(hallId: number | string): string {
  return `events:${hallId}`;
}

export const getActivity = cache(async (hash: string) =>
  sanitizeActivity(
    await getActivityByHash(hash, {
      next: { revalidate: getConfig().REVALIDATE_SECONDS, tags: [activityTag(hash)] },
    }),
  ),
);

export const getEvents = cache(async (hallId: number) =>
  sanitizeEvents(
    await listEvents(hallId, {
      next: { revalidate: getConfig().REVALIDATE_SECONDS, tags: [eventsTag(hallId)] },
    }),
  ),
);

/**
 * Same period as the landing, so it does not make the cached page re-render more often; the
 * registration island refreshes the state on the client (`useRegistrationInfo`).
 */
export const getRegistrationInfo = cache((hash: string) =>
  getViewerInfo(hash, {
    next: { revalidate: getConfig().REVALIDATE_SECONDS, tags: [activityTag(hash)] },
  }),
);
