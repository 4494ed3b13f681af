import type { Poll } from '@/lib/api/schemas';
import type { ActivityTarget } from '@/lib/organizer/query';
import { loadPollBodyParser } from '@/lib/polls/wire';
import { useLiveResource, type UseLiveResult } from './use-live';

const POLL_REFRESH_MS = 5_000;

/** @internal */
export function pollUrl(target: ActivityTarget): string {
  return 'hash' in target
    ? `/api/polls/${encodeURIComponent(target.hash)}`
    : `/api/polls/activity/${target.activityId}`;
}

export function usePoll(
  target: ActivityTarget | null,
  { fallbackData }: { fallbackData?: Poll | null } = {},
): UseLiveResult<Poll | null> {
  return useLiveResource(target ? pollUrl(target) : null, {
    parser: loadPollBodyParser,
    service: 'polls',
    refreshMs: POLL_REFRESH_MS,
    beatInUrl: true,
    fallbackData,
  });
}
