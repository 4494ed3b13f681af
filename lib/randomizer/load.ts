import 'server-only';
import { cache } from 'react';
import { toApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { listAllViewers } from '@/lib/api/viewer';
import type { RandomizerData } from './types';

/**
 * The event (for its name and activityID), then every page of its viewers list, or an `ApiError`:
 * an unknown event is the page's not-found state (OrganizerContent), any other failure its error
 * state. The list is read fresh on every load (`no-store`): who is watching changes.
 */
async function load(hash: string): Promise<RandomizerData> {
  const activity = await getActivity(hash).catch((error: unknown) => {
    throw toApiError(error, 'eventor');
  });
  const { viewers } = await listAllViewers(activity.activityID, { cache: 'no-store' }).catch(
    (error: unknown) => {
      throw toApiError(error, 'viewer');
    },
  );
  return {
    eventName: activity.name.trim(),
    viewers: viewers.map(({ id, name }) => ({ id, name: name.trim() || `#${id}` })),
  };
}

export const loadRandomizer = cache(load);
