import { getLastPoll } from './polls';
import {
  callOf,
  jsonResponse,
  mockFetch,
  pollFixture,
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

describe('getLastPoll', () => {
  it('reads the last poll of an activity', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ poll: pollFixture() }));
    const poll = await getLastPoll(101);
    expect(poll?.pollID).toBe(31);
    expect(poll?.options.map((option) => option.votes)).toEqual([6, 4]);
    expect(callOf(fetchMock).url.pathname).toBe('/polls/last/101');
  });

  it('returns null when there is no poll', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ poll: null }));
    await expect(getLastPoll(101)).resolves.toBeNull();
  });

  it('defaults a rating poll scale to 5', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ poll: { ...pollFixture(), type: 'rating-choice', scale: null } }),
    );
    expect((await getLastPoll(101))?.scale).toBe(5);
  });

  it('treats a poll without totalVotes as an upstream fault of the polls service', async () => {
    const { totalVotes: _votes, ...broken } = pollFixture();
    fetchMock.mockResolvedValue(jsonResponse({ poll: broken }));
    expect(await rejectionOf(getLastPoll(101))).toMatchObject({
      code: 'UNEXPECTED',
      service: 'polls',
      status: 502,
    });
  });

  it('rejects a malformed activity id before any call', async () => {
    expect(await rejectionOf(getLastPoll('1;DROP'))).toMatchObject({
      code: 'WRONG_ACTIVITY_ID',
      service: 'polls',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
