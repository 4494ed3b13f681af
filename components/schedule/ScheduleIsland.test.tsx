/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { noticesText, textIn } from '@/test/text';
import { scheduleText, type ScheduleText } from './text';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NotificationsProvider } from '@/components/ui/notifications';
import type { Locale } from '@/i18n/routing';
import { fetchJson } from '@/lib/api/client-fetch';
import { eventsVersion } from '@/lib/schedule/events-version';
import type { ScheduleEvent } from '@/lib/api/schemas';
import { toScheduleActivity } from '@/lib/schedule/from-activity';
import type { ScheduleActivity } from '@/lib/schedule/model';
import { scheduleActivityInput, scheduleEvent, speakerInput } from '@/test/schedule-fixtures';
import { sanitizeEvents, type SanitizedScheduleEvent } from '@/lib/security/sanitize-content';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { calendarLinks, type CalendarLinks } from '@/lib/schedule/calendar-link';
import { renderDayList } from './day-list';
import { ScheduleCard, type ScheduleCardProps } from './ScheduleCard';
import { ScheduleIsland } from './ScheduleIsland';

jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn() }));
const fetchJsonMock = fetchJson as jest.MockedFunction<typeof fetchJson>;

const PAGE_URL = 'https://events.example.com/max?hash=demo-schedule';
const MINUTE = 60_000;

const hybrid = toScheduleActivity(
  scheduleActivityInput({
    type: 'hybrid',
    name: 'Product Days',
    location: { city: 'Berlin' },
    plannedStartDate: '2027-03-14T10:00:00+03:00',
    plannedStopDate: '2027-03-15T18:00:00+03:00',
    landingBlocks: {
      schedule: {
        props: { isScheduleWithPlatformTime: true, isAutoProgramGenerationEnabled: true },
      },
    },
  }),
);
const online = toScheduleActivity(scheduleActivityInput());

const rawEvents: ScheduleEvent[] = [
  scheduleEvent({
    eventID: 1,
    name: 'Registration',
    eventStart: '2027-03-14T00:30:00+03:00',
    status: 0,
  }),
  scheduleEvent({
    eventID: 2,
    name: 'Opening talk',
    eventStart: '2027-03-14T10:00:00+03:00',
    status: 1,
    description: '<p>Welcome <strong>everyone</strong></p>',
    speakers: [speakerInput()],
    materials: [{ name: 'Slides', url: 'https://cdn.example/slides.pdf' }],
    links: [{ title: 'Docs', url: 'https://docs.example/' }],
  }),
  scheduleEvent({
    eventID: 3,
    name: 'Workshop',
    eventStart: '2027-03-15T11:00:00+03:00',
    description: '<p>Hands on</p>',
  }),
];
// Through the server's sanitiser, as the page and /api/events give them.
const events = sanitizeEvents(rawEvents);

/** jsdom's Blob has no text(); FileReader reads it the way older browsers would. */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * In the page, the server's cards arrive as the flight's lazy client references, a different
 * element type from the ScheduleCard the island's renderer uses: the first refresh remounts them.
 */
function FlightCard(props: ScheduleCardProps) {
  return <ScheduleCard {...props} />;
}

function asServerSent(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(asServerSent);
  if (!isValidElement<{ children?: ReactNode }>(node)) return node;
  if (node.type === ScheduleCard) {
    return <FlightCard key={node.key} {...(node.props as ScheduleCardProps)} />;
  }
  return cloneElement(node, undefined, asServerSent(node.props.children));
}

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const texts = {} as Record<Locale, ScheduleText>;
beforeAll(async () => {
  texts.ru = await textIn('ru', scheduleText);
  texts.en = await textIn('en', scheduleText);
});

interface PageOptions {
  activity?: ScheduleActivity;
  locale?: Locale;
  /** When the server rendered the page; a fresh page by default (no fetch on load). */
  renderedAt?: number;
  /** `null`: an event that is over, which the server gives no calendar links. */
  calendar?: CalendarLinks | null;
}

/**
 * The block as the page has it: the layout's notifications, the island with its own messages,
 * and the server's list (renderDayList in the platform zone) as its children.
 */
function page({
  activity = hybrid,
  locale = 'ru',
  renderedAt = Date.now(),
  calendar = calendarLinks(activity, PAGE_URL, locale),
}: PageOptions = {}) {
  const catalogue = locale === 'ru' ? ru : en;
  return (
    <NotificationsProvider text={noticesText(locale)}>
      <ScheduleIsland
        text={texts[locale]}
        locale={locale}
        activity={activity}
        calendar={calendar ?? undefined}
        renderedAt={renderedAt}
        eventsVersion={eventsVersion(events)}
      >
        {asServerSent(
          renderDayList({
            events,
            stopDate: activity.plannedStopDate,
            offsetHours: activity.platformOffsetHours,
            emptyText: catalogue.schedule.empty,
          }),
        )}
      </ScheduleIsland>
    </NotificationsProvider>
  );
}

function card(name: string): HTMLElement {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
}

/** Moves the fake clock and lets a refresh's request and answer settle. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Lets the island load its refresh chunk and mount it at the current time, as a page does. */
async function refreshLoaded() {
  await advance(0);
}

const toggleOf = (name: string) => within(card(name)).getByRole('button');

/** Answers every events request with `list` (default: the page's own events, as /api/events serves them). */
function answerWith(list: readonly ScheduleEvent[] | readonly SanitizedScheduleEvent[] = events) {
  fetchJsonMock.mockImplementation(async () => ({ events: list }));
}

beforeEach(() => {
  // An events request that never answers, unless a test answers it.
  fetchJsonMock.mockReturnValue(new Promise(() => undefined));
  // The visitor is at UTC+2.
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-120);
});

afterEach(() => {
  jest.restoreAllMocks();
  fetchJsonMock.mockReset();
  jest.useRealTimers();
});

describe('server render', () => {
  it('already contains every card, grouped by day in the platform zone', () => {
    const html = renderToString(page({ locale: 'en' }));
    for (const name of ['Registration', 'Opening talk', 'Workshop']) expect(html).toContain(name);
    expect(html).toContain('14.03.2027');
    expect(html).toContain('15.03.2027');
    expect(html).toContain('00:30–10:00');
    expect(html).toContain('Welcome <strong>everyone</strong>');
    expect(html).toContain('class="prose-organizer"');
  });

  it('offers only the platform zone until the visitor’s zone is known', () => {
    const html = renderToString(page({ locale: 'en' }));
    expect(html).toContain('Platform time (UTC+3)');
    expect(html).not.toContain('Your time');
  });
});

describe('hydration', () => {
  it('hydrates the server HTML without a mismatch, then offers the visitor’s zone', async () => {
    const element = page();
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    expect(within(container).queryByRole('button', { name: /Ваше время/ })).toBeNull();

    const consoleError = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).getByRole('button', { name: 'Ваше время (UTC+2)' })).toBeVisible();
    // A fresh page asks for nothing: its list is current until the first refresh.
    expect(fetchJsonMock).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});

describe('cards', () => {
  it('expand and collapse only when they have something to show', () => {
    render(page());
    expect(within(card('Registration')).queryByRole('button')).toBeNull();
    expect(card('Registration')).not.toHaveAttribute('data-expanded');

    const toggle = within(card('Opening talk')).getByRole('button', { name: /Opening talk/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(card('Opening talk')).toHaveAttribute('data-expanded', 'false');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(card('Opening talk')).toHaveAttribute('data-expanded', 'true');
    expect(details).toBeVisible();
    expect(within(details as HTMLElement).getByText('everyone')).toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
  });

  it('toggle with a native button, which keeps the keyboard focus', () => {
    render(page());
    const toggle = toggleOf('Workshop');
    // A native button: Enter and Space activate it, and it sits in the tab order.
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle).toHaveAttribute('type', 'button');
    toggle.focus();
    fireEvent.click(toggle);
    expect(toggleOf('Workshop')).toBe(toggle);
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('carry the state their look follows: past and closed, open, on air', () => {
    // `.schedule-card` (app/globals.css) dims a past card while it is closed and accents the
    // current one, by these attributes.
    render(page());
    const past = card('Registration');
    expect(past).toHaveClass('schedule-card');
    expect(past).toHaveAttribute('data-status', '0');
    expect(past).not.toHaveAttribute('data-expanded');

    const workshop = card('Workshop');
    expect(workshop).toHaveAttribute('data-status', '0');
    expect(workshop).toHaveAttribute('data-expanded', 'false');
    fireEvent.click(within(workshop).getByRole('button'));
    expect(workshop).toHaveAttribute('data-expanded', 'true');

    const live = card('Opening talk');
    expect(live).toHaveAttribute('data-status', '1');
    const badge = within(live).getByTestId('schedule-now');
    expect(badge).toHaveTextContent('Идёт сейчас');
    expect(badge.parentElement).toHaveClass('schedule-time');
    expect(within(card('Workshop')).queryByTestId('schedule-now')).toBeNull();
  });

  it('show speakers as initials and last name, materials and links in new tabs', () => {
    render(page());
    const live = card('Opening talk');
    expect(within(live).getByText('А. С. Петрова')).toBeInTheDocument();
    expect(within(live).getByText('Спикеры:', { exact: false })).toHaveClass('sr-only');
    fireEvent.click(within(live).getByRole('button'));
    const slides = within(live).getByRole('link', { name: 'Slides (откроется в новой вкладке)' });
    expect(slides).toHaveAttribute('href', 'https://cdn.example/slides.pdf');
    expect(slides).toHaveAttribute('target', '_blank');
    expect(slides).toHaveAttribute('rel', 'noopener noreferrer');
    const docs = within(live).getByRole('link', { name: /Docs/ });
    expect(docs).toHaveAttribute('href', 'https://docs.example/');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(live).getByText('Материалы')).toBeInTheDocument();
    expect(within(live).getByText('Ссылки')).toBeInTheDocument();
  });
});

describe('time-zone selector', () => {
  it('starts on the platform zone and prints the visitor’s once the events are loaded', async () => {
    answerWith();
    render(page());
    const platform = screen.getByRole('button', { name: 'Время платформы (UTC+3)' });
    const visitor = screen.getByRole('button', { name: 'Ваше время (UTC+2)' });
    expect(screen.getByRole('group', { name: 'Часовой пояс' })).toBeInTheDocument();
    expect(platform).toHaveAttribute('aria-pressed', 'true');
    expect(visitor).toHaveAttribute('aria-pressed', 'false');
    // Its stop (the next event's start) is on another day, so only the start is printed.
    expect(within(card('Opening talk')).getByText('10:00')).toBeInTheDocument();

    fireEvent.click(visitor);
    await waitFor(() => expect(visitor).toHaveAttribute('aria-pressed', 'true'));
    expect(fetchJsonMock).toHaveBeenCalledWith('/api/events/7', expect.anything());
    expect(platform).toHaveAttribute('aria-pressed', 'false');
    expect(within(card('Opening talk')).getByText('09:00')).toBeInTheDocument();
    // 00:30 at UTC+3 is 23:30 the day before at UTC+2: the card moves to a new day.
    expect(screen.getByRole('heading', { name: '13.03.2027' })).toBeInTheDocument();
    expect(within(card('Registration')).getByText('23:30')).toBeInTheDocument();

    fireEvent.click(platform);
    expect(platform).toHaveAttribute('aria-pressed', 'true');
    expect(within(card('Opening talk')).getByText('10:00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '13.03.2027' })).toBeNull();
    expect(fetchJsonMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the platform times and the pressed button while the events load', () => {
    render(page());
    const visitor = screen.getByRole('button', { name: 'Ваше время (UTC+2)' });
    fireEvent.click(visitor);
    expect(visitor).toHaveAttribute('aria-pressed', 'false');
    expect(within(card('Opening talk')).getByText('10:00')).toBeInTheDocument();
  });

  it('keeps an open card open when the days regroup', async () => {
    answerWith();
    render(page());
    fireEvent.click(toggleOf('Opening talk'));
    fireEvent.click(screen.getByRole('button', { name: /Ваше время/ }));
    await waitFor(() => expect(within(card('Opening talk')).getByText('09:00')).toBeVisible());
    expect(toggleOf('Opening talk')).toHaveAttribute('aria-expanded', 'true');
    expect(within(card('Opening talk')).getByText('everyone')).toBeVisible();
    expect(toggleOf('Workshop')).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when the events cannot be loaded, and stays on the platform zone', async () => {
    jest.useFakeTimers();
    fetchJsonMock.mockRejectedValue(new Error('offline'));
    render(page());
    const visitor = screen.getByRole('button', { name: /Ваше время/ });
    fireEvent.click(visitor);
    expect(await screen.findByRole('alert')).toHaveTextContent(ru.schedule.loadFailed);
    expect(visitor).toHaveAttribute('aria-pressed', 'false');
    expect(within(card('Opening talk')).getByText('10:00')).toBeInTheDocument();

    // The next refresh brings the events, but the choice was undone: no switch unasked.
    answerWith();
    await advance(MINUTE);
    expect(fetchJsonMock).toHaveBeenCalledTimes(2);
    expect(within(card('Opening talk')).getByText('10:00')).toBeInTheDocument();
    expect(visitor).toHaveAttribute('aria-pressed', 'false');
  });

  it('needs no events when the visitor is in the platform zone already', () => {
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-180);
    render(page());
    const visitor = screen.getByRole('button', { name: 'Ваше время (UTC+3)' });
    fireEvent.click(visitor);
    expect(visitor).toHaveAttribute('aria-pressed', 'true');
    expect(fetchJsonMock).not.toHaveBeenCalled();
  });

  it('is absent for events without platform time, which print in the platform zone', () => {
    render(page({ activity: online }));
    expect(screen.queryByRole('group', { name: 'Часовой пояс' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ваше время/ })).toBeNull();
    expect(within(card('Opening talk')).getByText('10:00')).toBeInTheDocument();
  });
});

describe('downloads', () => {
  let blobs: Blob[];
  let clicked: { download: string; href: string }[];

  beforeEach(() => {
    blobs = [];
    clicked = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:schedule-${blobs.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
  });

  it('generates the HTML programme from the current events when there is no main file', async () => {
    answerWith();
    render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Скачать программу' }));
    // The events and the exporter are loaded on click, so the file arrives a tick later.
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(fetchJsonMock).toHaveBeenCalledWith('/api/events/7', expect.anything());
    expect(clicked).toEqual([
      { download: 'Product Days Расписание.html', href: 'blob:schedule-1' },
    ]);
    const [blob] = blobs;
    expect(blob?.type).toBe('text/html;charset=utf-8');
    const html = await readBlob(blob);
    expect(html).toContain('<h2>Product Days</h2>');
    // The labels are the catalogue's, the format the activity type's name.
    expect(html).toContain('<h1>Расписание</h1>');
    expect(html).toContain('<dt>Формат</dt><dd>Онлайн и офлайн</dd>');
    expect(html).toContain('<dt>Часовой пояс</dt><dd>UTC+3</dd>');
    expect(html).toContain('<h4>Opening talk</h4>');
    expect(html).toContain('<h3>14 марта</h3>');
    expect(html).toContain('Петрова Анна, CTO');
    // The temporary link is gone again.
    expect(document.querySelector('a[href^="blob:"]')).toBeNull();
  });

  it('exports the zone the visitor is looking at', async () => {
    answerWith();
    render(page());
    fireEvent.click(screen.getByRole('button', { name: /Ваше время/ }));
    await waitFor(() => expect(within(card('Opening talk')).getByText('09:00')).toBeVisible());
    fireEvent.click(screen.getByRole('button', { name: 'Скачать программу' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const html = await readBlob(blobs[0]);
    expect(html).toContain('<dd>UTC+2</dd>');
    expect(html).toContain('<h3>13 марта</h3>');
    // The loaded events served the file: no second request.
    expect(fetchJsonMock).toHaveBeenCalledTimes(1);
  });

  it('links the organizer’s own file instead when there is one', () => {
    render(page({ activity: { ...hybrid, mainScheduleUrl: 'https://cdn.example/plan.pdf' } }));
    const link = screen.getByRole('link', { name: /Скачать программу/ });
    expect(link).toHaveAttribute('href', 'https://cdn.example/plan.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Скачать программу' })).toBeNull();
  });

  it.each([
    ['off', false],
    ['absent', undefined],
  ])(
    'offers no generated programme when auto-generation is %s and there is no main file',
    (_label, isAutoProgramGenerationEnabled) => {
      const activity = toScheduleActivity(
        scheduleActivityInput({
          landingBlocks: { schedule: { props: { isAutoProgramGenerationEnabled } } },
        }),
      );
      render(page({ activity }));
      expect(screen.queryByRole('button', { name: 'Скачать программу' })).toBeNull();
      expect(screen.queryByRole('link', { name: /Скачать программу/ })).toBeNull();
      // The calendar downloads stay.
      expect(screen.getByRole('link', { name: 'Добавить в календарь' })).toBeVisible();
    },
  );

  it('downloads the calendar file from the feed route: a link, no code', () => {
    render(page());
    const link = screen.getByRole('link', { name: 'Добавить в календарь' });
    expect(link).toHaveAttribute(
      'href',
      'https://events.example.com/api/calendar/ru/demo-schedule.ics',
    );
    expect(link).toHaveAttribute('download');
    expect(fetchJsonMock).not.toHaveBeenCalled();
  });

  it('offers a subscription: the webcal link, its copy and Google Calendar’s add-by-URL', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(page({ locale: 'en' }));
    const group = screen.getByRole('group', { name: 'Subscribe' });
    const webcal = 'webcal://events.example.com/api/calendar/en/demo-schedule.ics';
    expect(within(group).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', webcal);
    const google = within(group).getByRole('link', { name: /Subscribe in Google Calendar/ });
    expect(google).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    expect(google).toHaveAttribute('target', '_blank');
    fireEvent.click(within(group).getByRole('button', { name: 'Copy the calendar link' }));
    expect(await screen.findByText(en.schedule.feedCopied)).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(webcal);
  });

  it('says so when the link cannot be copied', async () => {
    const writeText = jest.fn(async () => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(page());
    fireEvent.click(screen.getByRole('button', { name: ru.schedule.copyFeed }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ru.schedule.feedCopyFailed);
  });

  it('offers no calendar at all for an event that is over', () => {
    render(page({ calendar: null }));
    expect(screen.queryByRole('link', { name: 'Добавить в календарь' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Google Календар/ })).toBeNull();
    expect(screen.queryByRole('group', { name: ru.schedule.subscribe })).toBeNull();
    expect(screen.queryByRole('button', { name: ru.schedule.copyFeed })).toBeNull();
  });

  it('links to Google Calendar in a new tab', () => {
    render(page());
    const link = screen.getByRole('link', { name: /Google Календарь/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('text')).toBe('Product Days');
    expect(url.searchParams.get('dates')).toBe('20270314T070000Z/20270315T150000Z');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('refresh', () => {
  const renamed = (name: string) =>
    rawEvents.map((event) => (event.eventID === 3 ? { ...event, name } : event));

  it('asks the product’s route for the main hall’s events every minute, not on load', async () => {
    jest.useFakeTimers();
    answerWith(renamed('Workshop, moved'));
    render(page());
    await refreshLoaded();
    await advance(MINUTE - 1);
    expect(fetchJsonMock).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchJsonMock).toHaveBeenCalledWith('/api/events/7', expect.anything());
    expect(screen.getByText('Workshop, moved')).toBeInTheDocument();
    expect(screen.queryByText('Workshop')).toBeNull();
    await advance(MINUTE);
    expect(fetchJsonMock).toHaveBeenCalledTimes(2);
  });

  it('keeps what is shown when a refresh fails, and updates on the next good one', async () => {
    jest.useFakeTimers();
    fetchJsonMock.mockRejectedValueOnce(new Error('503'));
    render(page());
    await refreshLoaded();
    await advance(MINUTE);
    expect(fetchJsonMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Workshop')).toBeInTheDocument();
    // A failed background refresh is not the visitor's business: no notice.
    expect(screen.queryByRole('alert')).toBeNull();

    answerWith(renamed('Workshop, moved'));
    await advance(MINUTE);
    expect(screen.getByText('Workshop, moved')).toBeInTheDocument();
  });

  it('keeps the server’s cards when a refresh finds the programme unchanged', async () => {
    jest.useFakeTimers();
    answerWith();
    render(page({ renderedAt: Date.now() - 5 * MINUTE }));
    const before = card('Opening talk');
    // The old copy refreshes as it mounts; the answer settles with the fake clock's turn.
    await refreshLoaded();
    expect(fetchJsonMock).toHaveBeenCalledTimes(1);
    await advance(0);
    expect(card('Opening talk')).toBe(before);
    expect(screen.getAllByTestId('schedule-event')).toHaveLength(events.length);
  });

  it('refreshes at once when the page is an old cached copy', async () => {
    answerWith(renamed('Workshop, moved'));
    render(page({ renderedAt: Date.now() - 5 * MINUTE }));
    expect(await screen.findByText('Workshop, moved')).toBeInTheDocument();
    expect(fetchJsonMock).toHaveBeenCalledTimes(1);
  });

  it('skips beats while the page is hidden and catches up when it is shown again', async () => {
    jest.useFakeTimers();
    answerWith();
    let visibility: DocumentVisibilityState = 'hidden';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    render(page());
    await refreshLoaded();
    await advance(2 * MINUTE);
    expect(fetchJsonMock).not.toHaveBeenCalled();

    visibility = 'visible';
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(fetchJsonMock).toHaveBeenCalledTimes(1);
  });

  it('keeps open cards open and the keyboard focus on its toggle across refreshes', async () => {
    jest.useFakeTimers();
    answerWith(renamed('Workshop, moved'));
    render(page());
    await refreshLoaded();
    fireEvent.click(toggleOf('Opening talk'));
    toggleOf('Opening talk').focus();
    // The first refresh replaces the server's cards…
    await advance(MINUTE);
    expect(screen.getByText('Workshop, moved')).toBeInTheDocument();
    const toggle = toggleOf('Opening talk');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // …the next ones update the renderer's cards in place.
    answerWith(renamed('Workshop, moved again'));
    await advance(MINUTE);
    expect(screen.getByText('Workshop, moved again')).toBeInTheDocument();
    expect(toggleOf('Opening talk')).toBe(toggle);
    expect(toggle).toHaveFocus();
  });

  it('shows the empty text when the programme is emptied', async () => {
    jest.useFakeTimers();
    answerWith([]);
    render(page());
    await refreshLoaded();
    await advance(MINUTE);
    expect(screen.getByText(ru.schedule.empty)).toBeInTheDocument();
    expect(screen.queryAllByTestId('schedule-event')).toHaveLength(0);
  });
});
