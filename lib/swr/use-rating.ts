import type { ActivityTarget } from '@/lib/organizer/query';
import type { RatingEntry } from '@/lib/rating/model';
import { loadRatingBodyParser } from '@/lib/rating/wire';
import { useLiveResource, type UseLiveResult } from './use-live';

const RATING_REFRESH_MS = 10_000;

/** @internal */
export function ratingUrl(target: ActivityTarget): string {
  return 'hash' in target
    ? `/api/rating/${encodeURIComponent(target.hash)}`
    : `/api/rating/activity/${target.activityId}`;
}

export function useRating(
  target: ActivityTarget | null,
  { fallbackData }: { fallbackData?: RatingEntry[] } = {},
): UseLiveResult<RatingEntry[]> {
  return useLiveResource(target ? ratingUrl(target) : null, {
    parser: loadRatingBodyParser,
    service: 'statistics',
    refreshMs: RATING_REFRESH_MS,
    beatInUrl: true,
    fallbackData,
  });
}
