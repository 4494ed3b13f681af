import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Activity } from '@/lib/api/schemas';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import { toScheduleActivity } from '@/lib/schedule/model';
import { googleCalendarUrl } from '@/lib/schedule/ics';
import { ScheduleClient } from './ScheduleClient';
import type { ScheduleText } from './schedule-text';

export interface ScheduleProps {
  activity: Activity;
  /** Events of `activity.mainHall` as read on the server (`getEvents`). */
  events: SanitizedScheduleEvent[];
  locale: Locale;
  /** Absolute URL of this landing, written into the calendar entries. */
  pageUrl: string;
}

export const SCHEDULE_TITLE_ID = 'schedule-title';

/** The block title: the organizer's own, else the default 'Программа' / 'Program'. */
export function scheduleTitle(activity: Activity, defaultTitle: string): string {
  return activity.landingBlocks?.schedule?.blockTitle?.trim() || defaultTitle;
}

/**
 * Schedule block of the full landing (anchor `schedule`). Prepares translated strings and
 * sanitised descriptions here on the server; the island only renders and interacts. Renders
 * nothing without events (spec: the block shows only if there are events).
 */
export async function Schedule({ activity, events, locale, pageUrl }: ScheduleProps) {
  if (events.length === 0) return null;
  const [t, tTitles, tActivity] = await Promise.all([
    getTranslations({ locale, namespace: 'schedule' }),
    getTranslations({ locale, namespace: 'titles' }),
    getTranslations({ locale, namespace: 'activity' }),
  ]);

  const text: ScheduleText = {
    timeZone: t('timeZone'),
    platformTime: t('platformTime'),
    visitorTime: t('visitorTime'),
    now: t('now'),
    speakers: tTitles('speakers'),
    materials: tTitles('materials'),
    links: tTitles('links'),
    downloadSchedule: t('downloadSchedule'),
    addToCalendar: t('addToCalendar'),
    googleCalendar: t('googleCalendar'),
    newTab: t('newTab'),
    empty: t('empty'),
    export: {
      exportTitle: t('exportTitle'),
      exportDate: t('exportDate'),
      exportFormat: t('exportFormat'),
      exportPlace: t('exportPlace'),
      timeZone: t('timeZone'),
      formatOnline: tActivity('type.online'),
      formatOffline: tActivity('type.offline'),
      formatHybrid: tActivity('type.hybrid'),
    },
  };

  return (
    <section
      id="schedule"
      aria-labelledby={SCHEDULE_TITLE_ID}
      className="mx-auto w-full max-w-player px-4 py-10 tablet:px-8 tablet:py-14"
    >
      <h2 id={SCHEDULE_TITLE_ID} className="text-2xl font-bold tablet:text-3xl">
        {scheduleTitle(activity, tTitles('program'))}
      </h2>
      <ScheduleClient
        activity={toScheduleActivity(activity)}
        events={events}
        locale={locale}
        pageUrl={pageUrl}
        googleCalendarHref={googleCalendarUrl(activity, pageUrl)}
        text={text}
      />
    </section>
  );
}
