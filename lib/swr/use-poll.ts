import type { Poll } from '@/lib/api/schemas';
import type { ActivityTarget } from '@/lib/organizer/query';
import { loadPollBodyParser } from '@/lib/polls/wire';
import { useLiveResource, type UseLiveResult } from './use-live';

/** The polls page refreshes every 5 s (issue 5). */
const POLL_REFRESH_MS = 5_000;

export function pollUrl(target: ActivityTarget): string {
  return 'hash' in target
    ? `/api/polls/${encodeURIComponent(target.hash)}`
    : `/api/polls/activity/${target.activityId}`;
}

/** `data` is `null` while the activity has no poll yet. */
export function usePoll(
  target: ActivityTarget | null,
  { fallbackData }: { fallbackData?: Poll | null } = {},
): UseLiveResult<Poll | null> {
  return useLiveResource(target ? pollUrl(target) : null, {
    parser: loadPollBodyParser,
    service: 'polls',
    refreshMs: POLL_REFRESH_MS,
    fallbackData,
  });
}
