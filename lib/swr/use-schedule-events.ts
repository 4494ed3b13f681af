import type { EventsBody } from '@/lib/api/served';
import type { BodyParser } from '@/lib/api/transport';
import { EVENTS_REFRESH_MS, eventsUrl } from '@/lib/schedule/fetch-events';
import { useLiveResource, type UseLiveResult } from './use-live';

async function loadEventsBodyParser(): Promise<BodyParser<EventsBody>> {
  const { eventsBody } = await import('@/lib/api/served');
  return eventsBody;
}

/** No request on mount unless the page is a cached copy older than a beat (`stale`). */
export function useScheduleEvents(
  hallId: number,
  { stale }: { stale: boolean },
): UseLiveResult<EventsBody> {
  return useLiveResource(eventsUrl(hallId), {
    parser: loadEventsBodyParser,
    service: 'eventor',
    refreshMs: EVENTS_REFRESH_MS,
    revalidateOnMount: stale,
  });
}
