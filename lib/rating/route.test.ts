import { ApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { getToplist } from '@/lib/api/statistics';
import { clearSharedRating } from './load';
import { ratingByActivityResponse, ratingByHashResponse } from './route';
import type { SanitizedActivity } from '@/lib/security/sanitize-content';

jest.mock('@/lib/api/readers', () => ({ getActivity: jest.fn() }));
jest.mock('@/lib/api/statistics', () => ({ getToplist: jest.fn() }));
const getActivityMock = getActivity as jest.MockedFunction<typeof getActivity>;
const getToplistMock = getToplist as jest.MockedFunction<typeof getToplist>;

describe('rating refresh routes', () => {
  beforeEach(() => {
    clearSharedRating();
    getActivityMock.mockReset();
    getToplistMock.mockReset();
  });

  it('by hash: the toplist in the upstream order, with shared-cache headers', async () => {
    getActivityMock.mockResolvedValue({ activityID: 101, name: 'Demo' } as SanitizedActivity);
    getToplistMock.mockResolvedValue([
      { place: 1, name: 'A', score: 10, avatar: 'https://cdn.example/a.svg' },
      { place: 2, name: 'C', score: 9, avatar: undefined },
      { place: 2, name: 'B', score: 9, avatar: undefined },
    ]);
    const response = await ratingByHashResponse('demo-online');
    expect(response.headers.get('Cache-Control')).toBe(
      'public, s-maxage=5, stale-while-revalidate=10',
    );
    expect(await response.json()).toEqual({
      toplist: [
        { place: 1, name: 'A', score: 10, avatar: 'https://cdn.example/a.svg' },
        { place: 2, name: 'C', score: 9 },
        { place: 2, name: 'B', score: 9 },
      ],
    });
    expect(getToplistMock).toHaveBeenCalledWith(101, { cache: 'no-store' });
  });

  it('by activity id: asks for that activity directly', async () => {
    getToplistMock.mockResolvedValue([]);
    const response = await ratingByActivityResponse('102');
    expect(await response.json()).toEqual({ toplist: [] });
    expect(getActivityMock).not.toHaveBeenCalled();
  });

  it('rejects malformed input before any call', async () => {
    expect((await ratingByHashResponse('a/b')).status).toBe(404);
    expect((await ratingByActivityResponse('-1')).status).toBe(404);
    expect(getToplistMock).not.toHaveBeenCalled();
  });

  it('reports an unreachable upstream as 503, uncached', async () => {
    getActivityMock.mockRejectedValue(
      new ApiError({ code: 'UNEXPECTED', service: 'eventor', status: 503 }),
    );
    const response = await ratingByHashResponse('demo-slow');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'UNEXPECTED' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
