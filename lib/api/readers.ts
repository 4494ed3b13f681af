import 'server-only';
import { cache } from 'react';
import { getConfig } from '@/lib/config';
import { getActivityByHash, listEvents } from './eventor';
import { getViewerInfo } from './viewer';

/**
 * One cached, tagged reader per public resource, shared by `generateMetadata` and the page:
 * React `cache` makes a render ask once, the fetch cache makes a crowd ask once per period,
 * and the tag lets `/api/revalidate` drop it early.
 */

export function activityTag(hash: string): string {
  return `activity:${hash}`;
}

export function eventsTag(hallId: number | string): string {
  return `events:${hallId}`;
}

export const getActivity = cache((hash: string) =>
  getActivityByHash(hash, {
    next: { revalidate: getConfig().REVALIDATE_SECONDS, tags: [activityTag(hash)] },
  }),
);

export const getEvents = cache((hallId: number) =>
  listEvents(hallId, {
    next: { revalidate: getConfig().REVALIDATE_SECONDS, tags: [eventsTag(hallId)] },
  }),
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
