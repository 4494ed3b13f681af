import { getTranslations } from 'next-intl/server';
import { currentLocale } from '@/i18n/current-locale';
import { isEventOver } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import { calendarLinks } from '@/lib/schedule/calendar-link';
import { toScheduleActivity } from '@/lib/schedule/from-activity';
import { renderDayList } from './day-list';
import { ScheduleIsland } from './ScheduleIsland';
import { SchedulePendingAfterLoad } from './SchedulePendingAfterLoad';
import { ScheduleSection, scheduleBlockTitle } from './ScheduleSection';
import { scheduleText } from './text';
import { eventsVersion } from '@/lib/schedule/events-version';

export interface ScheduleProps {
  activity: Activity;
  events: SanitizedScheduleEvent[];
  /** Absolute URL of this landing, written into the calendar entries. */
  pageUrl: string;
}

/** @internal */
export function scheduleTitle(activity: Activity, defaultTitle: string): string {
  return scheduleBlockTitle(activity.landingBlocks?.schedule?.blockTitle, defaultTitle);
}

// Outside the component body: reading the clock once per page render is the point here, not the
// unstable re-render React's purity rule guards against.
function renderTime(): number {
  return Date.now();
}

// Server HTML in the platform zone, so crawlers and the first paint see every card.
export async function Schedule({ activity, events, pageUrl }: ScheduleProps) {
  const [tTitles, tSchedule, text, locale] = await Promise.all([
    getTranslations('titles'),
    getTranslations('schedule'),
    scheduleText(),
    currentLocale(),
  ]);
  const scheduleActivity = toScheduleActivity(activity);
  // An event that is over offers no calendar: nothing left to attend.
  const calendar = isEventOver(activity)
    ? undefined
    : calendarLinks(scheduleActivity, pageUrl, locale);

  if (events.length === 0) {
    return (
      <SchedulePendingAfterLoad
        text={text}
        locale={locale}
        activity={scheduleActivity}
        blockTitle={activity.landingBlocks?.schedule?.blockTitle}
        calendar={calendar}
        renderedAt={renderTime()}
      />
    );
  }
  return (
    <ScheduleSection title={scheduleTitle(activity, tTitles('program'))}>
      <ScheduleIsland
        text={text}
        locale={locale}
        activity={scheduleActivity}
        calendar={calendar}
        renderedAt={renderTime()}
        eventsVersion={eventsVersion(events)}
      >
        {renderDayList({
          events,
          stopDate: activity.plannedStopDate,
          offsetHours: scheduleActivity.platformOffsetHours,
          emptyText: tSchedule('empty'),
        })}
      </ScheduleIsland>
    </ScheduleSection>
  );
}
