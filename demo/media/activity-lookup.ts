import { DEMO_ERROR_CODES, fail, type DemoResult } from '../responses';
import { checkHash } from '../validation';
import type { Activity } from '../wire-types';
import type { MediaContext } from './context';
import {
  abortedResult,
  faultFor,
  flakyActivity,
  SLOW_RESPONSE_MS,
  waitUnlessAborted,
} from './faults';
import { unpublishedActivity } from './programme';

export type ActivityLookup = { ok: true; activity: Activity } | { ok: false; result: DemoResult };

export const activityNotFound = () =>
  fail(404, DEMO_ERROR_CODES.ACTIVITY_NOT_FOUND, 'Activity not found');

/**
 * The activity behind a hash, as every hash-keyed call needs it: 400 for a malformed hash, the
 * fault fixtures' behaviour, then 404 ACTIVITY_NOT_FOUND for an unknown one.
 */
export async function lookupActivity(ctx: MediaContext, rawHash: unknown): Promise<ActivityLookup> {
  const hash = checkHash(rawHash);
  if (!hash.ok) return { ok: false, result: hash.error };
  const fault = faultFor(hash.value);
  if (fault === 'slow') {
    const waited = await waitUnlessAborted(SLOW_RESPONSE_MS, ctx.signal);
    if (!waited) return { ok: false, result: abortedResult() };
  } else if (fault) {
    return { ok: false, result: fault };
  }
  const activity =
    ctx.fixtures.activities.get(hash.value) ??
    flakyActivity(hash.value, ctx.fixtures.activities) ??
    unpublishedActivity(hash.value, ctx.fixtures.activities);
  return activity ? { ok: true, activity } : { ok: false, result: activityNotFound() };
}
