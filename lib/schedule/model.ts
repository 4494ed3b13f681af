import { mainScheduleMaterial, platformOffsetHours, showLocation } from '@/lib/activity/derived';
import type { Activity, ActivityType } from '@/lib/api/schemas';
import { formatUtcOffset } from '@/lib/datetime/clock-format';

/**
 * The activity as the schedule sees it, with the time-zone model already resolved. Client
 * islands receive this instead of the whole activity: the rest (description HTML, speakers,
 * partners, FAQ) would only swell the page's serialised props.
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
  /** The platform zone as a UTC offset in hours (the product specification, section 9: default +3). */
  platformOffsetHours: number;
  /** Whether visitors may switch the schedule to their own zone. */
  hasZoneSelector: boolean;
  /** The organizer's own programme file (material `mainSchedule`), when there is one. */
  mainScheduleUrl?: string;
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/**
 * Spec: the time-zone selector belongs to hybrid events with platform time enabled. Every other
 * schedule is printed in the platform zone only.
 */
export function hasZoneSelector(activity: Activity): boolean {
  return (
    activity.type === 'hybrid' &&
    activity.landingBlocks?.schedule?.props?.isScheduleWithPlatformTime === true
  );
}

export function toScheduleActivity(activity: Activity): ScheduleActivity {
  const schedule: ScheduleActivity = {
    hash: activity.hash,
    name: activity.name,
    type: activity.type,
    plannedStartDate: activity.plannedStartDate,
    plannedStopDate: activity.plannedStopDate,
    hallId: activity.mainHall.id,
    platformOffsetHours: platformOffsetHours(activity),
    hasZoneSelector: hasZoneSelector(activity),
  };
  if (showLocation(activity)) {
    schedule.location = {
      city: trimmed(activity.location?.city),
      address: trimmed(activity.location?.address),
    };
  }
  const mainFile = mainScheduleMaterial(activity);
  if (mainFile) schedule.mainScheduleUrl = mainFile.url;
  return schedule;
}

/** What the export builders accept: the island's `ScheduleActivity`, or a full parsed activity. */
export type ScheduleActivityInput = ScheduleActivity | Activity;

export function asScheduleActivity(activity: ScheduleActivityInput): ScheduleActivity {
  return 'platformOffsetHours' in activity ? activity : toScheduleActivity(activity);
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
