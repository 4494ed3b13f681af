import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ERROR_CODES, isApiError, serializeApiError, toApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { listAllViewers } from '@/lib/api/viewer';
import type { RandomizerLoad } from './types';

/**
 * The event (for its name and activityID), then every page of its viewers list. An unknown event
 * is the 404 page; the list is read fresh on every load (`no-store`): who is watching changes.
 */
async function load(hash: string): Promise<RandomizerLoad> {
  let activity;
  try {
    activity = await getActivity(hash);
  } catch (error) {
    if (
      isApiError(error) &&
      (error.code === ERROR_CODES.ACTIVITY_NOT_FOUND ||
        error.code === ERROR_CODES.WRONG_ACTIVITY_ID)
    ) {
      notFound();
    }
    return { kind: 'failed', error: serializeApiError(toApiError(error, 'eventor')) };
  }
  const eventName = activity.name.trim();
  try {
    const { viewers } = await listAllViewers(activity.activityID, { cache: 'no-store' });
    return {
      kind: 'ready',
      eventName,
      viewers: viewers.map(({ id, name }) => ({ id, name: name.trim() || `#${id}` })),
    };
  } catch (error) {
    return { kind: 'failed', eventName, error: serializeApiError(toApiError(error, 'viewer')) };
  }
}

export const loadRandomizer = cache(load);
