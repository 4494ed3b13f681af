/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Children, isValidElement, type ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { fetchJson } from '@/lib/api/client-fetch';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { activitySchema, eventsResponseSchema } from '@/lib/api/schemas';
import { buildFixtures } from '@/lib/demo/fixtures';
import { DEMO_IDS } from '@/lib/demo/ids';
import { scheduleActivityInput, scheduleEvent } from '@/lib/schedule/test-fixtures';
import { Schedule, scheduleTitle } from './Schedule';
import { sanitizeEvents } from '@/lib/security/sanitize-content';

jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn() }));

type Tree = { [key: string]: string | Tree };

/** next-intl's server `t` over the real messages; the keys used here carry no ICU arguments. */
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) => {
    const messages = (locale === 'ru' ? ru : en) as unknown as Tree;
    return (key: string) => {
      const value = [namespace, ...key.split('.')].reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        messages,
      );
      if (typeof value !== 'string') throw new Error(`missing message ${namespace}.${key}`);
      return value;
    };
  },
  getMessages: async ({ locale }: { locale: Locale }) => (locale === 'ru' ? ru : en),
}));

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

async function renderSchedule(locale: Locale, overrides: Record<string, unknown> = {}) {
  const element = await Schedule({
    activity: scheduleActivityInput(overrides),
    events,
    locale,
    pageUrl: 'https://events.example.com/max?hash=demo-schedule',
  });
  return render(<SWRConfig value={{ provider: () => new Map() }}>{element}</SWRConfig>);
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
    const { unmount } = await renderSchedule('en');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Program');
    expect(screen.getByRole('button', { name: 'Download the programme' })).toBeInTheDocument();
    unmount();
    await renderSchedule('en', { landingBlocks: { schedule: { blockTitle: ' Agenda ' } } });
    expect(screen.getByRole('region', { name: 'Agenda' })).toBeInTheDocument();
  });

  it('passes descriptions to the island only as sanitised HTML', async () => {
    const { container } = await renderSchedule('ru');
    const details = container.querySelector('#schedule-event-1-details');
    expect(details?.innerHTML).toContain('<p>Hello <span>x</span></p>');
    expect(container.innerHTML).not.toMatch(/<script|onclick|javascript:/);
  });

  it('hands the island only the messages it reads', async () => {
    const element = await Schedule({
      activity: scheduleActivityInput(),
      events,
      locale: 'en',
      pageUrl: 'https://events.example.com/',
    });
    const provider = Children.toArray(element?.props.children).find(
      (child): child is ReactElement<{ messages: unknown }> =>
        isValidElement(child) && child.type === NextIntlClientProvider,
    );
    expect(provider?.props.messages).toEqual({
      schedule: en.schedule,
      titles: { speakers: 'Speakers', materials: 'Materials', links: 'Links' },
      activity: { type: en.activity.type },
    });
  });

  it('renders nothing without events', async () => {
    const element = await Schedule({
      activity: scheduleActivityInput(),
      events: [],
      locale: 'ru',
      pageUrl: 'https://events.example.com/',
    });
    expect(element).toBeNull();
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
    const activity = activitySchema.parse(fixtures.activities.get(hash));
    const { events: demoEvents } = eventsResponseSchema.parse({
      events: fixtures.eventsByHall.get(activity.mainHall.id),
    });
    const element = await Schedule({
      activity,
      events: sanitizeEvents(demoEvents),
      locale,
      pageUrl: `https://events.example.com/max?hash=${hash}`,
    });
    return render(<SWRConfig value={{ provider: () => new Map() }}>{element}</SWRConfig>);
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
