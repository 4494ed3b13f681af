import 'server-only';
import { LIVE_BOARD } from '@/lib/cache/periods.mjs';
import { cache } from 'react';
import { NO_STORE } from '@/lib/api/http';
import { toApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { listAllViewers } from '@/lib/api/viewer';
import { createMicroCache } from '@/lib/organizer/micro-cache';
import type { RandomizerData } from './types';

/** The read pages through the whole list, so unshared each page load could cost dozens of calls. @internal */
export const RANDOMIZER_SHARED_MS = LIVE_BOARD.fresh * 1000;
const shared = createMicroCache({ ttlMs: RANDOMIZER_SHARED_MS, now: () => Date.now() });

/** The list bypasses Next's data cache: who is watching changes. */
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

/** @internal */
export function clearSharedRandomizer(): void {
  shared.clear();
}
