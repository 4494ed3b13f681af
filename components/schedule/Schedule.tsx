import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { islandMessages } from '@/i18n/client-messages';
import type { Activity } from '@/lib/api/schemas';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import { googleCalendarUrl } from '@/lib/schedule/calendar-link';
import { toScheduleActivity } from '@/lib/schedule/from-activity';
import { renderDayList } from './day-list';
import { ScheduleIsland } from './ScheduleIsland';
import { eventsVersion } from '@/lib/schedule/events-version';

export interface ScheduleProps {
  activity: Activity;
  /** Events of `activity.mainHall` as read on the server (`getEvents`). */
  events: SanitizedScheduleEvent[];
  /** Absolute URL of this landing, written into the calendar entries. */
  pageUrl: string;
}

export const SCHEDULE_TITLE_ID = 'schedule-title';

/** The block title: the organizer's own, else the default 'Программа' / 'Program'. */
export function scheduleTitle(activity: Activity, defaultTitle: string): string {
  return activity.landingBlocks?.schedule?.blockTitle?.trim() || defaultTitle;
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
 * that opens its card once it has, where the page renders EarlyTaps above: the landing header,
 * the site's programme). Renders nothing without
 * events (the block shows only when there are events).
 */
export async function Schedule({ activity, events, pageUrl }: ScheduleProps) {
  if (events.length === 0) return null;
  const [tTitles, tSchedule, messages] = await Promise.all([
    getTranslations('titles'),
    getTranslations('schedule'),
    islandMessages('schedule'),
  ]);
  const scheduleActivity = toScheduleActivity(activity);

  return (
    <section
      id="schedule"
      aria-labelledby={SCHEDULE_TITLE_ID}
      className="mx-auto w-full max-w-player px-4 py-10 tablet:px-8 tablet:py-14"
    >
      <h2 id={SCHEDULE_TITLE_ID} className="text-2xl font-bold tablet:text-3xl">
        {scheduleTitle(activity, tTitles('program'))}
      </h2>
      <NextIntlClientProvider messages={messages}>
        <ScheduleIsland
          activity={scheduleActivity}
          pageUrl={pageUrl}
          googleCalendarHref={googleCalendarUrl(scheduleActivity, pageUrl)}
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
      </NextIntlClientProvider>
    </section>
  );
}
