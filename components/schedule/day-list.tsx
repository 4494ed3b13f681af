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
  offsetHours: number;
  /** 'Программа пока не опубликована': only a refresh can bring an empty list. */
  emptyText: string;
}

// Empty parts are left out: these props are the page's flight data, once per card.
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

// A plain function, no hooks and no 'use client': the server prints the page with it and the
// island imports it on demand, so both draw the same markup.
export function renderDayList({
  events,
  stopDate,
  offsetHours,
  emptyText,
}: ScheduleDayListProps): ReactElement {
  const days = groupByDay(withStopTimes(events, { plannedStopDate: stopDate }), offsetHours);
  if (days.length === 0) return <p className="mt-8 text-muted">{emptyText}</p>;
  return (
    // `.schedule-days` styles its children: they travel in the HTML and the flight data, per day.
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
