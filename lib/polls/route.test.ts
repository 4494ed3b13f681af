import { ApiError } from '@/lib/api/errors';
import { getLastPoll } from '@/lib/api/polls';
import { getActivity } from '@/lib/api/readers';
import type { Poll } from '@/lib/api/schemas';
import { clearSharedPolls } from './load';
import { pollByActivityResponse, pollByHashResponse } from './route';
import type { SanitizedActivity } from '@/lib/security/sanitize-content';

jest.mock('@/lib/api/readers', () => ({ getActivity: jest.fn() }));
jest.mock('@/lib/api/polls', () => ({ getLastPoll: jest.fn() }));
const getActivityMock = getActivity as jest.MockedFunction<typeof getActivity>;
const getLastPollMock = getLastPoll as jest.MockedFunction<typeof getLastPoll>;

const poll = {
  pollID: 7002,
  question: 'Темы?',
  type: 'multiple-choice',
  isClosed: undefined,
  totalVotes: 2,
  options: [],
  answers: [],
  scale: 5,
} as Poll;

describe('poll refresh routes', () => {
  beforeEach(() => {
    clearSharedPolls();
    getActivityMock.mockReset();
    getLastPollMock.mockReset();
  });

  it('by hash: resolves the activity, answers the last poll with shared-cache headers', async () => {
    getActivityMock.mockResolvedValue({ activityID: 101, name: 'Demo' } as SanitizedActivity);
    getLastPollMock.mockResolvedValue(poll);
    const response = await pollByHashResponse('demo-online');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(
      'public, s-maxage=2, stale-while-revalidate=5',
    );
    expect(await response.json()).toEqual({ poll: JSON.parse(JSON.stringify(poll)) });
    expect(getLastPollMock).toHaveBeenCalledWith(101, { cache: 'no-store' });
  });

  it('by activity id: asks for that activity’s poll directly; null means no poll yet', async () => {
    getLastPollMock.mockResolvedValue(null);
    const response = await pollByActivityResponse('3002');
    expect(await response.json()).toEqual({ poll: null });
    expect(getActivityMock).not.toHaveBeenCalled();
    expect(getLastPollMock).toHaveBeenCalledWith(3002, expect.anything());
  });

  it.each([
    () => pollByHashResponse('bad hash'),
    () => pollByActivityResponse('0'),
    () => pollByActivityResponse('1e3'),
    () => pollByActivityResponse('99999999999999999'),
  ])('answers 404 for malformed input without calling the upstream (%#)', async (call) => {
    const response = await call();
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'WRONG_ACTIVITY_ID' });
    expect(getLastPollMock).not.toHaveBeenCalled();
  });

  it('passes an upstream failure on as its code and status, uncached', async () => {
    getLastPollMock.mockRejectedValue(
      new ApiError({ code: 'ACTIVITY_NOT_FOUND', service: 'polls', status: 404 }),
    );
    const response = await pollByActivityResponse('999');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'ACTIVITY_NOT_FOUND' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
