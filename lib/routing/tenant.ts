import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ERROR_CODES, httpStatusFor, toApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { HASH_PATTERN, ID_PATTERN } from '@/lib/api/schemas';
import { NO_STORE_HEADERS } from '@/lib/cache/cache-control';
import { getConfig } from '@/lib/config';
import { isEventNotFound } from '@/lib/platform/load-event';
import { findCustomDomain, requestHost, type HeaderSource } from './domains';

/**
 * Tenant isolation on an organizer's custom domain (docs/security.md, threat model; decision
 * 0216): on a host named in `CUSTOM_DOMAINS` only the domain's own event may be named, by its
 * hash, its activity id or one of its halls' ids. The main site (any other host) names any event.
 * The host is read exactly as the middleware reads it (`requestHost`, `TRUST_PROXY`).
 */

/** What a request names: any of an event's hash, its activity id, one of its hall ids. */
export interface EventReference {
  hash?: string;
  activityId?: number;
  hallId?: number;
}

/**
 * Whether the request may be answered about `named`: always on the main site; on a mapped host
 * only when everything named belongs to the domain's event. A hash is compared with the map; an
 * activity or hall id with the domain's event (`getActivity`, the cached read the domain's own
 * pages make: `activityID`, `mainHall`, `halls`), so the check costs no upstream call while that
 * read is cached. A domain whose event the upstream does not know owns nothing; any other failure
 * of that read is thrown, for the caller's error answer (an outage is not a "not found").
 */
export async function belongsToRequestDomain(
  headers: HeaderSource,
  named: EventReference,
): Promise<boolean> {
  const { CUSTOM_DOMAINS, TRUST_PROXY } = getConfig();
  const domain = findCustomDomain(CUSTOM_DOMAINS, requestHost(headers, TRUST_PROXY));
  if (!domain) return true;
  if (named.hash !== undefined && named.hash !== domain.hash) return false;
  if (named.activityId === undefined && named.hallId === undefined) return true;
  let activity;
  try {
    activity = await getActivity(domain.hash);
  } catch (error) {
    if (isEventNotFound(error)) return false;
    throw error;
  }
  if (named.activityId !== undefined && named.activityId !== activity.activityID) return false;
  if (named.hallId === undefined) return true;
  const halls = [activity.mainHall.id, ...(activity.halls ?? []).map((hall) => hall.id)];
  return halls.includes(named.hallId);
}

/**
 * An API route's answer when the request names another event than its custom domain's: 404
 * `{ error: "ACTIVITY_NOT_FOUND" }`, never stored; `undefined` to answer as usual. Inputs the
 * route will refuse anyway (a malformed hash or id) are left to it. When the domain's own event
 * cannot be read the answer is that failure's (502/503), as the route's own would be.
 */
export async function foreignEventResponse(
  request: Request,
  named: { hash?: string; activityId?: string; hallId?: string },
): Promise<Response | undefined> {
  const reference: EventReference = {
    hash: named.hash !== undefined && HASH_PATTERN.test(named.hash) ? named.hash : undefined,
    activityId: asId(named.activityId),
    hallId: asId(named.hallId),
  };
  try {
    if (await belongsToRequestDomain(request.headers, reference)) return undefined;
    return errorResponse(ERROR_CODES.ACTIVITY_NOT_FOUND, 404);
  } catch (error) {
    const apiError = toApiError(error, 'eventor');
    return errorResponse(apiError.code, httpStatusFor(apiError));
  }
}

function asId(value: string | undefined): number | undefined {
  return value !== undefined && ID_PATTERN.test(value) && Number.isSafeInteger(Number(value))
    ? Number(value)
    : undefined;
}

function errorResponse(code: string, status: number): Response {
  return Response.json({ error: code }, { status, headers: NO_STORE_HEADERS });
}

/**
 * A page's check (server components, before anything is sent): `notFound()`, a 404, when the
 * request names another event than its custom domain's. The middleware has already refused a
 * foreign `hash` on every page; this adds the ids it cannot judge without the domain's event.
 */
export async function notFoundUnlessOwnEvent(named: EventReference): Promise<void> {
  if (!(await belongsToRequestDomain(await headers(), named))) notFound();
}
