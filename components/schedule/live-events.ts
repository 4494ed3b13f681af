import { createLatestCall, type LatestCall } from '@/lib/api/latest-request';
import { eventsVersion } from '@/lib/schedule/events-version';
import { EVENTS_REFRESH_MS, fetchEvents } from '@/lib/schedule/fetch-events';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import type { renderDayList } from './day-list';

/**
 * The schedule's live part, none of which the first paint needs (the programme is server HTML):
 * ScheduleIsland imports this once it runs, so it is a chunk of its own, out of the landing's
 * first load.
 */

/** The events as last fetched, with the list renderer loaded for them. */
export interface Live {
  events: SanitizedScheduleEvent[];
  render: typeof renderDayList;
}

const latestByHall = new Map<number, LatestCall<[], SanitizedScheduleEvent[]>>();

/**
 * The hall's events now. A newer fetch (a beat, a zone switch, a download) aborts an older one
 * still in flight (spec, section 7), whose callers then get the newer answer, never the older.
 */
export function fetchLatestEvents(hallId: number): Promise<SanitizedScheduleEvent[]> {
  let latest = latestByHall.get(hallId);
  if (!latest) {
    latest = createLatestCall((signal) => fetchEvents(hallId, signal));
    latestByHall.set(hallId, latest);
  }
  return latest.call();
}

/** The events (`fetched`, or fetched now) with the list renderer. */
export async function loadLive(hallId: number, fetched?: SanitizedScheduleEvent[]): Promise<Live> {
  const [{ renderDayList: render }, events] = await Promise.all([
    import('./day-list'),
    fetched ?? fetchLatestEvents(hallId),
  ]);
  return { events, render };
}

/** The events now, and whether they are still the ones the server printed (`version`). */
export async function checkServerList(
  hallId: number,
  version: string,
): Promise<{ events: SanitizedScheduleEvent[]; unchanged: boolean }> {
  const events = await fetchLatestEvents(hallId);
  return { events, unchanged: eventsVersion(events) === version };
}

/**
 * Refreshes every `EVENTS_REFRESH_MS` while the page is visible, and at once when the shown
 * events (`updatedAt`) are that old already (an old cached page, a hidden page shown again).
 * `refresh` settles when its answer is handled, never rejects. Returns a function that stops it.
 */
export function startRefresh(refresh: () => Promise<unknown>, updatedAt: () => number): () => void {
  const isStale = () => Date.now() - updatedAt() >= EVENTS_REFRESH_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // One beat a period, each started once the answer before it is handled (as SWR's
  // refreshInterval did), so a slow answer never stacks requests. A hidden page skips beats.
  const nextBeat = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      if (document.visibilityState !== 'hidden') await refresh();
      nextBeat();
    }, EVENTS_REFRESH_MS);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && isStale()) void refresh();
  };
  if (isStale()) void refresh().then(nextBeat);
  else nextBeat();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
