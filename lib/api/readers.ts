import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { EXPIRE_SECONDS, periodSeconds } from '@/lib/cache/periods.mjs';
import { sanitizeActivity, sanitizeEvents } from '@/lib/security/sanitize-content';
import { getActivityByHash, listEvents } from './eventor';
import { getForm } from './forms';
import type { Form } from './schemas';
import { getViewerInfo } from './viewer';

/**
 * Every read kept in Next's data cache, with its key, tags and lifetime (docs/caching.md). React
 * `cache` makes a render ask once (`generateMetadata` and the page share the read), the data cache
 * makes a crowd ask once per period, and the tags let `/api/revalidate` drop entries early.
 * Organizer HTML is sanitised here, where the data is read, so every consumer gets
 * `SanitizedHtml`, no render sanitises again, and the cache holds the sanitised value.
 */

export function activityTag(hash: string): string {
  return `activity:${hash}`;
}

export function eventsTag(hallId: number | string): string {
  return `events:${hallId}`;
}

export function formTag(formId: string): string {
  return `form:${formId}`;
}

/**
 * The parsed value of `read`, kept under `tags` for the period in force (periodSeconds). Only a
 * value that was read and validated is stored: a read that throws (timeout, error answer, a 2xx
 * body that fails its schema) stores nothing, so the next request asks the upstream again instead
 * of failing for the rest of the period. The fetch inside is not cached on its own (Next treats
 * fetches inside `unstable_cache` as no-store without making the page dynamic), so this is the
 * read's one cache. A page rendered with the read is kept no longer than the read. With a fleet
 * the entry lives in Redis like the pages (lib/cache/cache-handler.mjs).
 */
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

/**
 * The only-chat variant of the activity (`?isOnlyChat=true`, docs/upstream-api.md): a separate
 * upstream URL, so a separate entry; the activity's tag, so a revalidation drops both.
 */
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

/**
 * The activity's tag, so it does not make the cached page re-render more often; the registration
 * island refreshes the state on the client (`useRegistrationInfo`).
 */
export const getRegistrationInfo = cache((hash: string) =>
  cachedRead(['registration-info', hash], [activityTag(hash)], () => getViewerInfo(hash)),
);

/** A form's public data (a form flipped to "published" shows within the period). */
export const getCachedForm = cache((formId: string): Promise<Form> =>
  cachedRead(['form', formId], [formTag(formId)], () => getForm(formId)),
);

/**
 * An event's drawn Open Graph card (base64 PNG), once per (brand, locale, hash, card version): a
 * drawing is costly and the version changes with the content, so it is kept as long as stale
 * pages are (EXPIRE_SECONDS) and old versions age out. The activity's tag drops it early.
 */
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

/**
 * When the calendar feed first wrote this content of one entry (ISO time), per (event, entry,
 * content digest): the feed's LAST-MODIFIED and SEQUENCE (lib/schedule/feed.ts), since the
 * upstream keeps no revision. A changed entry is a new key, so a new, later time; entries age out
 * with stale pages (EXPIRE_SECONDS). No tag: a revalidation must not make every entry look new.
 */
export function getFeedEntrySeen(hash: string, entry: string, digest: string): Promise<string> {
  return cachedRead(
    ['feed-entry-seen', hash, entry, digest],
    [],
    async () => new Date(Date.now()).toISOString(),
    EXPIRE_SECONDS,
  );
}
