import { getQuestions } from '@/lib/api/chat';
import { ApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import type { ChatItem } from '@/lib/api/schemas';
import { clearSharedQuestions } from './load';
import { questionsRouteResponse } from './route';
import type { SanitizedActivity } from '@/lib/security/sanitize-content';

jest.mock('@/lib/api/readers', () => ({ getActivity: jest.fn() }));
jest.mock('@/lib/api/chat', () => ({ getQuestions: jest.fn() }));
const getActivityMock = getActivity as jest.MockedFunction<typeof getActivity>;
const getQuestionsMock = getQuestions as jest.MockedFunction<typeof getQuestions>;

const activity = { activityID: 101, name: 'Demo', mainHall: { id: 201 } } as SanitizedActivity;
const item: ChatItem = {
  id: '201-9',
  createdAt: '2026-12-03T10:00:00+03:00',
  author: { name: 'Юлия Попова' },
  payload: { text: 'Какую задержку?', isQuestion: true, isAnswered: undefined, likes: undefined },
};

describe('GET /api/questions/[hash]', () => {
  beforeEach(() => {
    clearSharedQuestions();
    getActivityMock.mockReset();
    getQuestionsMock.mockReset();
  });

  it('answers the main hall’s questions with shared-cache headers', async () => {
    getActivityMock.mockResolvedValue(activity);
    getQuestionsMock.mockResolvedValue([item]);
    const response = await questionsRouteResponse('demo-online');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(
      'public, s-maxage=2, stale-while-revalidate=5',
    );
    expect(await response.json()).toEqual({
      questions: [
        {
          id: '201-9',
          author: 'Юлия Попова',
          text: 'Какую задержку?',
          createdAt: '2026-12-03T10:00:00+03:00',
          isAnswered: false,
          likes: 0,
        },
      ],
    });
    expect(getActivityMock).toHaveBeenCalledWith('demo-online');
    expect(getQuestionsMock).toHaveBeenCalledWith(201, { cache: 'no-store' });
  });

  it('shares one upstream read between the screens refreshing within 2 s', async () => {
    getActivityMock.mockResolvedValue(activity);
    getQuestionsMock.mockResolvedValue([item]);
    await Promise.all([
      questionsRouteResponse('demo-online'),
      questionsRouteResponse('demo-online'),
    ]);
    await questionsRouteResponse('demo-online');
    expect(getQuestionsMock).toHaveBeenCalledTimes(1);
  });

  it.each(['', 'a b', 'x'.repeat(65), 'hash;drop'])(
    'answers 404 for the malformed hash %p without calling the upstream',
    async (hash) => {
      const response = await questionsRouteResponse(hash);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'WRONG_ACTIVITY_ID' });
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(getActivityMock).not.toHaveBeenCalled();
    },
  );

  it.each([
    [new ApiError({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 }), 404],
    [new ApiError({ code: 'UNEXPECTED', service: 'chat', status: 503 }), 503],
    [new Error('boom'), 502],
  ])('turns %p into status %i without caching', async (failure, status) => {
    getActivityMock.mockResolvedValue(activity);
    getQuestionsMock.mockRejectedValue(failure);
    const response = await questionsRouteResponse('demo-online');
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
