import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ERROR_CODES, isApiError } from '@/lib/api/errors';
import { getActivityByHash } from '@/lib/api/eventor';
import { activityTag, getActivity } from '@/lib/api/readers';
import type { Activity } from '@/lib/api/schemas';
import { getConfig } from '@/lib/config';

/**
 * The only-chat variant of the activity (spec "Platform page"). A separate upstream URL, so a
 * separate cache entry; same period and tag as `getActivity`, so a revalidation drops both.
 */
const getOnlyChatActivity = cache((hash: string) =>
  getActivityByHash(hash, {
    isOnlyChat: true,
    next: { revalidate: getConfig().REVALIDATE_SECONDS, tags: [activityTag(hash)] },
  }),
);

export function isEventNotFound(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === ERROR_CODES.ACTIVITY_NOT_FOUND || error.code === ERROR_CODES.WRONG_ACTIVITY_ID)
  );
}

/**
 * The event of a player, order or landing page: an unknown hash is the page's "event not
 * found" state (HTTP 404); any other upstream fault propagates to the error boundary, which
 * shows the catalogue text with a retry.
 */
export async function loadEvent(
  hash: string,
  { onlyChat = false }: { onlyChat?: boolean } = {},
): Promise<Activity> {
  try {
    return await (onlyChat ? getOnlyChatActivity(hash) : getActivity(hash));
  } catch (error) {
    if (isEventNotFound(error)) notFound();
    throw error;
  }
}
