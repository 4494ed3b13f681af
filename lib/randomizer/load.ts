import 'server-only';
import { LIVE_BOARD } from '@/lib/cache/periods.mjs';
import { cache } from 'react';
import { NO_STORE } from '@/lib/api/http';
import { toApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { listAllViewers } from '@/lib/api/viewer';
import { createMicroCache } from '@/lib/organizer/micro-cache';
import type { RandomizerData } from './types';

/**
 * One viewers read per event within 5 s, shared by every request (in flight or done), like the
 * other organizer screens' reads (lib/organizer/micro-cache.ts). The read pages through the whole
 * list (at most VIEWERS_MAX_PAGES calls: the draw must see every viewer), so without sharing each
 * page load or reload would cost the upstream up to that many calls.
 */
export const RANDOMIZER_SHARED_MS = LIVE_BOARD.fresh * 1000;
// Read through `Date.now` at call time, so tests can move the clock.
const shared = createMicroCache({ ttlMs: RANDOMIZER_SHARED_MS, now: () => Date.now() });

/**
 * The event (for its name and activityID), then every page of its viewers list, or an `ApiError`:
 * an unknown event is the page's not-found state (OrganizerContent), any other failure its error
 * state. The list itself bypasses Next's data cache (`no-store`): who is watching changes; the
 * micro-cache above keeps it for seconds only, and never a failure.
 */
async function load(hash: string): Promise<RandomizerData> {
  const activity = await getActivity(hash).catch((error: unknown) => {
    throw toApiError(error, 'eventor');
  });
  const { viewers } = await listAllViewers(activity.activityID, NO_STORE).catch(
    (error: unknown) => {
      throw toApiError(error, 'viewer');
    },
  );
  return {
    eventName: activity.name.trim(),
    viewers: viewers.map(({ id, name }) => ({ id, name: name.trim() || `#${id}` })),
  };
}

export const loadRandomizer = cache((hash: string): Promise<RandomizerData> =>
  shared.get(hash, () => load(hash)),
);

/** For tests: forget what was shared. */
export function clearSharedRandomizer(): void {
  shared.clear();
}
