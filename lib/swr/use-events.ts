import useSWR from 'swr';
import type { ApiError } from '@/lib/api/errors';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';

/** Spec: events are refetched while the page is open; the interval is ours (contract leaves it open). */
export const EVENTS_REFRESH_MS = 60_000;

export function eventsUrl(hallId: number): string {
  return `/api/events/${hallId}`;
}

/**
 * The client and its zod schemas load on the first refetch rather than with the page: they are
 * not needed to hydrate the server-rendered schedule, and zod is a large share of an island.
 */
async function fetchEvents(url: string): Promise<SanitizedScheduleEvent[]> {
  const [{ fetchJson }, { eventsResponseSchema }] = await Promise.all([
    import('@/lib/api/client-fetch'),
    import('@/lib/api/schemas'),
  ]);
  const { events } = await fetchJson(url, { schema: eventsResponseSchema, service: 'eventor' });
  // The product's own /api/events serves the reader's sanitised events (lib/api/readers.ts), so
  // its descriptions are SanitizedHtml; this is the one place the brand crosses the network.
  return events as SanitizedScheduleEvent[];
}

export interface UseEventsResult {
  data: SanitizedScheduleEvent[] | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
}

/**
 * Schedule events of a hall, refreshed every minute through the product's own cached route.
 * `fallbackData` (the server render's events) is the data until a refetch succeeds, and a failed
 * refetch keeps whatever was shown: SWR never throws here, it reports `error` instead. A `null`
 * hall id turns the hook off.
 */
export function useEvents(
  hallId: number | null,
  { fallbackData }: { fallbackData?: SanitizedScheduleEvent[] } = {},
): UseEventsResult {
  const key =
    hallId !== null && Number.isSafeInteger(hallId) && hallId > 0 ? eventsUrl(hallId) : null;
  const { data, error, isLoading } = useSWR<SanitizedScheduleEvent[], ApiError, string | null>(
    key,
    fetchEvents,
    {
      fallbackData,
      refreshInterval: EVENTS_REFRESH_MS,
      // SWR pauses the interval while the last attempt failed and retries with a backoff that
      // grows to minutes instead; retrying on the same one-minute beat keeps a live schedule live.
      onErrorRetry: (_error, _key, _config, revalidate, options) => {
        setTimeout(() => revalidate(options), EVENTS_REFRESH_MS);
      },
    },
  );
  return { data, error, isLoading };
}
