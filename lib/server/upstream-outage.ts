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

type Registry = { [REGISTRY]?: UpstreamOutage };

export function recordUpstreamFailure(error: SerializedApiError, now: number = Date.now()): void {
  const httpStatus = httpStatusFor(error);
  if (httpStatus === 404) return;
  (globalThis as Registry)[REGISTRY] = {
    code: error.code,
    service: error.service,
    status: error.status,
    httpStatus,
    at: now,
  };
}

/** The outage that most likely caused a failure happening `now`, if any. */
export function recentUpstreamOutage(now: number = Date.now()): UpstreamOutage | undefined {
  const outage = (globalThis as Registry)[REGISTRY];
  if (!outage || now - outage.at > OUTAGE_WINDOW_MS || now < outage.at) return undefined;
  return outage;
}

export function clearUpstreamOutage(): void {
  delete (globalThis as Registry)[REGISTRY];
}
