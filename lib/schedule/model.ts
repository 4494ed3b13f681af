import type { ActivityType } from '@/lib/api/schemas';
import { formatUtcOffset } from '@/lib/datetime/utc-offset';

/**
 * The activity as the schedule sees it, with the time-zone model already resolved. Client
 * islands receive this instead of the whole activity: the rest (description HTML, speakers,
 * partners, FAQ) would only swell the page's serialised props. Built by `toScheduleActivity`
 * (./from-activity.ts); this module stays free of the full activity's helpers, so the island
 * that imports it ships only what it runs.
 */
export interface ScheduleActivity {
  hash: string;
  name: string;
  type: ActivityType;
  plannedStartDate: string;
  plannedStopDate: string;
  /** Hall whose events make the schedule (`mainHall.id`); refetches go to this hall. */
  hallId: number;
  /** Only when the location block applies (not online, city or address set); values trimmed. */
  location?: { city?: string; address?: string };
  /** The platform zone as a UTC offset in hours (default +3, docs/upstream-api.md). */
  platformOffsetHours: number;
  /** Whether visitors may switch the schedule to their own zone. */
  hasZoneSelector: boolean;
  /** The organizer's own programme file (material `mainSchedule`), when there is one. */
  mainScheduleUrl?: string;
  /**
   * Whether the generated HTML programme is offered: only with no programme file and the
   * organizer's `isAutoProgramGenerationEnabled` on (docs/decisions/0226-generated-programme-needs-its-switch.md).
   */
  offersGeneratedProgram: boolean;
}

/** 'Moscow, Tverskaya 1'; '' when there is no place (online events). */
export function placeText(activity: Pick<ScheduleActivity, 'location'>): string {
  const { city, address } = activity.location ?? {};
  return [city, address].filter(Boolean).join(', ');
}

export type ZoneChoice = 'platform' | 'visitor';

export interface ZoneOption {
  choice: ZoneChoice;
  offsetHours: number;
  /** 'UTC+3' */
  utcLabel: string;
}

/**
 * The selector's options. The visitor's zone is unknown on the server, so it is offered only once
 * `visitorOffset` is known (after hydration); before that the platform zone is the only option.
 */
export function zoneOptions(
  activity: Pick<ScheduleActivity, 'platformOffsetHours' | 'hasZoneSelector'>,
  visitorOffset: number | null,
): ZoneOption[] {
  if (!activity.hasZoneSelector) return [];
  const platform = activity.platformOffsetHours;
  const options: ZoneOption[] = [
    { choice: 'platform', offsetHours: platform, utcLabel: formatUtcOffset(platform) },
  ];
  if (visitorOffset !== null) {
    options.push({
      choice: 'visitor',
      offsetHours: visitorOffset,
      utcLabel: formatUtcOffset(visitorOffset),
    });
  }
  return options;
}

/** The offset the schedule is printed in: the platform zone unless the visitor chose theirs. */
export function displayOffsetHours(
  activity: Pick<ScheduleActivity, 'platformOffsetHours' | 'hasZoneSelector'>,
  choice: ZoneChoice,
  visitorOffset: number | null,
): number {
  if (choice === 'visitor' && activity.hasZoneSelector && visitorOffset !== null) {
    return visitorOffset;
  }
  return activity.platformOffsetHours;
}
