import type { ScheduleEvent } from '@/lib/api/schemas';
import { formatScheduleDay, formatTime } from '@/lib/datetime/clock-format';
import { dayKey } from '@/lib/datetime/wall-clock';

/** An event with its stop time worked out (contract: the upstream sends none). */
export type Timed<T> = T & {
  /** `undefined` when the rule gives no stop after the start (two events at the same time). */
  eventStop: string | undefined;
};

export type TimedEvent = Timed<ScheduleEvent>;

export interface ScheduleDay<T> {
  /** 'YYYY-MM-DD' in the display zone; a stable React key. */
  dayKey: string;
  /** The day heading, 'DD.MM.YYYY'. */
  label: string;
  events: T[];
}

// A stop is the next event's start, the last one's the activity's planned stop
// (docs/upstream-api.md, section 2). The stable sort keeps the upstream's order for equal starts.
export function withStopTimes<T extends Pick<ScheduleEvent, 'eventStart'>>(
  events: readonly T[],
  activity: { plannedStopDate: string },
): Timed<T>[] {
  const sorted = [...events].sort((a, b) => Date.parse(a.eventStart) - Date.parse(b.eventStart));
  return sorted.map((event, index) => {
    const stop = sorted[index + 1]?.eventStart ?? activity.plannedStopDate;
    return {
      ...event,
      eventStop: Date.parse(stop) > Date.parse(event.eventStart) ? stop : undefined,
    };
  });
}

/** Consecutive runs of events on the same calendar day at UTC+`offsetHours`; expects sorted input. */
export function groupByDay<T extends { eventStart: string }>(
  events: readonly T[],
  offsetHours: number,
): ScheduleDay<T>[] {
  const days: ScheduleDay<T>[] = [];
  for (const event of events) {
    const key = dayKey(event.eventStart, offsetHours);
    const last = days[days.length - 1];
    if (last?.dayKey === key) {
      last.events.push(event);
    } else {
      days.push({
        dayKey: key,
        label: formatScheduleDay(event.eventStart, offsetHours),
        events: [event],
      });
    }
  }
  return days;
}

/** '10:00–11:30', or '10:00' when the stop is unknown. */
export function eventTimeRange(
  event: Pick<TimedEvent, 'eventStart' | 'eventStop'>,
  offsetHours: number,
): string {
  const start = formatTime(event.eventStart, offsetHours);
  // A day's last session gets the next day's first start as its stop (contract rule);
  // "14:00–10:00" would read as nonsense, so a stop on another day is left out.
  const stop = event.eventStop;
  if (!stop || dayKey(stop, offsetHours) !== dayKey(event.eventStart, offsetHours)) return start;
  return `${start}–${formatTime(stop, offsetHours)}`;
}

/** Materials and links the browser can open; the schema leaves non-http(s) URLs undefined. */
export function usableMaterials(event: Pick<ScheduleEvent, 'materials'>) {
  return event.materials.filter((item): item is { name: string; url: string } => !!item.url);
}

export function usableLinks(event: Pick<ScheduleEvent, 'links'>) {
  return event.links.filter((item): item is { title: string; url: string } => !!item.url);
}

interface CardLink {
  label: string;
  url: string;
}

type DetailsSource = Pick<ScheduleEvent, 'materials' | 'links'> & { description?: string };

/** What a card shows when expanded; a part with nothing to show is left out, not left empty. */
export interface CardDetails<Html extends string = string> {
  description?: Html;
  materials?: CardLink[];
  links?: CardLink[];
}

export function cardDetails<E extends DetailsSource>(
  event: E,
): CardDetails<NonNullable<E['description']>> {
  const details: CardDetails<NonNullable<E['description']>> = {};
  if (event.description?.trim()) details.description = event.description;
  const materials = usableMaterials(event).map(({ name, url }) => ({ label: name, url }));
  if (materials.length > 0) details.materials = materials;
  const links = usableLinks(event).map(({ title, url }) => ({ label: title, url }));
  if (links.length > 0) details.links = links;
  return details;
}
