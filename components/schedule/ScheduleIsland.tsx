'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNotify } from '@/components/ui/notifications';
import type { Locale } from '@/i18n/locales';
import { visitorOffsetHours } from '@/lib/datetime/utc-offset';
import {
  displayOffsetHours,
  zoneOptions,
  type ScheduleActivity,
  type ZoneChoice,
} from '@/lib/schedule/model';
import type { CalendarLinks } from '@/lib/schedule/calendar-link';
import type { SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import { OpenCards } from './ScheduleCard';
import type { ScheduleText } from './text';
import { saveBlob } from '@/lib/browser/save-blob';
import { loadChunk } from '@/lib/api/chunk-load';
import { loadLive, loadScheduleLiveModule, ScheduleRefresh, type Live } from './ScheduleRefresh';

export interface ScheduleIslandProps {
  text: ScheduleText;
  locale: Locale;
  activity: ScheduleActivity;
  /** The calendar links (`calendarLinks`), built by the server; none for an event that is over. */
  calendar?: CalendarLinks;
  /** When the server rendered `children` (ms since the epoch): a cached copy this old refreshes at once. */
  renderedAt: number;
  /** `eventsVersion` of the events in `children`: a refresh that finds the same keeps them. */
  eventsVersion: string;
  children: ReactNode;
}

const loadScheduleFiles = () => loadChunk('schedule-files', () => import('@/lib/schedule/files'));

async function fetchNow(hallId: number): Promise<SanitizedScheduleEvent[]> {
  const { fetchLatestEvents } = await loadScheduleLiveModule();
  return fetchLatestEvents(hallId);
}

function focusedCardDetailsId(): string | null {
  const controls = document.activeElement?.getAttribute('aria-controls');
  return controls?.startsWith('schedule-event-') ? controls : null;
}

const noSubscription = () => () => {};

/** `null` on the server and while hydrating: the first client render must match the HTML. */
function useVisitorOffset(): number | null {
  return useSyncExternalStore(
    noSubscription,
    () => visitorOffsetHours(),
    () => null,
  );
}

// `load` aborts a fetch already on its way (a refresh beat's too, which then gets this answer);
// it rejects on failure and keeps what is shown.
function useLiveEvents(hallId: number) {
  const [live, setLive] = useState<Live | null>(null);
  const shown = useRef<Live | null>(null);
  const focusedCard = useRef<string | null>(null);

  useEffect(() => {
    shown.current = live;
  }, [live]);

  const show = useCallback(async (events: SanitizedScheduleEvent[]) => {
    const next = await loadLive(events);
    focusedCard.current = focusedCardDetailsId();
    setLive(next);
    return next;
  }, []);

  const load = useCallback(async () => show(await fetchNow(hallId)), [hallId, show]);

  const isServerList = useCallback(() => shown.current === null, []);
  // A failed chunk is announced by ChunkErrorNotice; what is shown stays.
  const onEvents = useCallback(
    (events: SanitizedScheduleEvent[]) => void show(events).catch(() => undefined),
    [show],
  );

  // The renderer's first list replaces the server's cards (React cannot match a server component's
  // client references) and a regrouped day remounts its cards: a focused toggle gets focus back.
  useLayoutEffect(() => {
    const detailsId = focusedCard.current;
    focusedCard.current = null;
    if (!detailsId || document.activeElement !== document.body) return;
    const toggle = document.querySelector<HTMLElement>(`[aria-controls="${detailsId}"]`);
    toggle?.focus({ preventScroll: true });
  }, [live]);

  return { live, load, isServerList, onEvents };
}

const BUTTON = 'schedule-button';
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function ScheduleIsland({
  activity,
  calendar,
  renderedAt,
  eventsVersion,
  children,
  text,
  locale,
}: ScheduleIslandProps) {
  const t = (key: keyof ScheduleText) => text[key];
  const notify = useNotify();
  const { live, load, isServerList, onEvents } = useLiveEvents(activity.hallId);
  const visitorOffset = useVisitorOffset();
  const [zone, setZone] = useState<ZoneChoice>('platform');
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
  const openCards = useMemo(
    () => ({
      text,
      openIds,
      toggle: (eventId: number) =>
        setOpenIds((open) => {
          const next = new Set(open);
          if (!next.delete(eventId)) next.add(eventId);
          return next;
        }),
    }),
    [openIds, text],
  );

  const platform = activity.platformOffsetHours;
  const wanted = displayOffsetHours(activity, zone, visitorOffset);
  // The server's list is in the platform zone: another zone shows once the events are here.
  const offset = live || wanted === platform ? wanted : platform;
  const shownZone: ZoneChoice =
    zone === 'visitor' && offset === visitorOffset ? 'visitor' : 'platform';
  const options = zoneOptions(activity, visitorOffset);

  const failed = () => notify({ message: t('schedule.loadFailed'), type: 'error' });

  function choose(choice: ZoneChoice) {
    setZone(choice);
    // A visitor in the platform zone already sees their times; anyone else needs the events.
    if (!live && displayOffsetHours(activity, choice, visitorOffset) !== platform) {
      load().catch(() => {
        // Back to what is on screen, so a later refresh does not switch zones unasked.
        setZone('platform');
        failed();
      });
    }
  }

  async function currentEvents(): Promise<SanitizedScheduleEvent[] | undefined> {
    try {
      return (live ?? (await load())).events;
    } catch {
      failed();
      return undefined;
    }
  }

  async function downloadHtml() {
    // Loaded on click: month names (date-fns locale data) are only needed for the file.
    const [events, { buildScheduleHtml, scheduleFileName }] = await Promise.all([
      currentEvents(),
      loadScheduleFiles(),
    ]);
    if (!events) return;
    const html = buildScheduleHtml(activity, events, locale, t, { offsetHours: offset });
    saveBlob(new Blob([html], { type: 'text/html;charset=utf-8' }), scheduleFileName(activity));
  }

  async function copyFeed(webcal: string) {
    try {
      await navigator.clipboard.writeText(webcal);
      notify({ message: t('schedule.feedCopied'), type: 'success' });
    } catch {
      notify({ message: t('schedule.feedCopyFailed'), type: 'error' });
    }
  }

  return (
    <>
      <div className="schedule-toolbar">
        {options.length > 0 ? (
          <div role="group" aria-label={t('schedule.timeZone')} className="zone-choice">
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
                  onClick={() => choose(option.choice)}
                >
                  {`${label} (${option.utcLabel})`}
                </button>
              );
            })}
          </div>
        ) : null}

        <div className="schedule-downloads">
          {activity.mainScheduleUrl ? (
            <a href={activity.mainScheduleUrl} {...NEW_TAB} className={BUTTON}>
              {t('schedule.downloadSchedule')}
              <span className="sr-only">{` (${t('schedule.newTab')})`}</span>
            </a>
          ) : activity.offersGeneratedProgram ? (
            <button type="button" onClick={downloadHtml} className={BUTTON}>
              {t('schedule.downloadSchedule')}
            </button>
          ) : null}
          {calendar ? (
            <>
              <a href={calendar.feed} download className={BUTTON}>
                {t('schedule.addToCalendar')}
              </a>
              <a href={calendar.googleTemplate} {...NEW_TAB} className={BUTTON}>
                {t('schedule.googleCalendar')}
                <span className="sr-only">{` (${t('schedule.newTab')})`}</span>
              </a>
            </>
          ) : null}
        </div>
        {calendar ? (
          <div role="group" aria-label={t('schedule.subscribe')} className="schedule-downloads">
            <a href={calendar.webcal} className={BUTTON}>
              {t('schedule.subscribe')}
            </a>
            <button type="button" onClick={() => copyFeed(calendar.webcal)} className={BUTTON}>
              {t('schedule.copyFeed')}
            </button>
            <a href={calendar.googleSubscribe} {...NEW_TAB} className={BUTTON}>
              {t('schedule.googleSubscribe')}
              <span className="sr-only">{` (${t('schedule.newTab')})`}</span>
            </a>
          </div>
        ) : null}
      </div>

      <ScheduleRefresh
        hallId={activity.hallId}
        renderedAt={renderedAt}
        serverVersion={eventsVersion}
        isServerList={isServerList}
        onEvents={onEvents}
      />

      <OpenCards value={openCards}>
        {live
          ? live.render({
              events: live.events,
              stopDate: activity.plannedStopDate,
              offsetHours: offset,
              emptyText: t('schedule.empty'),
            })
          : children}
      </OpenCards>
    </>
  );
}
