import 'server-only';
import { LIVE_BOARD } from '@/lib/cache/periods.mjs';
import { NO_STORE } from '@/lib/api/http';
import { getToplist } from '@/lib/api/statistics';
import { createMicroCache } from '@/lib/organizer/micro-cache';
import { targetQuery, type ActivityTarget } from '@/lib/organizer/query';
import { resolveTarget } from '@/lib/organizer/target';
import type { RatingEntry } from './model';

const RATING_SHARED_MS = LIVE_BOARD.fresh * 1000;
const shared = createMicroCache({ ttlMs: RATING_SHARED_MS });

export function loadRating(
  target: ActivityTarget,
): Promise<{ entries: RatingEntry[]; eventName?: string }> {
  return shared.get(JSON.stringify(targetQuery(target)), async () => {
    const { activityId, eventName } = await resolveTarget(target);
    const toplist = await getToplist(activityId, NO_STORE);
    const entries = toplist.map(({ place, name, score, avatar }) =>
      avatar ? { place, name, score, avatar } : { place, name, score },
    );
    return { entries, eventName };
  });
}

/** @internal */
export function clearSharedRating(): void {
  shared.clear();
}
