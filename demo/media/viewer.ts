import { findCertificate } from '../fixtures/certificates';
import { findActivityById } from '../fixtures';
import { DEMO_ERROR_CODES, fail, ok, type DemoResult } from '../responses';
import {
  bodyObject,
  checkCount,
  checkId,
  checkOptionalBoolean,
  checkToken,
  type Checked,
} from '../validation';
import { findDemoViewer } from '../store';
import type { Viewer } from '../wire-types';
import { activityNotFound, lookupActivity } from './activity-lookup';
import type { MediaContext } from './context';

/** `/viewer/...`: registration state, subscriptions, certificates and the public viewers list. */

const VIEWERS_DEFAULT_LIMIT = 20;
const MAX_LIMIT = 1000;

/** The activity's registration flag, by hash or by numeric activityID in its place. */
export async function getViewerInfo(ctx: MediaContext): Promise<DemoResult> {
  const lookup = await lookupActivity(ctx, ctx.params.hash);
  let activity = lookup.ok ? lookup.activity : undefined;
  if (!activity && /^[1-9][0-9]{0,15}$/.test(ctx.params.hash ?? '')) {
    activity = findActivityById(ctx.fixtures, Number(ctx.params.hash));
  }
  if (!activity) return lookup.ok ? activityNotFound() : lookup.result;
  const isRegistrationActive = ctx.fixtures.registrationActive.get(activity.hash) ?? false;
  return ok({ activity: { isRegistrationActive } });
}

/** The viewer behind the body's token, or the contract's error for a bad or unknown one. */
function findViewer(ctx: MediaContext): Checked<{ token: string; viewer: Viewer }> {
  const token = checkToken(bodyObject(ctx.body).token);
  if (!token.ok) return token;
  const viewer = findDemoViewer(ctx.store, token.value);
  return viewer
    ? { ok: true, value: { token: token.value, viewer } }
    : { ok: false, error: fail(404, DEMO_ERROR_CODES.VIEWER_NOT_FOUND, 'Viewer not found') };
}

function requiredBoolean(value: unknown, what: string): Checked<boolean> {
  return typeof value === 'boolean'
    ? { ok: true, value }
    : { ok: false, error: fail(400, DEMO_ERROR_CODES.BAD_REQUEST, `${what} must be a boolean`) };
}

export async function checkSubscription(ctx: MediaContext): Promise<DemoResult> {
  const found = findViewer(ctx);
  if (!found.ok) return found.error;
  const { hash } = bodyObject(ctx.body);
  if (hash !== undefined && hash !== null) {
    const lookup = await lookupActivity(ctx, hash);
    if (!lookup.ok) return lookup.result;
    return ok({ user: found.value.viewer });
  }
  // Without an event the question is about the whole platform: report the portal subscription.
  const portal = ctx.store.portalUnsubscribed.get(found.value.token);
  return ok({
    user: { ...found.value.viewer, unsubscribed: portal ?? found.value.viewer.unsubscribed },
  });
}

export function unsubscribe(ctx: MediaContext): DemoResult {
  const found = findViewer(ctx);
  if (!found.ok) return found.error;
  const value = requiredBoolean(bodyObject(ctx.body).unsubscribe, 'unsubscribe');
  if (!value.ok) return value.error;
  found.value.viewer.unsubscribed = value.value;
  return ok({ unsubscribe: value.value });
}

/** Saves e-mailing settings: fields left out keep their stored value. */
export function checkAssign(ctx: MediaContext): DemoResult {
  const found = findViewer(ctx);
  if (!found.ok) return found.error;
  const body = bodyObject(ctx.body);
  const career = checkOptionalBoolean(body.optinCareer, 'optinCareer');
  if (!career.ok) return career.error;
  const adv = checkOptionalBoolean(body.optinAdv, 'optinAdv');
  if (!adv.ok) return adv.error;
  const { viewer } = found.value;
  if (career.value !== undefined) viewer.optinCareer = career.value;
  if (adv.value !== undefined) viewer.optinAdv = adv.value;
  return ok({ user: viewer });
}

export function unsubscribePortal(ctx: MediaContext): DemoResult {
  const found = findViewer(ctx);
  if (!found.ok) return found.error;
  const value = requiredBoolean(bodyObject(ctx.body).unsubscribe, 'unsubscribe');
  if (!value.ok) return value.error;
  ctx.store.portalUnsubscribed.set(found.value.token, value.value);
  return ok({ unsubscribe: value.value });
}

export async function getCertificate(ctx: MediaContext): Promise<DemoResult> {
  const token = checkToken(ctx.params.token);
  const lookup = await lookupActivity(ctx, ctx.params.hash);
  if (!lookup.ok) return lookup.result;
  if (!token.ok) return token.error;
  const certificate = findCertificate(ctx.origin, lookup.activity.hash, token.value);
  if (certificate === 'not-found') {
    return fail(
      404,
      DEMO_ERROR_CODES.CERTIFICATE_NOT_FOUND,
      'The certificate has not been uploaded',
    );
  }
  if (!certificate) return fail(404, DEMO_ERROR_CODES.TOKEN_INVALID, 'Unknown certificate token');
  return ok({ certificate });
}

export function listViewers(ctx: MediaContext): DemoResult {
  const id = checkId(ctx.query.get('activityId'), 'activityId');
  if (!id.ok) return id.error;
  const offset = checkCount(ctx.query.get('offset'), 'offset', {
    fallback: 0,
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
  });
  if (!offset.ok) return offset.error;
  const limit = checkCount(ctx.query.get('limit'), 'limit', {
    fallback: VIEWERS_DEFAULT_LIMIT,
    min: 1,
    max: MAX_LIMIT,
  });
  if (!limit.ok) return limit.error;
  const viewers = ctx.fixtures.viewersByActivityId.get(id.value);
  if (!viewers) return activityNotFound();
  return ok({
    viewers: viewers.slice(offset.value, offset.value + limit.value),
    total: viewers.length,
  });
}
