import useSWR from 'swr';
import { EVENTS_REFRESH_MS, eventsUrl, fetchLatestEvents } from '@/lib/schedule/fetch-events';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';

/** No request on mount unless the page is a cached copy older than a beat (`stale`). */
export function useScheduleEvents(
  hallId: number,
  { stale }: { stale: boolean },
): SanitizedScheduleEvent[] | undefined {
  const { data } = useSWR(eventsUrl(hallId), () => fetchLatestEvents(hallId), {
    refreshInterval: EVENTS_REFRESH_MS,
    revalidateOnMount: stale,
    revalidateOnFocus: true,
    // SWR counts this from mount too: no focus refetch in a fresh page's first beat.
    focusThrottleInterval: EVENTS_REFRESH_MS,
    revalidateOnReconnect: false,
    // SWR skips interval beats while a key holds an error: retry at the next beat instead.
    onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
      setTimeout(() => {
        if (document.visibilityState !== 'hidden') void revalidate({ retryCount });
      }, EVENTS_REFRESH_MS);
    },
  });
  return data;
}
