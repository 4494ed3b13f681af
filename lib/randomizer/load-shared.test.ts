import { upstreamRequest } from '@/lib/api/http';
import { getActivity } from '@/lib/api/readers';
import { VIEWERS_MAX_PAGES, VIEWERS_PAGE_SIZE } from '@/lib/api/viewer';
import { RANDOMIZER_SHARED_MS, clearSharedRandomizer, loadRandomizer } from './load';

/**
 * The real paging (listAllViewers) over a counted upstream: what repeated /randomizer requests
 * cost the viewers service. Each `loadRandomizer` call outside a render is its own request
 * (React `cache` only dedupes within one).
 */
jest.mock('@/lib/api/readers', () => ({ getActivity: jest.fn() }));
jest.mock('@/lib/api/http', () => ({
  ...jest.requireActual('@/lib/api/http'),
  upstreamRequest: jest.fn(),
}));
const upstream = upstreamRequest as jest.MockedFunction<typeof upstreamRequest>;
const activityMock = getActivity as jest.MockedFunction<typeof getActivity>;

const TOTAL = 100_000; // a crowd far larger than the paging bound
function viewersPage(query: { offset: number; limit: number }) {
  const viewers = Array.from({ length: query.limit }, (_, index) => ({
    id: query.offset + index + 1,
    name: `v${query.offset + index + 1}`,
  }));
  return { viewers, total: TOTAL };
}

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
  clearSharedRandomizer();
  activityMock.mockReset();
  activityMock.mockResolvedValue({ activityID: 101, name: 'Event' } as never);
  upstream.mockReset();
  upstream.mockImplementation(
    async ({ query }) => viewersPage(query as { offset: number; limit: number }) as never,
  );
});
afterEach(() => jest.useRealTimers());

describe('loadRandomizer upstream cost', () => {
  it('pages through at most VIEWERS_MAX_PAGES calls for one request', async () => {
    const data = await loadRandomizer('demo-crowd');
    expect(upstream).toHaveBeenCalledTimes(VIEWERS_MAX_PAGES);
    expect(data.viewers).toHaveLength(VIEWERS_MAX_PAGES * VIEWERS_PAGE_SIZE);
  });

  it('shares one read between repeated and concurrent requests within the period', async () => {
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, () => loadRandomizer('demo-crowd')),
    );
    expect(new Set(concurrent).size).toBe(1);
    jest.setSystemTime(RANDOMIZER_SHARED_MS - 1);
    for (let request = 0; request < 30; request += 1) await loadRandomizer('demo-crowd');
    expect(upstream).toHaveBeenCalledTimes(VIEWERS_MAX_PAGES);

    // After the period, one new read; another event has its own.
    jest.setSystemTime(RANDOMIZER_SHARED_MS);
    await loadRandomizer('demo-crowd');
    await loadRandomizer('demo-other');
    expect(upstream).toHaveBeenCalledTimes(3 * VIEWERS_MAX_PAGES);
  });

  it('keeps no failure: the next request reads again', async () => {
    upstream.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(loadRandomizer('demo-crowd')).rejects.toMatchObject({ service: 'viewer' });
    await expect(loadRandomizer('demo-crowd')).resolves.toMatchObject({ eventName: 'Event' });
  });
});
