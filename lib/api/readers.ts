import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { EXPIRE_SECONDS, periodSeconds } from '@/lib/cache/periods.mjs';
import { sanitizeActivity, sanitizeEvents } from '@/lib/security/sanitize-content';
import { getActivityByHash, listEvents } from './eventor';
import { getForm } from './forms';
import type { Form } from './schemas';
import { getViewerInfo } from './viewer';

// Every cached read, with key, tags and lifetime (docs/caching.md); HTML is sanitised here once.

export function activityTag(hash: string): string {
  return `activity:${hash}`;
}

export function eventsTag(hallId: number | string): string {
  return `events:${hallId}`;
}

function formTag(formId: string): string {
  return `form:${formId}`;
}

// Only a validated value is stored: a failed read stores nothing, so the next request asks again.
function cachedRead<T>(
  key: string[],
  tags: string[],
  read: () => Promise<T>,
  revalidate: number = periodSeconds(),
): Promise<T> {
  return unstable_cache(read, key, { revalidate, tags })();
}

export const getActivity = cache((hash: string) =>
  cachedRead(['activity', hash], [activityTag(hash)], async () =>
    sanitizeActivity(await getActivityByHash(hash)),
  ),
);

/** `?isOnlyChat=true` is a separate upstream URL; it shares the activity's tag. */
export const getOnlyChatActivity = cache((hash: string) =>
  cachedRead(['activity-only-chat', hash], [activityTag(hash)], () =>
    getActivityByHash(hash, { isOnlyChat: true }),
  ),
);

export const getEvents = cache((hallId: number) =>
  cachedRead(['events', String(hallId)], [eventsTag(hallId)], async () =>
    sanitizeEvents(await listEvents(hallId)),
  ),
);

/** The activity's tag; the registration island refreshes the state on the client. */
export const getRegistrationInfo = cache((hash: string) =>
  cachedRead(['registration-info', hash], [activityTag(hash)], () => getViewerInfo(hash)),
);

export const getCachedForm = cache((formId: string): Promise<Form> =>
  cachedRead(['form', formId], [formTag(formId)], () => getForm(formId)),
);

/** Costly to draw; the version changes with the content, so it lives as long as stale pages. */
export function getOgCard(
  version: { brandId: string; locale: string; hash: string; cardVersion: string },
  draw: () => Promise<string>,
): Promise<string> {
  const { brandId, locale, hash, cardVersion } = version;
  return cachedRead(
    ['og-card', brandId, locale, hash, cardVersion],
    [activityTag(hash)],
    draw,
    EXPIRE_SECONDS,
  );
}

// When the feed first saw this content of an entry. No tag: a revalidation must not make every
// entry look new.
export function getFeedEntrySeen(hash: string, entry: string, digest: string): Promise<string> {
  return cachedRead(
    ['feed-entry-seen', hash, entry, digest],
    [],
    async () => new Date(Date.now()).toISOString(),
    EXPIRE_SECONDS,
  );
}
