import { unstable_cache } from 'next/cache';
import { REVALIDATE_SECONDS } from '@/lib/cache/periods.mjs';
import { activityTag, eventsTag, getActivity, getEvents, getRegistrationInfo } from './readers';
import {
  activityFixture,
  callOf,
  eventFixture,
  jsonResponse,
  mockFetch,
  rejectionOf,
  restoreFetch,
  type FetchMock,
} from '@/test/api-support';

// The data cache itself is Next's; here it runs the read and records how it was asked to cache.
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((read: () => unknown) => read) }));

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ API_TIMEOUT_MS: 5000 }),
  getServiceUrls: () => ({ media: 'http://media.test', forms: 'http://forms.test' }),
}));

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = mockFetch();
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

describe('tags', () => {
  it('names activity and events tags after the resource', () => {
    expect(activityTag('demo-max')).toBe('activity:demo-max');
    expect(eventsTag(7)).toBe('events:7');
    expect(eventsTag('7')).toBe('events:7');
  });
});

/** How the last read asked the data cache to keep it: key parts, period, tags. */
function lastCacheCall() {
  const [, key, options] = jest.mocked(unstable_cache).mock.lastCall ?? [];
  return { key, options };
}

describe('readers', () => {
  it('keep a read for the shorter period CACHE_PERIOD_SECONDS asks for, read at call time', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ activity: activityFixture() }));
    process.env.CACHE_PERIOD_SECONDS = '2';
    try {
      await getActivity('demo-short');
    } finally {
      delete process.env.CACHE_PERIOD_SECONDS;
    }
    expect(lastCacheCall().options).toEqual({ revalidate: 2, tags: ['activity:demo-short'] });
  });

  it('getActivity keeps the parsed activity for the cache period under the activity tag', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ activity: activityFixture() }));
    const activity = await getActivity('demo-max');
    expect(activity.hash).toBe('demo-max');
    const { url, init } = callOf(fetchMock);
    expect(url.pathname).toBe('/eventor/public/activity/demo-max');
    // The fetch itself is not cached: only a value that parsed is kept.
    expect(init.cache).toBeUndefined();
    expect(lastCacheCall()).toEqual({
      key: ['activity', 'demo-max'],
      options: { revalidate: REVALIDATE_SECONDS, tags: ['activity:demo-max'] },
    });
  });

  it('getActivity hands out organizer HTML already sanitised (description and FAQ answers)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        activity: {
          ...activityFixture(),
          landingDescription: '<p onclick="x()">Hi<script>alert(1)</script></p>',
          landingBlocks: {
            faq: { data: [{ question: 'Q', answer: '<img src=x onerror=alert(1)><b>A</b>' }] },
          },
        },
      }),
    );
    const activity = await getActivity('demo-xss-reader');
    expect(activity.landingDescription).toBe('<p>Hi</p>');
    expect(activity.landingBlocks?.faq?.data).toEqual([{ question: 'Q', answer: '<b>A</b>' }]);
  });

  it('getEvents hands out sanitised descriptions, dropping empty ones', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        events: [
          { ...eventFixture(), eventID: 1, description: '<a href="javascript:x()">x</a>' },
          { ...eventFixture(), eventID: 2, description: '<script>alert(1)</script>' },
        ],
      }),
    );
    const events = await getEvents(8);
    expect(events.map((event) => event.description)).toEqual(['<span>x</span>', undefined]);
  });

  it('getEvents caches under the events tag of the hall', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ events: [eventFixture()] }));
    await getEvents(7);
    expect(callOf(fetchMock).url.pathname).toBe('/eventor/public/listevents/7');
    expect(lastCacheCall()).toEqual({
      key: ['events', '7'],
      options: { revalidate: REVALIDATE_SECONDS, tags: ['events:7'] },
    });
  });

  it('getRegistrationInfo uses the activity tag and the landing revalidate period', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ activity: { isRegistrationActive: false } }));
    await expect(getRegistrationInfo('demo-max')).resolves.toEqual({ isRegistrationActive: false });
    expect(callOf(fetchMock).url.pathname).toBe('/viewer/info/demo-max');
    expect(lastCacheCall()).toEqual({
      key: ['registration-info', 'demo-max'],
      options: { revalidate: REVALIDATE_SECONDS, tags: ['activity:demo-max'] },
    });
  });

  it('rejects a malformed hash without calling the upstream', async () => {
    expect(await rejectionOf(getActivity('no/such'))).toMatchObject({ code: 'WRONG_ACTIVITY_ID' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
