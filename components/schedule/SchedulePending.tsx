'use client';

import { useCallback, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import type { CalendarLinks } from '@/lib/schedule/calendar-link';
import type { ScheduleActivity } from '@/lib/schedule/model';
import { eventsVersion } from '@/lib/schedule/events-version';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import { ScheduleIsland } from './ScheduleIsland';
import type { ScheduleText } from './text';
import { ScheduleSection, scheduleBlockTitle } from './ScheduleSection';
import { loadLive, ScheduleRefresh, type Live } from './ScheduleRefresh';

export interface SchedulePendingProps {
  text: ScheduleText;
  locale: Locale;
  activity: ScheduleActivity;
  /** The organizer's own block title, if any (data, not a message). */
  blockTitle: string | undefined;
  calendar?: CalendarLinks;
  /** When the server rendered the page (ms since the epoch): an old cached copy asks at once. */
  renderedAt: number;
}

const NO_EVENTS = eventsVersion([]);
const serverListShown = () => true;

// Renders nothing but the refresh beats, so a programme published while the page is open appears
// without a reload; the first answer with events puts the block on screen.
export function SchedulePending({
  activity,
  blockTitle,
  calendar,
  renderedAt,
  text,
  locale,
}: SchedulePendingProps) {
  const [published, setPublished] = useState<{ live: Live; at: number } | null>(null);
  const onEvents = useCallback((events: SanitizedScheduleEvent[]) => {
    if (events.length === 0) return;
    // A failed chunk is announced by ChunkErrorNotice; the next beat tries again.
    loadLive(events).then(
      (live) => setPublished({ live, at: Date.now() }),
      () => undefined,
    );
  }, []);

  if (!published) {
    return (
      <ScheduleRefresh
        hallId={activity.hallId}
        renderedAt={renderedAt}
        serverVersion={NO_EVENTS}
        isServerList={serverListShown}
        onEvents={onEvents}
      />
    );
  }
  const { live, at } = published;
  return (
    <ScheduleSection title={scheduleBlockTitle(blockTitle, text['titles.program'])}>
      <ScheduleIsland
        text={text}
        locale={locale}
        activity={activity}
        calendar={calendar}
        renderedAt={at}
        eventsVersion={eventsVersion(live.events)}
      >
        {live.render({
          events: live.events,
          stopDate: activity.plannedStopDate,
          offsetHours: activity.platformOffsetHours,
          emptyText: text['schedule.empty'],
        })}
      </ScheduleIsland>
    </ScheduleSection>
  );
}
