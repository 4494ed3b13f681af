import { showLocation, visibleFaqItems } from '@/lib/activity/derived';
import type { Activity, ScheduleEvent } from '@/lib/api/schemas';
import { usableLinks, usableMaterials } from '@/lib/schedule/events';

/** Each chapter's title is the `titles` message of the same name. @internal */
export const SITE_CHAPTERS = [
  'program',
  'materials',
  'links',
  'speakers',
  'faq',
  'location',
  'partners',
] as const;
export type SiteChapter = (typeof SITE_CHAPTERS)[number];

function isSiteChapter(value: string): value is SiteChapter {
  return (SITE_CHAPTERS as readonly string[]).includes(value);
}

/** Every segment must name a chapter; a deeper path shows its last one (decision 0220). */
export function parseChapterSegments(segments: string[] | undefined): SiteChapter | 'index' | null {
  if (!segments || segments.length === 0) return 'index';
  if (!segments.every(isSiteChapter)) return null;
  return segments.at(-1) ?? null;
}

interface SiteLink {
  label: string;
  url: string;
}

export interface SiteLinkGroup {
  eventName?: string;
  eventId?: number;
  items: SiteLink[];
}

function dedupe(groups: SiteLinkGroup[]): SiteLinkGroup[] {
  const seen = new Set<string>();
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) =>
        seen.has(item.url) ? false : (seen.add(item.url), true),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

function byStart(events: readonly ScheduleEvent[]): ScheduleEvent[] {
  return [...events].sort((a, b) => Date.parse(a.eventStart) - Date.parse(b.eventStart));
}

export function siteMaterials(
  activity: Activity,
  events: readonly ScheduleEvent[],
  labels: { mainSchedule: string; material: (index: number) => string },
): SiteLinkGroup[] {
  const schedule = activity.landingBlocks?.schedule;
  const titles = new Map(
    (schedule?.data ?? []).map((entry) => [entry.materialId, entry.title.trim()]),
  );
  const general = (schedule?.materials ?? [])
    .filter((material): material is typeof material & { url: string } => !!material.url)
    .map((material, index) => ({
      url: material.url,
      label:
        titles.get(material.materialID) ||
        (material.subtype === 'mainSchedule' ? labels.mainSchedule : labels.material(index + 1)),
    }));
  return dedupe([
    { items: general },
    ...byStart(events).map((event) => ({
      eventName: event.name,
      eventId: event.eventID,
      items: usableMaterials(event).map(({ name, url }) => ({ label: name.trim() || url, url })),
    })),
  ]);
}

export function siteLinks(events: readonly ScheduleEvent[]): SiteLinkGroup[] {
  return dedupe(
    byStart(events).map((event) => ({
      eventName: event.name,
      eventId: event.eventID,
      items: usableLinks(event).map(({ title, url }) => ({ label: title.trim() || url, url })),
    })),
  );
}

/** By the landing blocks' rules: a chapter without content has no page. */
export function chapterHasContent(
  chapter: SiteChapter,
  activity: Activity,
  events: readonly ScheduleEvent[],
): boolean {
  switch (chapter) {
    case 'program':
      return events.length > 0;
    case 'materials':
      return siteMaterials(activity, events, { mainSchedule: '', material: () => '' }).length > 0;
    case 'links':
      return siteLinks(events).length > 0;
    case 'speakers':
      return activity.speakers.length > 0;
    case 'faq':
      return visibleFaqItems(activity.landingBlocks?.faq?.data).length > 0;
    case 'location':
      return showLocation(activity);
    case 'partners':
      return activity.partners.length > 0;
  }
}

export function chaptersWithContent(
  activity: Activity,
  events: readonly ScheduleEvent[],
): SiteChapter[] {
  return SITE_CHAPTERS.filter((chapter) => chapterHasContent(chapter, activity, events));
}

export function sitePath(hash: string, chapter?: SiteChapter): string {
  return `/site${chapter ? `/${chapter}` : ''}?hash=${encodeURIComponent(hash)}`;
}
