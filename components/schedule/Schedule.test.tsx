/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { noticesText, textIn } from '@/test/text';
import { scheduleText } from './text';
import { isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { NotificationsProvider } from '@/components/ui/notifications';
import { fetchJson } from '@/lib/api/client-fetch';
import type { Locale } from '@/i18n/routing';
import { setTestRequestLocale } from '@/test/request-locale';
import { activitySchema, eventsResponseSchema } from '@/lib/api/schemas';
import { buildFixtures } from '@/demo/fixtures';
import { DEMO_IDS } from '@/demo/ids';
import { scheduleActivityInput, scheduleEvent } from '@/test/schedule-fixtures';
import { calendarLinks } from '@/lib/schedule/calendar-link';
import { toScheduleActivity } from '@/lib/schedule/from-activity';
import { Schedule, scheduleTitle } from './Schedule';
import { ScheduleCard } from './ScheduleCard';
import { ScheduleIsland } from './ScheduleIsland';
import { SchedulePendingAfterLoad } from './SchedulePendingAfterLoad';
import { sanitizeEvents } from '@/lib/security/sanitize-content';
import { eventsVersion } from '@/lib/schedule/events-version';

jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn() }));

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

// Through the reader's sanitiser, as the page gets them.
const events = sanitizeEvents([
  scheduleEvent({
    eventID: 1,
    name: 'Opening',
    description:
      '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:x()">x</a></p>',
  }),
  scheduleEvent({ eventID: 2, name: 'Closing', eventStart: '2027-03-14T12:00:00+03:00' }),
]);

beforeEach(() => {
  (fetchJson as jest.Mock).mockReturnValue(new Promise(() => undefined));
});

/** The layout's notifications, which the island's failure notices go to. */
function withLayout(element: ReactNode, locale: Locale) {
  return <NotificationsProvider text={noticesText(locale)}>{element}</NotificationsProvider>;
}

const PAGE_URL = 'https://events.example.com/max?hash=demo-schedule';

/** Every element of `type` in a server-rendered tree (props and children alike). */
function findElements<P>(
  node: unknown,
  type: ((props: P) => unknown) | ComponentType<P>,
): ReactElement<P>[] {
  if (Array.isArray(node)) return node.flatMap((child) => findElements(child, type));
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  const own = node.type === type ? [node as ReactElement<P>] : [];
  return [...own, ...Object.values(node.props).flatMap((value) => findElements(value, type))];
}

async function renderSchedule(locale: Locale, overrides: Record<string, unknown> = {}) {
  setTestRequestLocale(locale);
  const element = await Schedule({
    activity: scheduleActivityInput(overrides),
    events,
    pageUrl: PAGE_URL,
  });
  return render(withLayout(element, locale));
}

describe('Schedule', () => {
  it('is the #schedule section, labelled by its default title', async () => {
    await renderSchedule('ru');
    const section = screen.getByRole('region', { name: 'Программа' });
    expect(section).toHaveAttribute('id', 'schedule');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Программа');
    expect(within(section).getByText('Opening')).toBeInTheDocument();
    expect(within(section).getByText('Closing')).toBeInTheDocument();
  });

  it('uses the English default and the organizer’s own title', async () => {
    const { unmount } = await renderSchedule('en', {
      landingBlocks: { schedule: { props: { isAutoProgramGenerationEnabled: true } } },
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Program');
    expect(screen.getByRole('button', { name: 'Download the programme' })).toBeInTheDocument();
    unmount();
    await renderSchedule('en', { landingBlocks: { schedule: { blockTitle: ' Agenda ' } } });
    expect(screen.getByRole('region', { name: 'Agenda' })).toBeInTheDocument();
  });

  it.each([
    ['planned', true],
    ['current', true],
    ['completed', false],
    ['archived', false],
  ])('a %s event offers "add to calendar": %p', async (status, offered) => {
    await renderSchedule('en', { status });
    const section = screen.getByRole('region', { name: 'Program' });
    expect(within(section).getByText('Opening')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Add to calendar' }) !== null).toBe(offered);
    expect(within(section).queryAllByRole('link', { name: /Google Calendar/ }).length > 0).toBe(
      offered,
    );
  });

  it('prints descriptions only as sanitised HTML', async () => {
    const { container } = await renderSchedule('ru');
    const details = container.querySelector('#schedule-event-1-details');
    expect(details?.innerHTML).toContain('<p>Hello <span>x</span></p>');
    expect(container.innerHTML).not.toMatch(/<script|onclick|javascript:/);
  });

  it('hands the programme its own texts, as plain strings, and the page locale', async () => {
    setTestRequestLocale('en');
    const element = await Schedule({
      activity: scheduleActivityInput(),
      events,
      pageUrl: 'https://events.example.com/',
    });
    const island = findElements(element, ScheduleIsland)[0];
    expect(island?.props.text).toEqual(await textIn('en', scheduleText));
    expect(island?.props.text['schedule.timeZone']).toBe('Time zone');
    expect(island?.props.locale).toBe('en');
  });

  it('hands the island only scalars, and each card only its printed text', async () => {
    setTestRequestLocale('en');
    const activity = scheduleActivityInput();
    const element = await Schedule({ activity, events, pageUrl: PAGE_URL });
    const island = findElements(element, ScheduleIsland)[0];
    expect(Object.keys(island?.props ?? {}).sort()).toEqual([
      'activity',
      'calendar',
      'children',
      'eventsVersion',
      'locale',
      'renderedAt',
      'text',
    ]);
    expect(island?.props.eventsVersion).toBe(eventsVersion(events));
    expect(island?.props.calendar).toEqual(
      calendarLinks(toScheduleActivity(activity), PAGE_URL, 'en'),
    );
    expect(island?.props.calendar?.feed).toBe(
      'https://events.example.com/api/calendar/en/demo-schedule.ics',
    );
    expect(island?.props.activity).toEqual(toScheduleActivity(activity));
    expect(findElements(element, ScheduleCard).map((card) => card.props)).toEqual([
      {
        id: 1,
        status: 0,
        time: '10:00–12:00',
        name: 'Opening',
        description: events[0]?.description,
      },
      { id: 2, status: 0, time: '12:00', name: 'Closing' },
    ]);
  });

  it.each(['completed', 'archived'])(
    'offers no calendar for an event that is %s',
    async (status) => {
      setTestRequestLocale('ru');
      const element = await Schedule({
        activity: scheduleActivityInput({ status }),
        events,
        pageUrl: PAGE_URL,
      });
      const island = findElements(element, ScheduleIsland)[0];
      expect(island?.props.activity).toBeDefined();
      expect(island?.props.calendar).toBeUndefined();
    },
  );

  it('prints no block without events, and hands the refresh what a published programme needs', async () => {
    const element = await Schedule({
      activity: scheduleActivityInput({ landingBlocks: { schedule: { blockTitle: 'Сетка' } } }),
      events: [],
      pageUrl: 'https://events.example.com/',
    });
    const pending = findElements(element, SchedulePendingAfterLoad);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.props).toMatchObject({ blockTitle: 'Сетка', activity: { hallId: 7 } });
    expect(findElements(element, ScheduleIsland)).toHaveLength(0);
    const { container } = render(<>{element}</>);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('scheduleTitle', () => {
  it('prefers a non-blank block title', () => {
    expect(scheduleTitle(scheduleActivityInput(), 'Программа')).toBe('Программа');
    expect(
      scheduleTitle(
        scheduleActivityInput({ landingBlocks: { schedule: { blockTitle: '  ' } } }),
        'Программа',
      ),
    ).toBe('Программа');
    expect(
      scheduleTitle(
        scheduleActivityInput({ landingBlocks: { schedule: { blockTitle: 'Agenda' } } }),
        'Программа',
      ),
    ).toBe('Agenda');
  });
});

describe('on the demo events', () => {
  const fixtures = buildFixtures({ origin: 'http://127.0.0.1:3000', now: new Date() });

  async function renderDemo(hash: string, locale: Locale) {
    setTestRequestLocale(locale);
    const activity = activitySchema.parse(fixtures.activities.get(hash));
    const { events: demoEvents } = eventsResponseSchema.parse({
      events: fixtures.eventsByHall.get(activity.mainHall.id),
    });
    const element = await Schedule({
      activity,
      events: sanitizeEvents(demoEvents),
      pageUrl: `https://events.example.com/max?hash=${hash}`,
    });
    return render(withLayout(element, locale));
  }

  it('demo-online: two days, one live talk, the organizer’s programme file', async () => {
    await renderDemo(DEMO_IDS.hashes.online, 'ru');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getAllByTestId('schedule-event').length).toBeGreaterThanOrEqual(8);
    expect(screen.getAllByTestId('schedule-now')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Скачать программу/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\//),
    );
    expect(screen.queryByRole('group', { name: 'Часовой пояс' })).toBeNull();
  });

  it('demo-hybrid: three days with the platform-time selector', async () => {
    await renderDemo(DEMO_IDS.hashes.hybrid, 'en');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Time zone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Platform time (UTC+3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('demo-offline: the generated HTML programme', async () => {
    await renderDemo(DEMO_IDS.hashes.offline, 'ru');
    expect(screen.getByRole('button', { name: 'Скачать программу' })).toBeInTheDocument();
  });
});
