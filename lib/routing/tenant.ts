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

// Tenant isolation on a custom domain: only the domain's own event may be named (decision 0216).

export interface EventReference {
  hash?: string;
  activityId?: number;
  hallId?: number;
}

/** Judged by the domain's cached activity read; a failed read throws (an outage is no 404). @internal */
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

/** Inputs the route refuses anyway are left to it. */
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

/** The middleware already refused a foreign `hash`; this adds the ids it cannot judge. */
export async function notFoundUnlessOwnEvent(named: EventReference): Promise<void> {
  if (!(await belongsToRequestDomain(await headers(), named))) notFound();
}
