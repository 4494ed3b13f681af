import { createLatestCall, type LatestCall } from '@/lib/api/latest-request';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';

/** Our interval; the upstream sets none. */
export const EVENTS_REFRESH_MS = 60_000;

export function eventsUrl(hallId: number): string {
  return `/api/events/${hallId}`;
}

// The client and the body's schemas load on the first call: the schedule is server HTML, and
// building the schemas is a long task on a slow phone that the page's load need not carry.
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

// A newer fetch aborts an older one in flight (spec, section 7); its callers get the newer answer.
export function fetchLatestEvents(hallId: number): Promise<SanitizedScheduleEvent[]> {
  let latest = latestByHall.get(hallId);
  if (!latest) {
    latest = createLatestCall((signal) => fetchEvents(hallId, signal));
    latestByHall.set(hallId, latest);
  }
  return latest.call();
}
