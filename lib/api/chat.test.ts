import { getChatHistory, getQuestions } from './chat';
import {
  callOf,
  chatItemFixture,
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

const item = (id: string, createdAt: string, isQuestion?: boolean | null) =>
  chatItemFixture({ id, createdAt, payload: { text: id, isQuestion } });

describe('getChatHistory', () => {
  it('sends roomId and limit and returns the items', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ items: [chatItemFixture()] }));
    const items = await getChatHistory({ roomId: 7, limit: 50 });
    expect(items.map((entry) => entry.id)).toEqual(['c1']);
    const { url } = callOf(fetchMock);
    expect(url.pathname).toBe('/chat/room/chat_moder_hist');
    expect(Object.fromEntries(url.searchParams)).toEqual({ roomId: '7', limit: '50' });
  });

  it('rejects a malformed room id or limit with the chat service, before any call', async () => {
    for (const call of [
      getChatHistory({ roomId: 'x' }),
      getChatHistory({ roomId: 7, limit: 0 }),
      getChatHistory({ roomId: 7, limit: 5000 }),
    ]) {
      expect(await rejectionOf(call)).toMatchObject({ code: 'WRONG_ACTIVITY_ID', service: 'chat' });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('getQuestions', () => {
  it('keeps only questions, newest first', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        items: [
          item('old-q', '2026-12-03T10:00:00+03:00', true),
          item('chat', '2026-12-03T10:30:00+03:00', false),
          item('new-q', '2026-12-03T10:20:00+03:00', true),
          item('no-flag', '2026-12-03T10:40:00+03:00'),
          item('null-flag', '2026-12-03T10:50:00+03:00', null),
          item('mid-q', '2026-12-03T10:10:00+03:00', true),
        ],
      }),
    );
    const questions = await getQuestions(7);
    expect(questions.map((question) => question.id)).toEqual(['new-q', 'mid-q', 'old-q']);
  });

  it('orders by instant across offsets and keeps upstream order for equal times', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        items: [
          item('utc-later', '2026-12-03T07:30:00Z', true),
          item('tie-1', '2026-12-03T10:00:00+03:00', true),
          item('msk-earlier', '2026-12-03T10:15:00+03:00', true),
          item('tie-2', '2026-12-03T07:00:00Z', true),
        ],
      }),
    );
    const questions = await getQuestions(7);
    expect(questions.map((question) => question.id)).toEqual([
      'utc-later',
      'msk-earlier',
      'tie-1',
      'tie-2',
    ]);
  });

  it('passes the limit through', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ items: [] }));
    await getQuestions('7', { limit: 20 });
    expect(callOf(fetchMock).url.searchParams.get('limit')).toBe('20');
  });
});
