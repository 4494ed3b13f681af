import type { PollType } from '@/lib/api/schemas';

// Pure: the server render and the client refresh use the same numbers.

interface ChoiceRow {
  id: number;
  text: string;
  votes: number;
  percent: number;
  /** Unrounded, so short bars do not vanish or jump. */
  share: number;
  isCorrect: boolean;
  isLeader: boolean;
}

interface RankedRow {
  id: number;
  text: string;
  score: number;
  place: number;
  share: number;
}

interface RatingRow {
  value: number;
  votes: number;
  percent: number;
  share: number;
}

export type PollResults =
  | {
      kind: 'choice';
      type: Extract<PollType, 'single-choice' | 'multiple-choice' | 'single-correct'>;
      base: number;
      rows: ChoiceRow[];
    }
  | { kind: 'ranked'; rows: RankedRow[] }
  | {
      kind: 'rating';
      scale: number;
      count: number;
      average: number | null;
      rows: RatingRow[];
    }
  | { kind: 'open'; answers: string[] };

export interface PollInput {
  type: PollType;
  totalVotes: number;
  options: readonly {
    id: number;
    text: string;
    votes: number;
    isCorrect?: boolean;
    score?: number;
  }[];
  answers: readonly string[];
  scale: number;
}

const DEFAULT_RATING_SCALE = 5;
const MAX_RATING_SCALE = 100;

function nonNegative(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** @internal */
export function shareOf(part: number, base: number): number {
  if (!(base > 0)) return 0;
  return Math.min(1, Math.max(0, part / base));
}

/** Largest remainder, so a single-choice poll never totals 99 % or 101 %. @internal */
export function wholePercentages(values: readonly number[], base: number): number[] {
  if (!(base > 0)) return values.map(() => 0);
  const exact = values.map((value) => (Math.max(0, value) / base) * 100);
  const sum = values.reduce((total, value) => total + Math.max(0, value), 0);
  if (sum !== base) return exact.map((value) => Math.min(100, Math.round(value)));
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((total, value) => total + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}

function choiceResults(poll: PollInput, type: Extract<PollResults, { kind: 'choice' }>['type']) {
  const votes = poll.options.map((option) => nonNegative(option.votes));
  const sum = votes.reduce((total, value) => total + value, 0);
  const most = Math.max(0, ...votes);
  // A multiple-choice voter counts once per option, so its base is the upstream's respondents.
  const base =
    type === 'multiple-choice'
      ? Math.max(nonNegative(poll.totalVotes), most)
      : Math.max(nonNegative(poll.totalVotes), sum);
  const percents = wholePercentages(votes, base);
  const rows = poll.options.map((option, index) => ({
    id: option.id,
    text: option.text,
    votes: votes[index] ?? 0,
    percent: percents[index] ?? 0,
    share: shareOf(votes[index] ?? 0, base),
    isCorrect: type === 'single-correct' && option.isCorrect === true,
    isLeader: most > 0 && votes[index] === most,
  }));
  return { kind: 'choice' as const, type, base, rows };
}

function rankedResults(poll: PollInput): PollResults {
  const sorted = poll.options
    .map((option) => ({ id: option.id, text: option.text, score: nonNegative(option.score) }))
    .sort((a, b) => b.score - a.score);
  const top = sorted[0]?.score ?? 0;
  let place = 0;
  const rows = sorted.map((option, index) => {
    if (index === 0 || sorted[index - 1]?.score !== option.score) place = index + 1;
    return { ...option, place, share: shareOf(option.score, top) };
  });
  return { kind: 'ranked', rows };
}

function ratingValue(text: string, index: number): number {
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= 1 && value <= MAX_RATING_SCALE ? value : index + 1;
}

function ratingResults(poll: PollInput): PollResults {
  const counted = poll.options.map((option, index) => ({
    value: ratingValue(option.text, index),
    votes: nonNegative(option.votes),
  }));
  const declared =
    Number.isInteger(poll.scale) && poll.scale >= 2 && poll.scale <= MAX_RATING_SCALE
      ? poll.scale
      : DEFAULT_RATING_SCALE;
  const scale = Math.min(MAX_RATING_SCALE, Math.max(declared, ...counted.map((c) => c.value)));
  const votesByValue = Array.from({ length: scale }, (_, index) =>
    counted.filter((c) => c.value === index + 1).reduce((total, c) => total + c.votes, 0),
  );
  const count = votesByValue.reduce((total, value) => total + value, 0);
  const weighted = votesByValue.reduce((total, votes, index) => total + votes * (index + 1), 0);
  const percents = wholePercentages(votesByValue, count);
  const most = Math.max(0, ...votesByValue);
  return {
    kind: 'rating',
    scale,
    count,
    average: count > 0 ? weighted / count : null,
    rows: votesByValue
      .map((votes, index) => ({
        value: index + 1,
        votes,
        percent: percents[index] ?? 0,
        share: shareOf(votes, most),
      }))
      .reverse(),
  };
}

export function pollResults(poll: PollInput): PollResults {
  switch (poll.type) {
    case 'single-choice':
    case 'multiple-choice':
    case 'single-correct':
      return choiceResults(poll, poll.type);
    case 'ranked-choice':
      return rankedResults(poll);
    case 'rating-choice':
      return ratingResults(poll);
    case 'open-choice':
      return {
        kind: 'open',
        answers: poll.answers.map((answer) => answer.trim()).filter(Boolean),
      };
  }
}
