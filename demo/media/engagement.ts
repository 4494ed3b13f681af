import { ok, type DemoResult } from '../responses';
import { checkCount, checkId } from '../validation';
import { knownHallIds } from '../fixtures';
import { activityNotFound } from './activity-lookup';
import type { MediaContext } from './context';

/** Chat history, the last poll and the attendee rating: the interactive side of an event. */

const CHAT_DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

/** The newest `limit` items of a hall's chat, oldest first. */
export function getChatHistory(ctx: MediaContext): DemoResult {
  const roomId = checkId(ctx.query.get('roomId'), 'roomId');
  if (!roomId.ok) return roomId.error;
  const limit = checkCount(ctx.query.get('limit'), 'limit', {
    fallback: CHAT_DEFAULT_LIMIT,
    min: 1,
    max: MAX_LIMIT,
  });
  if (!limit.ok) return limit.error;
  if (!knownHallIds(ctx.fixtures).has(roomId.value)) return activityNotFound();
  const items = ctx.fixtures.chatByHall.get(roomId.value) ?? [];
  return ok({ items: items.slice(-limit.value) });
}

export function getLastPoll(ctx: MediaContext): DemoResult {
  const id = checkId(ctx.params.activityId, 'activity id');
  if (!id.ok) return id.error;
  const { pollsByActivityId } = ctx.fixtures;
  return pollsByActivityId.has(id.value)
    ? ok({ poll: pollsByActivityId.get(id.value) ?? null })
    : activityNotFound();
}

export function getToplist(ctx: MediaContext): DemoResult {
  const id = checkId(ctx.params.activityId, 'activity id');
  if (!id.ok) return id.error;
  const toplist = ctx.fixtures.toplistsByActivityId.get(id.value);
  return toplist ? ok({ toplist }) : activityNotFound();
}
