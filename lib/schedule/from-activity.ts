import { mainScheduleMaterial, platformOffsetHours, showLocation } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';
import type { ScheduleActivity } from './model';

// Apart from the model (./model.ts), so client islands do not bundle these helpers.

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** Hybrid events with platform time enabled; every other schedule is in the platform zone only. */
function hasZoneSelector(activity: Activity): boolean {
  return (
    activity.type === 'hybrid' &&
    activity.landingBlocks?.schedule?.props?.isScheduleWithPlatformTime === true
  );
}

/** The organizer's switch for the generated programme; absent or not `true` is off. */
function isAutoProgramGenerationEnabled(activity: Activity): boolean {
  return activity.landingBlocks?.schedule?.props?.isAutoProgramGenerationEnabled === true;
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
    offersGeneratedProgram: false,
  };
  if (showLocation(activity)) {
    schedule.location = {
      city: trimmed(activity.location?.city),
      address: trimmed(activity.location?.address),
    };
  }
  const mainFile = mainScheduleMaterial(activity);
  if (mainFile) schedule.mainScheduleUrl = mainFile.url;
  else schedule.offersGeneratedProgram = isAutoProgramGenerationEnabled(activity);
  return schedule;
}

/** What the export builders accept: the island's `ScheduleActivity`, or a full parsed activity. */
export type ScheduleActivityInput = ScheduleActivity | Activity;

export function asScheduleActivity(activity: ScheduleActivityInput): ScheduleActivity {
  return 'platformOffsetHours' in activity ? activity : toScheduleActivity(activity);
}
