import { getToplist } from './statistics';
import {
  callOf,
  jsonResponse,
  mockFetch,
  rejectionOf,
  restoreFetch,
  type FetchMock,
} from '@/test/api-support';

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ API_TIMEOUT_MS: 5000 }),
  getServiceUrls: () => ({ media: 'http://media.test', forms: 'http://forms.test' }),
}));

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = mockFetch();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

describe('getToplist', () => {
  it('orders by place and keeps the upstream order within a shared place', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        toplist: [
          { place: 3, name: 'Carol', score: 10 },
          { place: 1, name: 'Bob', score: 30 },
          { place: 2, name: 'Zed', score: 20 },
          { place: 2, name: 'Amy', score: 20, avatar: 'javascript:alert(1)' },
          { place: 2, name: 'Max', score: 20 },
        ],
      }),
    );
    const toplist = await getToplist(101);
    expect(toplist.map((entry) => entry.name)).toEqual(['Bob', 'Zed', 'Amy', 'Max', 'Carol']);
    expect(toplist[2]?.avatar).toBeUndefined();
    expect(callOf(fetchMock).url.pathname).toBe('/statistics/game/activity/101/score');
  });

  it('rejects a malformed activity id before any call', async () => {
    expect(await rejectionOf(getToplist(0))).toMatchObject({
      code: 'WRONG_ACTIVITY_ID',
      service: 'statistics',
      status: 400,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
