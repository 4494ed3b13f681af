'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import { visitorOffsetHours } from '@/lib/datetime/clock-format';
import {
  eventTimeRange,
  groupByDay,
  isExpandable,
  usableLinks,
  usableMaterials,
  withStopTimes,
  type TimedEvent,
} from '@/lib/schedule/events';
import {
  displayOffsetHours,
  zoneOptions,
  type ScheduleActivity,
  type ZoneChoice,
} from '@/lib/schedule/model';
import { shortSpeakerName } from '@/lib/schedule/speakers';
import { useEvents } from '@/lib/swr/use-events';
import { saveTextFile } from './save-file';

export interface ScheduleClientProps {
  activity: ScheduleActivity;
  /** The server render's events; every `description` is already sanitised HTML. */
  events: SanitizedScheduleEvent[];
  locale: Locale;
  /** Absolute landing URL, for the calendar entries. */
  pageUrl: string;
  /** Built on the server (lib/schedule/ics), so the calendar code loads only on download. */
  googleCalendarHref: string;
}

const noSubscription = () => () => {};

/**
 * The visitor's UTC offset, or `null` while rendering on the server and hydrating: the server
 * cannot know the zone, and the first client render must match its HTML.
 */
function useVisitorOffset(): number | null {
  return useSyncExternalStore(
    noSubscription,
    () => visitorOffsetHours(),
    () => null,
  );
}

const BUTTON =
  'inline-flex items-center gap-2 rounded-md border border-line px-3 py-2 text-sm font-bold hover:border-accent';
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The programme: day groups, expandable cards, the time-zone selector and the downloads. Server
 * rendered with the page's events (crawlers see every card), then refetched every minute.
 */
export function ScheduleClient({
  activity,
  events,
  locale,
  pageUrl,
  googleCalendarHref,
}: ScheduleClientProps) {
  const t = useTranslations();
  const { data } = useEvents(activity.hallId, { fallbackData: events });
  const latestEvents = data ?? events;
  const visitorOffset = useVisitorOffset();
  const [zone, setZone] = useState<ZoneChoice>('platform');
  // Kept here, by event id, so a card stays open when a refetch or a zone switch regroups the days.
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
  const offset = displayOffsetHours(activity, zone, visitorOffset);
  const shownZone: ZoneChoice =
    zone === 'visitor' && visitorOffset !== null ? 'visitor' : 'platform';
  const options = zoneOptions(activity, visitorOffset);
  const days = useMemo(
    () => groupByDay(withStopTimes(latestEvents, activity), offset),
    [latestEvents, activity, offset],
  );

  async function downloadHtml() {
    // Loaded on click: month names (date-fns locale data) are only needed for the file.
    const { buildScheduleHtml, scheduleFileName } = await import('@/lib/schedule/html-export');
    const html = buildScheduleHtml(activity, latestEvents, locale, t, {
      offsetHours: offset,
    });
    saveTextFile(scheduleFileName(activity), html, 'text/html;charset=utf-8');
  }

  function toggle(eventId: number) {
    setOpenIds((open) => {
      const next = new Set(open);
      if (!next.delete(eventId)) next.add(eventId);
      return next;
    });
  }

  async function downloadIcs() {
    const { buildIcs, icsFileName } = await import('@/lib/schedule/ics');
    saveTextFile(
      icsFileName(activity),
      buildIcs(activity, latestEvents, pageUrl),
      'text/calendar;charset=utf-8',
    );
  }

  return (
    <>
      <div className="mt-6 flex flex-col gap-4 laptop:flex-row laptop:items-center laptop:justify-between">
        {options.length > 0 ? (
          <div
            role="group"
            aria-label={t('schedule.timeZone')}
            className="inline-flex w-fit flex-wrap gap-1 rounded-lg border border-line p-1"
          >
            {options.map((option) => {
              const pressed = option.choice === shownZone;
              const label =
                option.choice === 'platform'
                  ? t('schedule.platformTime')
                  : t('schedule.visitorTime');
              return (
                <button
                  key={option.choice}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => setZone(option.choice)}
                  className={`rounded-md px-3 py-1.5 text-sm font-bold ${
                    pressed ? 'bg-accent text-accent-contrast' : 'text-ink hover:bg-accent-soft'
                  }`}
                >
                  {`${label} (${option.utcLabel})`}
                </button>
              );
            })}
          </div>
        ) : null}

        <div className="flex flex-wrap gap-2">
          {activity.mainScheduleUrl ? (
            <a href={activity.mainScheduleUrl} {...NEW_TAB} className={BUTTON}>
              {t('schedule.downloadSchedule')}
              <span className="sr-only">{` (${t('schedule.newTab')})`}</span>
            </a>
          ) : (
            <button type="button" onClick={downloadHtml} className={BUTTON}>
              {t('schedule.downloadSchedule')}
            </button>
          )}
          <button type="button" onClick={downloadIcs} className={BUTTON}>
            {t('schedule.addToCalendar')}
          </button>
          <a href={googleCalendarHref} {...NEW_TAB} className={BUTTON}>
            {t('schedule.googleCalendar')}
            <span className="sr-only">{` (${t('schedule.newTab')})`}</span>
          </a>
        </div>
      </div>

      {days.length === 0 ? <p className="mt-8 text-muted">{t('schedule.empty')}</p> : null}
      <div className="mt-8 flex flex-col gap-8">
        {days.map((day) => (
          <div key={day.dayKey}>
            <h3 className="text-lg font-bold tabular-nums tablet:text-xl">{day.label}</h3>
            <ol className="mt-4 flex flex-col gap-3">
              {day.events.map((event) => (
                <ScheduleCard
                  key={event.eventID}
                  event={event}
                  offsetHours={offset}
                  expanded={openIds.has(event.eventID)}
                  onToggle={() => toggle(event.eventID)}
                />
              ))}
            </ol>
          </div>
        ))}
      </div>
    </>
  );
}

function cardClasses(isCurrent: boolean, isDimmed: boolean): string {
  // Dimmed by colour, not opacity: faded text would fail the contrast check.
  if (isCurrent) return 'border-2 border-accent bg-page text-ink';
  if (isDimmed) return 'border border-line bg-surface text-muted';
  return 'border border-line bg-page text-ink';
}

function ScheduleCard({
  event,
  offsetHours,
  expanded,
  onToggle,
}: {
  event: TimedEvent;
  offsetHours: number;
  expanded: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations();
  const expandable = isExpandable(event);
  const isOpen = expandable && expanded;
  const isCurrent = event.status === 1;
  const isDimmed = event.status === 0 && !isOpen;
  const detailsId = `schedule-event-${event.eventID}-details`;
  const materials = usableMaterials(event);
  const links = usableLinks(event);
  const speakers = event.speakers.map(shortSpeakerName).filter(Boolean);

  const summary = (
    <span className="flex min-w-0 flex-col gap-1">
      <span
        className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-bold tabular-nums ${
          isCurrent ? 'text-accent-text' : ''
        }`}
      >
        <span>{eventTimeRange(event, offsetHours)}</span>
        {isCurrent ? (
          <span className="inline-flex items-center gap-1.5" data-testid="schedule-now">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
            {t('schedule.now')}
          </span>
        ) : null}
      </span>
      <span className="text-base font-bold tablet:text-lg">{event.name}</span>
    </span>
  );

  return (
    <li
      data-testid="schedule-event"
      data-status={event.status}
      data-expanded={expandable ? String(isOpen) : undefined}
      className={`rounded-lg p-4 tablet:p-5 ${cardClasses(isCurrent, isDimmed)}`}
    >
      <h4>
        {expandable ? (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            onClick={onToggle}
            className="flex w-full items-start justify-between gap-4 rounded-md text-left"
          >
            {summary}
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`mt-1 size-5 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            >
              <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : (
          summary
        )}
      </h4>

      {speakers.length > 0 ? (
        <p className="mt-2 text-sm">
          <span className="sr-only">{`${t('titles.speakers')}: `}</span>
          {speakers.join(', ')}
        </p>
      ) : null}

      {expandable ? (
        <div id={detailsId} hidden={!isOpen} className="mt-3 flex flex-col gap-3 text-sm">
          {event.description ? (
            <div
              className="[&_a]:text-accent-text [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5"
              // SanitizedHtml: cleaned by the server's reader (getEvents) for the page and /api/events.
              dangerouslySetInnerHTML={{ __html: event.description }}
            />
          ) : null}
          {materials.length > 0 ? (
            <LinkList
              title={t('titles.materials')}
              newTab={t('schedule.newTab')}
              items={materials.map(({ name, url }) => ({ label: name, url }))}
            />
          ) : null}
          {links.length > 0 ? (
            <LinkList
              title={t('titles.links')}
              newTab={t('schedule.newTab')}
              items={links.map(({ title, url }) => ({ label: title, url }))}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function LinkList({
  title,
  newTab,
  items,
}: {
  title: string;
  newTab: string;
  items: { label: string; url: string }[];
}) {
  return (
    <div>
      <h5 className="font-bold">{title}</h5>
      <ul className="mt-1 flex flex-col gap-1">
        {items.map((item, index) => (
          <li key={`${item.url}-${index}`}>
            <a href={item.url} {...NEW_TAB} className="text-accent-text underline">
              {item.label}
              <span className="sr-only">{` (${newTab})`}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
