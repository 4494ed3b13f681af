import { unstable_cache } from 'next/cache';
import { ApiError } from '@/lib/api/errors';
import { REVALIDATE_SECONDS } from '@/lib/cache/periods.mjs';
import {
  activityFixture,
  callOf,
  jsonResponse,
  mockFetch,
  restoreFetch,
  type FetchMock,
} from '@/test/api-support';
import { loadEvent } from './load-event';

jest.mock('next/cache', () => ({ unstable_cache: jest.fn((read: () => unknown) => read) }));

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ API_TIMEOUT_MS: 5000 }),
  getServiceUrls: () => ({ media: 'http://media.test', forms: 'http://forms.test' }),
}));

const NOT_FOUND = new Error('NEXT_NOT_FOUND');
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw NOT_FOUND;
  },
}));

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = mockFetch();
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

function errorResponse(status: number, code: string) {
  return new Response(JSON.stringify({ error: code }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('loadEvent', () => {
  it('reads the cached activity by hash', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ activity: activityFixture() }));
    const activity = await loadEvent('demo-max');
    expect(activity.hash).toBe('demo-max');
    const { url, init } = callOf(fetchMock);
    expect(String(url)).toBe('http://media.test/eventor/public/activity/demo-max');
    expect(init.cache).toBeUndefined();
    expect(jest.mocked(unstable_cache).mock.lastCall?.slice(1)).toEqual([
      ['activity', 'demo-max'],
      { revalidate: REVALIDATE_SECONDS, tags: ['activity:demo-max'] },
    ]);
  });

  it('asks the server for only-chat mode, cached under the same tag', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ activity: activityFixture() }));
    await loadEvent('demo-max', { onlyChat: true });
    const { url, init } = callOf(fetchMock);
    expect(String(url)).toBe('http://media.test/eventor/public/activity/demo-max?isOnlyChat=true');
    expect(init.cache).toBeUndefined();
    expect(jest.mocked(unstable_cache).mock.lastCall?.slice(1)).toEqual([
      ['activity-only-chat', 'demo-max'],
      { revalidate: REVALIDATE_SECONDS, tags: ['activity:demo-max'] },
    ]);
  });

  it.each([
    [404, 'ACTIVITY_NOT_FOUND'],
    [400, 'WRONG_ACTIVITY_ID'],
  ])('turns %s %s into the 404 page', async (status, code) => {
    fetchMock.mockResolvedValue(errorResponse(status, code));
    await expect(loadEvent(`missing-${code}`)).rejects.toBe(NOT_FOUND);
  });

  it('lets any other upstream fault reach the error boundary', async () => {
    fetchMock.mockResolvedValue(errorResponse(500, 'UNEXPECTED'));
    const error = await loadEvent('broken').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNEXPECTED' });
  });
});
