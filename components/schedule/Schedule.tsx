import { getLocale, getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { isEventOver } from '@/lib/activity/derived';
import { TextProvider } from '@/components/ui/text';
import { firstLoadText } from '@/i18n/client-messages';
import type { Activity } from '@/lib/api/schemas';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import { calendarLinks } from '@/lib/schedule/calendar-link';
import { toScheduleActivity } from '@/lib/schedule/from-activity';
import { renderDayList } from './day-list';
import { ScheduleIsland } from './ScheduleIsland';
import { SchedulePendingAfterLoad } from './SchedulePendingAfterLoad';
import { ScheduleSection, scheduleBlockTitle } from './ScheduleSection';
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
    firstLoadText('schedule'),
    getLocale(),
  ]);
  const scheduleActivity = toScheduleActivity(activity);
  // An event that is over offers no calendar: nothing left to attend.
  const calendar = isEventOver(activity)
    ? undefined
    : calendarLinks(
        scheduleActivity,
        pageUrl,
        hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
      );

  if (events.length === 0) {
    return (
      <TextProvider text={text}>
        <SchedulePendingAfterLoad
          activity={scheduleActivity}
          blockTitle={activity.landingBlocks?.schedule?.blockTitle}
          calendar={calendar}
          renderedAt={renderTime()}
        />
      </TextProvider>
    );
  }
  return (
    <ScheduleSection title={scheduleTitle(activity, tTitles('program'))}>
      <TextProvider text={text}>
        <ScheduleIsland
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
      </TextProvider>
    </ScheduleSection>
  );
}
