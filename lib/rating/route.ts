import 'server-only';
import { sharedCacheControl } from '@/lib/cache/cache-control';
import { LIVE_BOARD } from '@/lib/cache/periods.mjs';
import {
  badInputResponse,
  isHashInput,
  liveJsonResponse,
  parseActivityIdInput,
} from '@/lib/organizer/live-route';
import type { ActivityTarget } from '@/lib/organizer/query';
import type { RatingBody } from '@/lib/api/served';
import { loadRating } from './load';

const RATING_CACHE_CONTROL = sharedCacheControl(LIVE_BOARD.fresh, LIVE_BOARD.stale);

function respond(target: ActivityTarget) {
  return liveJsonResponse(
    async () => ({ toplist: (await loadRating(target)).entries }) satisfies RatingBody,
    {
      service: 'statistics',
      cacheControl: RATING_CACHE_CONTROL,
    },
  );
}

export async function ratingByHashResponse(hash: string): Promise<Response> {
  return isHashInput(hash) ? respond({ hash }) : badInputResponse();
}

export async function ratingByActivityResponse(activityId: string): Promise<Response> {
  const id = parseActivityIdInput(activityId);
  return id === null ? badInputResponse() : respond({ activityId: id });
}
