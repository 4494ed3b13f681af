import type { ActivityType } from '@/lib/api/schemas';
import { formatUtcOffset } from '@/lib/datetime/utc-offset';

// What client islands receive instead of the whole activity, whose rest would swell the serialised
// props; free of the full activity's helpers (./from-activity.ts builds it), so islands ship less.
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
  hasZoneSelector: boolean;
  /** The organizer's own programme file (material `mainSchedule`), when there is one. */
  mainScheduleUrl?: string;
  /** Only with no programme file and `isAutoProgramGenerationEnabled` on (decision 0226). */
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

// The visitor's zone is unknown on the server, so it is offered only after hydration.
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
