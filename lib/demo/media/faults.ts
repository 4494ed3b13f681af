import { DEMO_IDS } from '../ids';
import { CONTENT_TYPES, DEMO_ERROR_CODES, fail, raw, type DemoResult } from '../responses';

/**
 * The deliberately failing hashes. They sit in front of every hash-keyed call so the product's
 * error paths (non-JSON body → UNEXPECTED, timeout, abort) can be exercised end to end.
 */

export const SLOW_RESPONSE_MS = 10_000;

const BROKEN_PAGE =
  '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head>' +
  '<body><h1>Internal Server Error</h1><p>The demo upstream failed on purpose (demo-broken).</p></body></html>';

/** Resolves true after `ms`, or false as soon as `signal` aborts (the timer is then cleared). */
export function waitUnlessAborted(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The fault a hash stands for: an answer to send instead, `'slow'` when the caller must wait
 * first, or `undefined` for an ordinary hash.
 */
export function faultFor(hash: string): DemoResult | 'slow' | undefined {
  if (hash === DEMO_IDS.faults.broken) return raw(CONTENT_TYPES.html, BROKEN_PAGE, { status: 500 });
  if (hash === DEMO_IDS.faults.slow) return 'slow';
  return undefined;
}

/** Nobody reads this: the caller has gone. It only keeps the handler's return type honest. */
export const abortedResult = () =>
  fail(499, DEMO_ERROR_CODES.CLIENT_CLOSED_REQUEST, 'The caller aborted the request');
