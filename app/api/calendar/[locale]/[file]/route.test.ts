import ICAL from 'ical.js';
import { createTranslator } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import { getActivity, getEvents } from '@/lib/api/readers';
import { activitySchema, type ScheduleEvent } from '@/lib/api/schemas';
import { countRender } from '@/lib/metrics';
import { calendarFeedPath } from '@/lib/schedule/calendar-link';
import { sanitizeActivity, sanitizeEvents } from '@/lib/security/sanitize-content';
import { activityFixture } from '@/test/api-support';
import { scheduleEvent } from '@/test/schedule-fixtures';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { GET } from './route';

/** Next's data cache, as far as the feed uses it: one value per key until cleared. */
const dataCache = new Map<string, unknown>();
jest.mock('next/cache', () => ({
  unstable_cache:
    <T>(read: () => Promise<T>, keyParts: string[], options: { tags?: string[] }) =>
    async () => {
      const key = JSON.stringify([keyParts, options.tags]);
      if (!dataCache.has(key)) dataCache.set(key, await read());
      return dataCache.get(key) as T;
    },
}));
jest.mock('@/lib/api/readers', () => ({
  ...jest.requireActual<typeof import('@/lib/api/readers')>('@/lib/api/readers'),
  getActivity: jest.fn(),
  getEvents: jest.fn(),
}));
jest.mock('@/lib/metrics', () => ({ countRender: jest.fn() }));
let customDomains: Record<string, { hash: string; variant: 'max'; locale: 'ru' | 'en' }> = {};
jest.mock('@/lib/config', () => ({
  getConfig: () => ({ SITE_URL: 'https://events.example', CUSTOM_DOMAINS: customDomains }),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'ru' | 'en'; namespace: 'schedule' }) =>
    createTranslator({ locale, messages: locale === 'ru' ? ru : en, namespace }),
}));

const getActivityMock = getActivity as jest.MockedFunction<typeof getActivity>;
const getEventsMock = getEvents as jest.MockedFunction<typeof getEvents>;
const countRenderMock = countRender as jest.MockedFunction<typeof countRender>;

const activity = sanitizeActivity(activitySchema.parse(activityFixture()));
const programme = [
  scheduleEvent({ eventID: 11, name: 'Открытие', eventStart: '2026-05-20T10:00:00+03:00' }),
  scheduleEvent({ eventID: 12, name: 'Доклад', eventStart: '2026-05-20T11:00:00+03:00' }),
];

function serve(events: ScheduleEvent[]) {
  getActivityMock.mockResolvedValue(activity);
  getEventsMock.mockResolvedValue(sanitizeEvents(events));
}

async function fetchFeed(locale: string, file: string) {
  const response = await GET(new Request(`https://events.example/api/calendar/${locale}/${file}`), {
    params: Promise.resolve({ locale, file }),
  });
  return response;
}

async function parsed(locale = 'ru', file = 'demo-max.ics') {
  const response = await fetchFeed(locale, file);
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return {
    response,
    calendar,
    entries: calendar.getAllSubcomponents('vevent').map((vevent) => ({
      uid: String(vevent.getFirstPropertyValue('uid')),
      summary: String(vevent.getFirstPropertyValue('summary')),
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
      lastModified: vevent.getFirstProperty('last-modified')?.toICALString() ?? '',
      start: vevent.getFirstProperty('dtstart')?.toICALString() ?? '',
      url: String(vevent.getFirstPropertyValue('url')),
    })),
  };
}

let now = Date.parse('2026-05-01T09:00:00Z');

beforeEach(() => {
  dataCache.clear();
  customDomains = {};
  now = Date.parse('2026-05-01T09:00:00Z');
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  getActivityMock.mockReset();
  getEventsMock.mockReset();
  countRenderMock.mockReset();
});

afterEach(() => jest.restoreAllMocks());

describe('GET /api/calendar/[locale]/[hash].ics', () => {
  it('is text/calendar with the event and one entry per item, as an attachment', async () => {
    serve(programme);
    const { response, calendar, entries } = await parsed();
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Product Conference 2026.ics"; filename*=UTF-8''Product%20Conference%202026.ics`,
    );
    expect(response.headers.get('cache-control')).toBe(
      'public, s-maxage=30, stale-while-revalidate=60',
    );
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Product Conference 2026: программа',
    );
    expect(entries.map((entry) => entry.uid)).toEqual([
      'demo-max@events.example',
      'demo-max-11@events.example',
      'demo-max-12@events.example',
    ]);
    expect(entries[1]?.start).toBe('DTSTART:20260520T070000Z');
    expect(getEventsMock).toHaveBeenCalledWith(activity.mainHall.id);
    expect(countRenderMock).toHaveBeenCalledWith('calendar', 'ok', 'ru/calendar/demo-max');
  });

  it('links the landing and the player in the locale of the URL', async () => {
    serve(programme);
    const { calendar, entries } = await parsed('en');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Product Conference 2026: programme',
    );
    expect(entries[0]?.url).toBe('https://events.example/en/max?hash=demo-max');
    // A hybrid event's items are watched in the player.
    expect(entries[1]?.url).toBe('https://events.example/en/platform?hash=demo-max');
  });

  it('links the event’s custom domain when one is mapped to it, UIDs unchanged', async () => {
    customDomains = { 'events.acme.example': { hash: 'demo-max', variant: 'max', locale: 'en' } };
    serve(programme);
    const { entries } = await parsed('en');
    expect(entries[0]?.url).toBe('https://events.acme.example/');
    expect(entries[0]?.uid).toBe('demo-max@events.example');
  });

  it('keeps UIDs and revisions across fetches, and bumps only the changed item', async () => {
    serve(programme);
    const first = await parsed();
    now += 10 * 60_000;
    const again = await parsed();
    expect(again.entries).toEqual(first.entries);

    now += 10 * 60_000;
    serve([programme[0]!, { ...programme[1]!, eventStart: '2026-05-20T12:00:00+03:00' }]);
    const moved = await parsed();
    expect(moved.entries.map((entry) => entry.uid)).toEqual(
      first.entries.map((entry) => entry.uid),
    );
    const [event, opening, talk] = moved.entries;
    // The opening's end moved with the talk's start, so both items changed; the event did not.
    expect(event).toEqual(first.entries[0]);
    for (const [index, changed] of [
      [1, opening],
      [2, talk],
    ] as const) {
      expect(changed!.sequence).toBe(first.entries[index]!.sequence + 20);
      expect(changed!.lastModified).toBe('LAST-MODIFIED:20260501T092000Z');
    }
    expect(first.entries[0]?.lastModified).toBe('LAST-MODIFIED:20260501T090000Z');
  });

  it('answers 404 for an unknown event, and counts it', async () => {
    getActivityMock.mockRejectedValue(
      new ApiError({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 }),
    );
    const response = await fetchFeed('ru', 'demo-missing.ics');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'ACTIVITY_NOT_FOUND' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=10');
    expect(countRenderMock).toHaveBeenCalledWith(
      'calendar',
      'not_found',
      'ru/calendar/demo-missing',
    );
  });

  it.each([
    ['de', 'demo-max.ics'],
    ['ru', 'demo-max'],
    ['ru', 'demo-max.ical'],
    ['ru', 'bad%20hash.ics'],
    ['ru', '%E0%A4%A.ics'],
    ['ru', `${'x'.repeat(65)}.ics`],
  ])('answers 404 for %s/%s without asking the upstream', async (locale, file) => {
    const response = await fetchFeed(locale, file);
    expect(response.status).toBe(404);
    expect(getActivityMock).not.toHaveBeenCalled();
  });

  it('fails rather than drop the items when the programme cannot be read', async () => {
    getActivityMock.mockResolvedValue(activity);
    getEventsMock.mockRejectedValue(
      new ApiError({ code: 'UPSTREAM_UNAVAILABLE', service: 'eventor', status: 503 }),
    );
    const response = await fetchFeed('ru', 'demo-max.ics');
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(countRenderMock).toHaveBeenCalledWith('calendar', 'error', 'ru/calendar/demo-max');
  });

  it('is the path the landing links', () => {
    expect(calendarFeedPath('en', 'demo-max')).toBe('/api/calendar/en/demo-max.ics');
  });
});
