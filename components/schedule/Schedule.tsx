import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { islandMessages } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import type { Activity } from '@/lib/api/schemas';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import { toScheduleActivity } from '@/lib/schedule/model';
import { googleCalendarUrl } from '@/lib/schedule/ics';
import { ScheduleClient } from './ScheduleClient';

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
 * Schedule block of the full landing (anchor `schedule`): the title here on the server, the
 * programme in the island, with the messages it reads and the descriptions sanitised by the
 * server's reader. Renders nothing without events (spec: the block shows only if there are events).
 */
export async function Schedule({ activity, events, locale, pageUrl }: ScheduleProps) {
  if (events.length === 0) return null;
  const [tTitles, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'titles' }),
    islandMessages(locale, 'schedule'),
  ]);

  return (
    <section
      id="schedule"
      aria-labelledby={SCHEDULE_TITLE_ID}
      className="mx-auto w-full max-w-player px-4 py-10 tablet:px-8 tablet:py-14"
    >
      <h2 id={SCHEDULE_TITLE_ID} className="text-2xl font-bold tablet:text-3xl">
        {scheduleTitle(activity, tTitles('program'))}
      </h2>
      <NextIntlClientProvider locale={locale} messages={messages}>
        <ScheduleClient
          activity={toScheduleActivity(activity)}
          events={events}
          locale={locale}
          pageUrl={pageUrl}
          googleCalendarHref={googleCalendarUrl(activity, pageUrl)}
        />
      </NextIntlClientProvider>
    </section>
  );
}
