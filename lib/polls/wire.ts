import type { Poll, PollType } from '@/lib/api/schemas';
import type { BodyParser } from '@/lib/api/transport';

/**
 * The polls refresh route's `{ poll }` body, checked in the browser without zod (~30 kB). The
 * route sends polls the server's schema already normalised, so this only guards the shape.
 */

const POLL_TYPES: readonly PollType[] = [
  'single-choice',
  'multiple-choice',
  'single-correct',
  'ranked-choice',
  'rating-choice',
  'open-choice',
];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const optional = <T>(value: unknown, check: (value: unknown) => value is T) =>
  value === undefined || check(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

function isOption(value: unknown): value is Poll['options'][number] {
  return (
    isObject(value) &&
    isNumber(value.id) &&
    typeof value.text === 'string' &&
    isNumber(value.votes) &&
    optional(value.isCorrect, isBoolean) &&
    optional(value.score, isNumber)
  );
}

function isPoll(value: unknown): value is Poll {
  return (
    isObject(value) &&
    isNumber(value.pollID) &&
    typeof value.question === 'string' &&
    POLL_TYPES.includes(value.type as PollType) &&
    optional(value.isClosed, isBoolean) &&
    isNumber(value.totalVotes) &&
    Array.isArray(value.options) &&
    value.options.every(isOption) &&
    Array.isArray(value.answers) &&
    value.answers.every((answer) => typeof answer === 'string') &&
    isNumber(value.scale)
  );
}

export const pollBodyParser: BodyParser<Poll | null> = {
  safeParse(value) {
    if (!isObject(value) || !('poll' in value)) return { success: false };
    if (value.poll === null) return { success: true, data: null };
    return isPoll(value.poll) ? { success: true, data: value.poll } : { success: false };
  },
};
