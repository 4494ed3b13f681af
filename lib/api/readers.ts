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

/** Registration can close at any moment, so its state is kept fresher than the landing. */
const REGISTRATION_REVALIDATE_SECONDS = 10;

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

export const getRegistrationInfo = cache((hash: string) =>
  getViewerInfo(hash, {
    next: {
      revalidate: Math.min(REGISTRATION_REVALIDATE_SECONDS, getConfig().REVALIDATE_SECONDS),
      tags: [activityTag(hash)],
    },
  }),
);
