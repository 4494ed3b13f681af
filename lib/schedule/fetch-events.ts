import { createLatestCall, type LatestCall } from '@/lib/api/latest-request';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';

/** Events are refetched while the page is open, every 60 s (our interval; the upstream sets none). */
export const EVENTS_REFRESH_MS = 60_000;

export function eventsUrl(hallId: number): string {
  return `/api/events/${hallId}`;
}

/**
 * A hall's events from the product's own cached route (lib/schedule/events-route.ts). The client
 * and the body's schema are imported here, on the first call: the page's schedule is server HTML,
 * so nothing needs them until the first refresh, a zone switch or a download, and building the
 * schemas (zod/mini) is a long task on a slow phone that the page's load need not carry.
 */
async function fetchEvents(
  hallId: number,
  signal?: AbortSignal,
): Promise<SanitizedScheduleEvent[]> {
  const [{ fetchJson }, { eventsBody }] = await Promise.all([
    import('@/lib/api/client-fetch'),
    import('@/lib/api/served'),
  ]);
  const { events } = await fetchJson(eventsUrl(hallId), {
    schema: eventsBody,
    service: 'eventor',
    signal,
  });
  return events;
}

const latestByHall = new Map<number, LatestCall<[], SanitizedScheduleEvent[]>>();

/**
 * The hall's events now. A newer fetch (a refresh beat, a zone switch, a download) aborts an
 * older one still in flight (spec, section 7), whose callers then get the newer answer, never
 * the older.
 */
export function fetchLatestEvents(hallId: number): Promise<SanitizedScheduleEvent[]> {
  let latest = latestByHall.get(hallId);
  if (!latest) {
    latest = createLatestCall((signal) => fetchEvents(hallId, signal));
    latestByHall.set(hallId, latest);
  }
  return latest.call();
}
