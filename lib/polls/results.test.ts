import { pollResults, shareOf, wholePercentages, type PollInput } from './results';

function poll(overrides: Partial<PollInput>): PollInput {
  return { type: 'single-choice', totalVotes: 0, options: [], answers: [], scale: 5, ...overrides };
}

const option = (id: number, votes: number, extra: object = {}) => ({
  id,
  text: `Option ${id}`,
  votes,
  ...extra,
});

describe('wholePercentages', () => {
  it('adds up to exactly 100 when the values are the whole base', () => {
    expect(wholePercentages([1, 1, 1], 3)).toEqual([34, 33, 33]);
    expect(wholePercentages([198, 87, 64, 63], 412)).toEqual([48, 21, 16, 15]);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(wholePercentages([2, 2, 2, 1], 7))).toBe(100);
  });

  it('gives remainders to the earlier option on a tie', () => {
    expect(wholePercentages([1, 1], 2)).toEqual([50, 50]);
    expect(wholePercentages([1, 1, 1, 1, 1, 1], 6)).toEqual([17, 17, 17, 17, 16, 16]);
  });

  it('rounds each value alone when they are not the whole base', () => {
    expect(wholePercentages([121, 96, 74, 58], 230)).toEqual([53, 42, 32, 25]);
  });

  it('is all zeros with nothing to share, and never above 100', () => {
    expect(wholePercentages([0, 0], 0)).toEqual([0, 0]);
    expect(wholePercentages([5], 2)).toEqual([100]);
  });
});

describe('shareOf', () => {
  it('is a 0–1 share, 0 for an empty base', () => {
    expect(shareOf(1, 4)).toBe(0.25);
    expect(shareOf(3, 0)).toBe(0);
    expect(shareOf(9, 3)).toBe(1);
  });
});

describe('pollResults', () => {
  it('single choice: counts, percentages summing to 100, the leader', () => {
    const results = pollResults(
      poll({
        totalVotes: 412,
        options: [option(1, 198), option(2, 87), option(3, 64), option(4, 63)],
      }),
    );
    expect(results.kind).toBe('choice');
    if (results.kind !== 'choice') return;
    expect(results.base).toBe(412);
    expect(results.rows.map((row) => row.percent)).toEqual([48, 21, 16, 15]);
    expect(results.rows.map((row) => row.isLeader)).toEqual([true, false, false, false]);
    expect(results.rows.every((row) => !row.isCorrect)).toBe(true);
  });

  it('multiple choice: percentages of the respondents, which may add up past 100', () => {
    const results = pollResults(
      poll({
        type: 'multiple-choice',
        totalVotes: 230,
        options: [option(1, 121), option(2, 96), option(3, 74), option(4, 58)],
      }),
    );
    if (results.kind !== 'choice') throw new Error('choice expected');
    expect(results.rows.map((row) => row.percent)).toEqual([53, 42, 32, 25]);
    expect(results.rows[0]?.share).toBeCloseTo(121 / 230);
  });

  it('single correct: marks only the correct option', () => {
    const results = pollResults(
      poll({
        type: 'single-correct',
        totalVotes: 180,
        options: [option(1, 12), option(2, 9), option(3, 141, { isCorrect: true }), option(4, 18)],
      }),
    );
    if (results.kind !== 'choice') throw new Error('choice expected');
    expect(results.rows.map((row) => row.isCorrect)).toEqual([false, false, true, false]);
  });

  it('ignores isCorrect outside single-correct polls and survives zero votes', () => {
    const results = pollResults(
      poll({ options: [option(1, 0, { isCorrect: true }), option(2, 0)] }),
    );
    if (results.kind !== 'choice') throw new Error('choice expected');
    expect(results.rows.map((row) => [row.percent, row.isCorrect, row.isLeader])).toEqual([
      [0, false, false],
      [0, false, false],
    ]);
  });

  it('ranked choice: ordered by score, ties share a place and keep their order', () => {
    const results = pollResults(
      poll({
        type: 'ranked-choice',
        options: [
          option(1, 0, { score: 150 }),
          option(2, 0, { score: 312 }),
          option(3, 0, { score: 201 }),
          option(4, 0, { score: 201 }),
          option(5, 0),
        ],
      }),
    );
    if (results.kind !== 'ranked') throw new Error('ranked expected');
    expect(results.rows.map((row) => [row.id, row.place])).toEqual([
      [2, 1],
      [3, 2],
      [4, 2],
      [1, 4],
      [5, 5],
    ]);
    expect(results.rows[0]?.share).toBe(1);
    expect(results.rows[4]?.share).toBe(0);
  });

  it('rating choice: average and the distribution over the whole scale, highest first', () => {
    const results = pollResults(
      poll({
        type: 'rating-choice',
        options: [
          { id: 1, text: '1', votes: 4 },
          { id: 2, text: '2', votes: 7 },
          { id: 3, text: '3', votes: 25 },
          { id: 4, text: '4', votes: 88 },
          { id: 5, text: '5', votes: 140 },
        ],
      }),
    );
    if (results.kind !== 'rating') throw new Error('rating expected');
    expect(results.count).toBe(264);
    expect(results.average).toBeCloseTo((4 + 14 + 75 + 352 + 700) / 264);
    expect(results.rows.map((row) => row.value)).toEqual([5, 4, 3, 2, 1]);
    expect(results.rows.reduce((total, row) => total + row.percent, 0)).toBe(100);
    expect(results.rows[0]?.share).toBe(1);
  });

  it('rating choice: fills missing values, uses positions for non-numeric options', () => {
    const results = pollResults(
      poll({
        type: 'rating-choice',
        scale: 10,
        options: [
          { id: 1, text: 'bad', votes: 1 },
          { id: 2, text: '10', votes: 3 },
        ],
      }),
    );
    if (results.kind !== 'rating') throw new Error('rating expected');
    expect(results.scale).toBe(10);
    expect(results.rows).toHaveLength(10);
    expect(results.average).toBeCloseTo((1 * 1 + 10 * 3) / 4);
  });

  it('rating choice: no average before anyone rated, default scale for a bad one', () => {
    const results = pollResults(poll({ type: 'rating-choice', scale: 0 }));
    if (results.kind !== 'rating') throw new Error('rating expected');
    expect(results.scale).toBe(5);
    expect(results.average).toBeNull();
    expect(results.rows.every((row) => row.percent === 0)).toBe(true);
  });

  it('open choice: the non-empty answers in order', () => {
    expect(pollResults(poll({ type: 'open-choice', answers: [' First ', '', 'Second'] }))).toEqual({
      kind: 'open',
      answers: ['First', 'Second'],
    });
  });
});
