import { ApiError } from './errors';
import { getActivityByHash, getStreamKeys, listEvents } from './eventor';
import {
  activityFixture,
  callOf,
  eventFixture,
  jsonResponse,
  logLines,
  mockFetch,
  rejectionOf,
  restoreFetch,
  streamKeysFixture,
  type FetchMock,
} from '@/test/api-support';

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ API_TIMEOUT_MS: 5000 }),
  getServiceUrls: () => ({ media: 'http://media.test', forms: 'http://forms.test' }),
}));

let fetchMock: FetchMock;
let errorLog: jest.SpyInstance;
beforeEach(() => {
  fetchMock = mockFetch();
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const BAD_HASHES = [
  '',
  'x'.repeat(65),
  'a/b',
  '..',
  '../admin',
  'a b',
  'a?b=1',
  'ключ',
  'a.b',
  '%2e',
];

async function expectRejectedBeforeFetch(promise: Promise<unknown>, code: string) {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code, service: 'eventor', status: 400 });
  expect(fetchMock).not.toHaveBeenCalled();
}

describe('getActivityByHash', () => {
  it('reads the activity by hash', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ activity: activityFixture() }));
    const activity = await getActivityByHash('demo-max');
    expect(activity.name).toBe('Product Conference 2026');
    const { url, init } = callOf(fetchMock);
    expect(url.href).toBe('http://media.test/eventor/public/activity/demo-max');
    expect(init.method).toBe('GET');
  });

  it('adds isOnlyChat=true only when asked', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ activity: activityFixture() }));
    await getActivityByHash('demo-max', { isOnlyChat: true });
    await getActivityByHash('demo-max', { isOnlyChat: false });
    expect(callOf(fetchMock, 0).url.search).toBe('?isOnlyChat=true');
    expect(callOf(fetchMock, 1).url.search).toBe('');
  });

  it.each(BAD_HASHES)('rejects hash %j before any call', async (hash) => {
    await expectRejectedBeforeFetch(getActivityByHash(hash), 'WRONG_ACTIVITY_ID');
  });

  it('passes the upstream ACTIVITY_NOT_FOUND through', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'ACTIVITY_NOT_FOUND' }, 404));
    const error = await rejectionOf(getActivityByHash('gone'));
    expect(error).toMatchObject({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 });
  });
});

describe('getStreamKeys', () => {
  it('reads the stream keys without any caching, whatever the caller asks', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ activity: { activityID: 1, name: 'N', streams: [streamKeysFixture()] } }),
    );
    const keys = await getStreamKeys('77', { cache: 'force-cache' });
    expect(keys.streams[0]?.rtmp.streamKey).toBe('sk-123');
    const { url, init } = callOf(fetchMock);
    expect(url.pathname).toBe('/eventor/public/activity/keys/77');
    expect(init.cache).toBe('no-store');
  });

  it('keeps the keys id out of the failure log', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'BOOM' }, 500));
    await rejectionOf(getStreamKeys(987654321));
    expect(logLines(errorLog)[0]?.path).toBe('/eventor/public/activity/keys/***');
    expect(JSON.stringify(errorLog.mock.calls)).not.toContain('987654321');
  });

  it('rejects a malformed keys id before any call', async () => {
    await expectRejectedBeforeFetch(getStreamKeys('../1'), 'WRONG_ACTIVITY_ID');
  });
});

describe('listEvents', () => {
  it('reads the events of a hall', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ events: [eventFixture()] }));
    const events = await listEvents(7);
    expect(events.map((event) => event.eventID)).toEqual([501]);
    expect(callOf(fetchMock).url.pathname).toBe('/eventor/public/listevents/7');
  });

  it.each([{}, { events: null }])('reads %j as no events', async (body) => {
    fetchMock.mockResolvedValue(jsonResponse(body));
    await expect(listEvents(7)).resolves.toEqual([]);
  });

  it('treats an event without a start as an upstream fault', async () => {
    const { eventStart: _start, ...broken } = eventFixture();
    fetchMock.mockResolvedValue(jsonResponse({ events: [broken] }));
    const error = await rejectionOf(listEvents(7));
    expect(error).toMatchObject({ code: 'UNEXPECTED', status: 502 });
  });

  it('rejects a malformed hall id before any call', async () => {
    await expectRejectedBeforeFetch(listEvents(-7), 'WRONG_ACTIVITY_ID');
  });
});
