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
  /** Events of `activity.mainHall` as read on the server (`getEvents`). */
  events: SanitizedScheduleEvent[];
  /** Absolute URL of this landing, written into the calendar entries. */
  pageUrl: string;
}

/** The block title: the organizer's own, else the default 'Программа' / 'Program'. */
export function scheduleTitle(activity: Activity, defaultTitle: string): string {
  return scheduleBlockTitle(activity.landingBlocks?.schedule?.blockTitle, defaultTitle);
}

/**
 * When this copy of the page is rendered, so the island can tell how old a cached copy's list is.
 * A server component renders once per page render: reading the clock is the point here, not the
 * unstable re-render React's purity rule guards against, hence outside the component body.
 */
function renderTime(): number {
  return Date.now();
}

/**
 * Schedule block of the full landing (anchor `schedule`). The programme is server HTML in the
 * platform zone (renderDayList, descriptions sanitised by the server's reader): crawlers and
 * the first paint see every card. The island around it gets only the activity's scalars; it
 * hydrates the zone selector, the downloads and the cards' toggles (a toggle pressed before
 * that opens its card once it has, where the page renders EarlyTaps above: after the banner,
 * the site's programme). Without events the block shows nothing, but its refresh runs
 * (SchedulePending, after the page): a programme published while the page is open appears without a reload.
 */
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
