/** @jest-environment jsdom */
import { googleCalendarUrl } from '@/lib/schedule/ics';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { fetchJson } from '@/lib/api/client-fetch';
import { toScheduleActivity, type ScheduleActivity } from '@/lib/schedule/model';
import { scheduleActivityInput, scheduleEvent, speakerInput } from '@/lib/schedule/test-fixtures';
import { IslandIntl } from '@/lib/testing/island-intl';
import { ScheduleClient, type ScheduleClientProps } from './ScheduleClient';
import { sanitizeEvents } from '@/lib/security/sanitize-content';

jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn() }));
const fetchJsonMock = fetchJson as jest.MockedFunction<typeof fetchJson>;

const PAGE_URL = 'https://events.example.com/max?hash=demo-schedule';

const hybrid = toScheduleActivity(
  scheduleActivityInput({
    type: 'hybrid',
    name: 'Product Days',
    location: { city: 'Berlin' },
    plannedStartDate: '2027-03-14T10:00:00+03:00',
    plannedStopDate: '2027-03-15T18:00:00+03:00',
    landingBlocks: { schedule: { props: { isScheduleWithPlatformTime: true } } },
  }),
);
const online = toScheduleActivity(scheduleActivityInput());

// Through the server's sanitiser, as the island gets them.
const events = sanitizeEvents([
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
]);

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

/** As Schedule.tsx renders the island: with its own messages, here the Russian ones. */
function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <IslandIntl island="schedule">{children}</IslandIntl>
    </SWRConfig>
  );
}

function renderSchedule(overrides: Partial<ScheduleClientProps> = {}) {
  return render(
    <ScheduleClient
      activity={hybrid}
      events={events}
      locale="ru"
      pageUrl={PAGE_URL}
      googleCalendarHref={googleCalendarUrl(overrides.activity ?? hybrid, PAGE_URL)}
      {...overrides}
    />,
    { wrapper },
  );
}

function card(name: string): HTMLElement {
  const heading = screen.getByText(name);
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
}

beforeEach(() => {
  // A refetch that never answers: the island keeps showing the server events.
  fetchJsonMock.mockReturnValue(new Promise(() => undefined));
  // The visitor is at UTC+2.
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-120);
});

afterEach(() => {
  jest.restoreAllMocks();
  fetchJsonMock.mockReset();
});

describe('server render', () => {
  function serverHtml(activity: ScheduleActivity = hybrid) {
    return renderToString(
      <IslandIntl island="schedule" locale="en">
        <ScheduleClient
          activity={activity}
          events={events}
          locale="en"
          pageUrl={PAGE_URL}
          googleCalendarHref={googleCalendarUrl(activity, PAGE_URL)}
        />
      </IslandIntl>,
    );
  }

  it('already contains every card, grouped by day', () => {
    const html = serverHtml();
    for (const name of ['Registration', 'Opening talk', 'Workshop']) expect(html).toContain(name);
    expect(html).toContain('14.03.2027');
    expect(html).toContain('15.03.2027');
    expect(html).toContain('00:30–10:00');
    expect(html).toContain('Welcome <strong>everyone</strong>');
  });

  it('offers only the platform zone until the visitor’s zone is known', () => {
    const html = serverHtml();
    expect(html).toContain('Platform time (UTC+3)');
    expect(html).not.toContain('Your time');
  });
});

describe('hydration', () => {
  it('hydrates the server HTML without a mismatch, then offers the visitor’s zone', async () => {
    const element = (
      <SWRConfig value={{ provider: () => new Map() }}>
        <IslandIntl island="schedule">
          <ScheduleClient
            activity={hybrid}
            events={events}
            locale="ru"
            pageUrl={PAGE_URL}
            googleCalendarHref={googleCalendarUrl(hybrid, PAGE_URL)}
          />
        </IslandIntl>
      </SWRConfig>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    expect(within(container).queryByRole('button', { name: /Ваше время/ })).toBeNull();

    const consoleError = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).getByRole('button', { name: 'Ваше время (UTC+2)' })).toBeVisible();
    container.remove();
  });
});

describe('cards', () => {
  it('expands and collapses only cards that have something to show', () => {
    renderSchedule();
    expect(within(card('Registration')).queryByRole('button')).toBeNull();
    expect(card('Registration')).not.toHaveAttribute('data-expanded');

    const toggle = within(card('Opening talk')).getByRole('button', { name: /Opening talk/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(details).toBeVisible();
    expect(within(details as HTMLElement).getByText('everyone')).toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
  });

  it('is a native button, so Enter and Space work from the keyboard', () => {
    renderSchedule();
    const toggle = within(card('Workshop')).getByRole('button');
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle).toHaveAttribute('type', 'button');
  });

  it('dims past cards unless expanded and highlights the current one', () => {
    renderSchedule();
    const past = card('Registration');
    expect(past).toHaveAttribute('data-status', '0');
    expect(past).toHaveClass('bg-surface', 'text-muted');

    const workshop = card('Workshop');
    expect(workshop).toHaveClass('text-muted');
    fireEvent.click(within(workshop).getByRole('button'));
    expect(workshop).not.toHaveClass('text-muted');
    expect(workshop).toHaveClass('text-ink');

    const live = card('Opening talk');
    expect(live).toHaveAttribute('data-status', '1');
    expect(live).toHaveClass('border-accent');
    expect(live).not.toHaveClass('text-muted');
    const badge = within(live).getByTestId('schedule-now');
    expect(badge).toHaveTextContent('Идёт сейчас');
    expect(badge.parentElement).toHaveClass('text-accent-text');
  });

  it('shows speakers as initials and last name, materials and links in new tabs', () => {
    renderSchedule();
    const live = card('Opening talk');
    expect(within(live).getByText('А. С. Петрова')).toBeInTheDocument();
    fireEvent.click(within(live).getByRole('button'));
    const slides = within(live).getByRole('link', { name: /Slides/ });
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
  it('starts on the platform zone and switches the printed times to the visitor’s', () => {
    renderSchedule();
    const platform = screen.getByRole('button', { name: 'Время платформы (UTC+3)' });
    const visitor = screen.getByRole('button', { name: 'Ваше время (UTC+2)' });
    expect(screen.getByRole('group', { name: 'Часовой пояс' })).toBeInTheDocument();
    expect(platform).toHaveAttribute('aria-pressed', 'true');
    expect(visitor).toHaveAttribute('aria-pressed', 'false');
    // Its stop (the next event's start) is on another day, so only the start is printed.
    expect(within(card('Opening talk')).getByText('10:00')).toBeInTheDocument();

    fireEvent.click(visitor);
    expect(visitor).toHaveAttribute('aria-pressed', 'true');
    expect(platform).toHaveAttribute('aria-pressed', 'false');
    expect(within(card('Opening talk')).getByText('09:00')).toBeInTheDocument();
    // 00:30 at UTC+3 is 23:30 the day before at UTC+2: the card moves to a new day.
    expect(screen.getByRole('heading', { name: '13.03.2027' })).toBeInTheDocument();
    expect(within(card('Registration')).getByText('23:30')).toBeInTheDocument();

    fireEvent.click(platform);
    expect(within(card('Opening talk')).getByText('10:00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '13.03.2027' })).toBeNull();
  });

  it('keeps an open card open when the days regroup', () => {
    renderSchedule();
    fireEvent.click(within(card('Opening talk')).getByRole('button'));
    fireEvent.click(screen.getByRole('button', { name: /Ваше время/ }));
    expect(within(card('Opening talk')).getByRole('button')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('is absent for events without platform time, which print in the platform zone', () => {
    renderSchedule({ activity: online });
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

  it('generates the HTML programme when there is no main schedule file', async () => {
    renderSchedule();
    fireEvent.click(screen.getByRole('button', { name: 'Скачать программу' }));
    // The exporter is imported on click, so the file arrives a tick later.
    await waitFor(() => expect(clicked).toHaveLength(1));
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
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('exports the zone the visitor is looking at', async () => {
    renderSchedule();
    fireEvent.click(screen.getByRole('button', { name: /Ваше время/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Скачать программу' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const html = await readBlob(blobs[0]);
    expect(html).toContain('<dd>UTC+2</dd>');
    expect(html).toContain('<h3>13 марта</h3>');
  });

  it('links the organizer’s own file instead when there is one', () => {
    renderSchedule({ activity: { ...hybrid, mainScheduleUrl: 'https://cdn.example/plan.pdf' } });
    const link = screen.getByRole('link', { name: /Скачать программу/ });
    expect(link).toHaveAttribute('href', 'https://cdn.example/plan.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Скачать программу' })).toBeNull();
  });

  it('saves the whole event as an .ics file', async () => {
    renderSchedule();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в календарь' }));
    // The calendar code is imported on click.
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('Product Days.ics');
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    const ics = await readBlob(blobs[0]);
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain('UID:demo-schedule@events.example.com\r\n');
    expect(ics).toContain('DTSTART:20270314T070000Z\r\n');
    expect(ics).toContain('LOCATION:Berlin\r\n');
  });

  it('links to Google Calendar in a new tab', () => {
    renderSchedule();
    const link = screen.getByRole('link', { name: /Google Календарь/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('text')).toBe('Product Days');
    expect(url.searchParams.get('dates')).toBe('20270314T070000Z/20270315T150000Z');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('refetch', () => {
  it('asks the product’s own route for the main hall’s events', async () => {
    renderSchedule();
    await waitFor(() =>
      expect(fetchJsonMock).toHaveBeenCalledWith('/api/events/7', expect.anything()),
    );
  });

  it('shows refetched events', async () => {
    fetchJsonMock.mockResolvedValue({
      events: [scheduleEvent({ eventID: 9, name: 'Added later' })],
    });
    renderSchedule();
    expect(await screen.findByText('Added later')).toBeInTheDocument();
    expect(screen.queryByText('Workshop')).toBeNull();
  });
});
