import { ok, type DemoResult } from '../responses';
import { checkId } from '../validation';
import { activityNotFound, lookupActivity } from './activity-lookup';
import type { MediaContext } from './context';
import { copyHallEvents } from './programme';

/** `/eventor/public/...`: activities by hash, link and stream-keys id, and hall programmes. */

/** `isOnlyChat=true` is accepted and changes nothing: the demo has no separate chat-only view. */
export async function getActivity(ctx: MediaContext): Promise<DemoResult> {
  const lookup = await lookupActivity(ctx, ctx.params.hash);
  return lookup.ok ? ok({ activity: lookup.activity }) : lookup.result;
}

export function getActivityByLink(ctx: MediaContext): DemoResult {
  const id = checkId(ctx.params.linkId, 'link id');
  if (!id.ok) return id.error;
  const hash = ctx.fixtures.links.get(id.value);
  const activity = hash === undefined ? undefined : ctx.fixtures.activities.get(hash);
  return activity ? ok({ activity }) : activityNotFound();
}

export function getStreamKeys(ctx: MediaContext): DemoResult {
  const id = checkId(ctx.params.keysId, 'keys id');
  if (!id.ok) return id.error;
  const keys = ctx.fixtures.streamKeys.get(id.value);
  const activity = keys && ctx.fixtures.activities.get(keys.activityHash);
  if (!keys || !activity) return activityNotFound();
  return ok({
    activity: { activityID: activity.activityID, name: activity.name, streams: keys.streams },
  });
}

export function listEvents(ctx: MediaContext): DemoResult {
  const id = checkId(ctx.params.hallId, 'hall id');
  if (!id.ok) return id.error;
  const published = copyHallEvents(id.value, ctx.fixtures.eventsByHall);
  if (published) return ok({ events: published });
  if (!ctx.fixtures.eventsByHall.has(id.value)) return activityNotFound();
  const events = ctx.fixtures.eventsByHall.get(id.value);
  return ok(events ? { events } : {});
}
