import type { ReactElement } from 'react';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import {
  cardDetails,
  eventTimeRange,
  groupByDay,
  withStopTimes,
  type Timed,
} from '@/lib/schedule/events';
import { shortSpeakerName } from '@/lib/schedule/speakers';
import { ScheduleCard, type ScheduleCardProps } from './ScheduleCard';

export interface ScheduleDayListProps {
  /** Every `description` is already sanitised HTML (the server's reader). */
  events: readonly SanitizedScheduleEvent[];
  /** The activity's planned stop: the last event's stop (lib/schedule/events `withStopTimes`). */
  stopDate: string;
  /** The zone the list is printed in, as a UTC offset in hours. */
  offsetHours: number;
  /** 'Программа пока не опубликована': only a refresh can bring an empty list. */
  emptyText: string;
}

/**
 * The card's printed text. Empty parts are left out rather than sent as empty values: these props
 * are the page's flight data, once per card.
 */
function cardProps(event: Timed<SanitizedScheduleEvent>, offsetHours: number): ScheduleCardProps {
  const props: ScheduleCardProps = {
    id: event.eventID,
    status: event.status,
    time: eventTimeRange(event, offsetHours),
    name: event.name,
    ...cardDetails(event),
  };
  const speakers = event.speakers.map(shortSpeakerName).filter(Boolean).join(', ');
  if (speakers) props.speakers = speakers;
  return props;
}

/**
 * The programme: day headings and their cards. A plain function without hooks and without
 * 'use client': the server calls it for the page (platform zone), and the schedule island imports
 * it on demand to print another zone or a refreshed list, so both draw the same markup.
 */
export function renderDayList({
  events,
  stopDate,
  offsetHours,
  emptyText,
}: ScheduleDayListProps): ReactElement {
  const days = groupByDay(withStopTimes(events, { plannedStopDate: stopDate }), offsetHours);
  if (days.length === 0) return <p className="mt-8 text-muted">{emptyText}</p>;
  return (
    // `.schedule-days` (app/globals.css) styles the day headings and lists: from the server, these
    // elements travel in the HTML and again in the page's flight data, once per day.
    <div className="schedule-days">
      {days.map((day) => (
        <div key={day.dayKey}>
          <h3>{day.label}</h3>
          <ol>
            {day.events.map((event) => (
              <ScheduleCard key={event.eventID} {...cardProps(event, offsetHours)} />
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
