import type { BodyParser } from '@/lib/api/transport';
import type { Poll } from '@/lib/api/schemas';
import { loadPollBodyParser } from './wire';

let pollBodyParser: BodyParser<Poll | null>;
beforeAll(async () => {
  pollBodyParser = await loadPollBodyParser();
});

const poll = {
  pollID: 7001,
  question: 'Какой формат?',
  type: 'single-choice',
  isClosed: false,
  totalVotes: 3,
  options: [{ id: 1, text: 'A', votes: 3, isCorrect: true }],
  answers: [],
  scale: 5,
};

describe('pollBodyParser', () => {
  it('accepts a poll and the "no poll yet" null', () => {
    expect(pollBodyParser.safeParse({ poll })).toEqual({ success: true, data: poll });
    expect(pollBodyParser.safeParse({ poll: null })).toEqual({ success: true, data: null });
  });

  it('accepts every poll type with optional fields left out', () => {
    for (const type of [
      'single-choice',
      'multiple-choice',
      'single-correct',
      'ranked-choice',
      'rating-choice',
      'open-choice',
    ]) {
      const { isClosed: _closed, ...rest } = poll;
      expect(pollBodyParser.safeParse({ poll: { ...rest, type } }).success).toBe(true);
    }
  });

  it.each([
    undefined,
    {},
    { poll: { ...poll, type: 'quiz' } },
    { poll: { ...poll, totalVotes: '3' } },
    { poll: { ...poll, options: [{ id: 1, text: 'A' }] } },
    { poll: { ...poll, options: [{ id: 1, text: 'A', votes: 1, score: 'x' }] } },
    { poll: { ...poll, answers: [1] } },
    { poll: { ...poll, scale: undefined } },
  ])('rejects %p', (body) => {
    expect(pollBodyParser.safeParse(body).success).toBe(false);
  });
});
