import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';

/** Events are refetched while the page is open, every 60 s (our interval; the upstream sets none). */
export const EVENTS_REFRESH_MS = 60_000;

export function eventsUrl(hallId: number): string {
  return `/api/events/${hallId}`;
}

/**
 * A hall's events from the product's own cached route (lib/schedule/events-route.ts). The client
 * and its zod schemas are imported here, on the first call: the page's schedule is server HTML,
 * so nothing needs them until the first refresh, a zone switch or a download.
 */
export async function fetchEvents(hallId: number): Promise<SanitizedScheduleEvent[]> {
  const [{ fetchJson }, { eventsResponseSchema }] = await Promise.all([
    import('@/lib/api/client-fetch'),
    import('@/lib/api/schemas'),
  ]);
  const { events } = await fetchJson(eventsUrl(hallId), {
    schema: eventsResponseSchema,
    service: 'eventor',
  });
  // The product's own /api/events serves the reader's sanitised events (lib/api/readers.ts), so
  // its descriptions are SanitizedHtml; this is the one place the brand crosses the network.
  return events as SanitizedScheduleEvent[];
}
