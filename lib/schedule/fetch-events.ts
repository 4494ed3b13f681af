import type { BodyParser } from '@/lib/api/transport';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';

/** Events are refetched while the page is open, every 60 s (our interval; the upstream sets none). */
export const EVENTS_REFRESH_MS = 60_000;

export function eventsUrl(hallId: number): string {
  return `/api/events/${hallId}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** What the list renderer reads of an event, in the shape our route writes it. */
function isServedEvent(value: unknown): boolean {
  return (
    isObject(value) &&
    Number.isFinite(value.eventID) &&
    typeof value.name === 'string' &&
    typeof value.eventStart === 'string' &&
    (value.description === undefined || typeof value.description === 'string') &&
    Array.isArray(value.speakers) &&
    Array.isArray(value.materials) &&
    Array.isArray(value.links) &&
    (value.status === 0 || value.status === 1)
  );
}

/**
 * The body of our own `/api/events/{hallId}`, checked by hand rather than with the upstream's zod
 * schemas: the upstream's answer was parsed and sanitised on the server (lib/api/readers.ts), and
 * zod in the browser is a 33 kB (gzip) chunk and ~90 ms of a phone's main thread when a cached
 * page refreshes its programme during load. A body of another shape (a proxy's error page, an
 * older deployment) is refused like any malformed answer.
 */
export const servedEventsBody: BodyParser<{ events: SanitizedScheduleEvent[] }> = {
  safeParse(value) {
    if (!isObject(value) || !Array.isArray(value.events) || !value.events.every(isServedEvent)) {
      return { success: false };
    }
    // Written by lib/schedule/events-route.ts from the reader's SanitizedScheduleEvent[].
    return { success: true, data: { events: value.events as SanitizedScheduleEvent[] } };
  },
};

/**
 * A hall's events from the product's own cached route (lib/schedule/events-route.ts). The client
 * is imported here, on the first call: the page's schedule is server HTML, so nothing needs it
 * until the first refresh, a zone switch or a download.
 */
export async function fetchEvents(
  hallId: number,
  signal?: AbortSignal,
): Promise<SanitizedScheduleEvent[]> {
  const { fetchJson } = await import('@/lib/api/client-fetch');
  const { events } = await fetchJson(eventsUrl(hallId), {
    schema: servedEventsBody,
    service: 'eventor',
    signal,
  });
  return events;
}
