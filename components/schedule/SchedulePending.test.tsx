/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { noticesText, textIn } from '@/test/text';
import { scheduleText, type ScheduleText } from './text';
import { renderToString } from 'react-dom/server';
import { NotificationsProvider } from '@/components/ui/notifications';
import { fetchJson } from '@/lib/api/client-fetch';
import { calendarLinks } from '@/lib/schedule/calendar-link';
import { toScheduleActivity } from '@/lib/schedule/from-activity';
import { sanitizeEvents } from '@/lib/security/sanitize-content';
import { scheduleActivityInput, scheduleEvent } from '@/test/schedule-fixtures';
import { SchedulePending } from './SchedulePending';

jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn() }));
const fetchJsonMock = fetchJson as jest.MockedFunction<typeof fetchJson>;

const MINUTE = 60_000;
const PAGE_URL = 'https://events.example.com/max?hash=demo-schedule';
const activity = toScheduleActivity(scheduleActivityInput());
const published = sanitizeEvents([
  scheduleEvent({ eventID: 1, name: 'Opening' }),
  scheduleEvent({ eventID: 2, name: 'Closing', eventStart: '2027-03-14T12:00:00+03:00' }),
]);

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

let text: ScheduleText;
beforeAll(async () => {
  text = await textIn('ru', scheduleText);
});

function page(blockTitle?: string) {
  return (
    <NotificationsProvider text={noticesText('ru')}>
      <SchedulePending
        text={text}
        locale="ru"
        activity={activity}
        blockTitle={blockTitle}
        calendar={calendarLinks(activity, PAGE_URL, 'ru')}
        renderedAt={Date.now()}
      />
    </NotificationsProvider>
  );
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchJsonMock.mockResolvedValue({ events: [] });
});

afterEach(() => {
  fetchJsonMock.mockReset();
  jest.useRealTimers();
});

describe('SchedulePending', () => {
  it('prints nothing on the server: the block shows only when there are events', () => {
    const html = renderToString(page());
    expect(html).not.toContain('id="schedule"');
    expect(html).not.toContain('Программа');
  });

  it('asks every minute while the programme is empty, and shows the block once it is published', async () => {
    render(page());
    await advance(0);
    await advance(MINUTE - 1);
    expect(fetchJsonMock).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchJsonMock).toHaveBeenCalledWith('/api/events/7', expect.anything());
    expect(document.getElementById('schedule')).toBeNull();

    fetchJsonMock.mockResolvedValue({ events: published });
    await advance(MINUTE);
    const block = screen.getByRole('region', { name: 'Программа' });
    expect(block).toHaveAttribute('id', 'schedule');
    expect(within(block).getAllByTestId('schedule-event')).toHaveLength(2);
    expect(within(block).getByText('Closing')).toBeInTheDocument();
    expect(fetchJsonMock).toHaveBeenCalledTimes(2);

    // The island around the published programme keeps it live from then on, once a minute.
    fetchJsonMock.mockResolvedValue({
      events: published.map((event) => (event.eventID === 2 ? { ...event, name: 'Moved' } : event)),
    });
    await advance(MINUTE - 1);
    expect(fetchJsonMock).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(fetchJsonMock).toHaveBeenCalledTimes(3);
    expect(within(block).getByText('Moved')).toBeInTheDocument();
  });

  it('titles the block with the organizer’s own title', async () => {
    fetchJsonMock.mockResolvedValue({ events: published });
    render(page('Расписание'));
    await advance(0);
    await advance(MINUTE);
    expect(screen.getByRole('region', { name: 'Расписание' })).toBeInTheDocument();
  });
});
