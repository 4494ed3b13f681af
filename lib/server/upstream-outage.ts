import { AsyncLocalStorage } from 'node:async_hooks';
import { httpStatusFor, type SerializedApiError } from '@/lib/api/errors';

/**
 * The last upstream outage this process saw, shared through `globalThis` because Next bundles the
 * upstream client (pages, routes) and the response hook (instrumentation) into separate chunks of
 * one process. Only faults count: a "not found" answer is the upstream working.
 */

export interface UpstreamOutage extends SerializedApiError {
  /** What the product answers with: 503 when the upstream was unreachable, 502 otherwise. */
  httpStatus: 502 | 503;
  at: number;
}

/**
 * How long an outage explains a failed render. Renders fail within one upstream timeout of the
 * failing call, so a few seconds of margin is enough; longer would blame later, unrelated bugs.
 */
export const OUTAGE_WINDOW_MS = 10_000;

const REGISTRY = Symbol.for('eventum.upstream-outage');
const SCOPES = Symbol.for('eventum.upstream-outage.scopes');

/** What one request has seen of the upstream. */
export interface RequestScope {
  outage?: UpstreamOutage;
}

type Registry = {
  [REGISTRY]?: UpstreamOutage;
  [SCOPES]?: AsyncLocalStorage<RequestScope>;
};

/**
 * One request's scope, shared by every chunk of the process (one storage on `globalThis`): the
 * response hook opens it per request, the upstream client writes the request's own fault into it,
 * so the status names that fault rather than whatever failed last in the process.
 */
export function requestScopes(): AsyncLocalStorage<RequestScope> {
  const registry = globalThis as Registry;
  registry[SCOPES] ??= new AsyncLocalStorage<RequestScope>();
  return registry[SCOPES];
}

export function recordUpstreamFailure(error: SerializedApiError, now: number = Date.now()): void {
  const httpStatus = httpStatusFor(error);
  if (httpStatus === 404) return;
  const outage = {
    code: error.code,
    service: error.service,
    status: error.status,
    httpStatus,
    at: now,
  };
  (globalThis as Registry)[REGISTRY] = outage;
  const scope = requestScopes().getStore();
  if (scope) scope.outage = outage;
}

/**
 * The outage that most likely caused a failure happening `now`, if any: the current request's
 * own fault first; else (a request that waited on another one's render, which Next shares) the
 * process's latest fault within the window.
 */
export function recentUpstreamOutage(now: number = Date.now()): UpstreamOutage | undefined {
  const own = requestScopes().getStore()?.outage;
  if (own) return own;
  const outage = (globalThis as Registry)[REGISTRY];
  if (!outage || now - outage.at > OUTAGE_WINDOW_MS || now < outage.at) return undefined;
  return outage;
}

export function clearUpstreamOutage(): void {
  delete (globalThis as Registry)[REGISTRY];
}
