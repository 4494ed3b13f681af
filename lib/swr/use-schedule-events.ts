import useSWR from 'swr';
import { EVENTS_REFRESH_MS, eventsUrl, fetchLatestEvents } from '@/lib/schedule/fetch-events';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';

/**
 * A hall's events, kept live for the schedule: SWR's `refreshInterval` asks every
 * `EVENTS_REFRESH_MS` while the page is visible, each beat once the answer before it is in, so a
 * slow answer never stacks requests. A page shown again (focus) refetches at most once a beat.
 * The server's list is current when the page is rendered, so there is no request on mount,
 * unless the page is a cached copy older than a beat (`stale`). `undefined` until the first
 * answer; a failed refresh keeps the last data and is retried at the next beat.
 */
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
    // SWR skips interval beats while a key holds an error: the retry is the next beat instead
    // of SWR's backoff, and a hidden page waits to be shown (the focus refetch).
    onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
      setTimeout(() => {
        if (document.visibilityState !== 'hidden') void revalidate({ retryCount });
      }, EVENTS_REFRESH_MS);
    },
  });
  return data;
}
