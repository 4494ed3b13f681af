import { DEMO_IDS } from '../ids';
import { CONTENT_TYPES, DEMO_ERROR_CODES, fail, ok, raw, type DemoResult } from '../responses';
import type { Activity } from '../wire-types';

/**
 * The deliberately failing hashes. They sit in front of every hash-keyed call so the product's
 * error paths (non-JSON body → UNEXPECTED, timeout, abort) can be exercised end to end. Besides
 * the fixed ones (demo-broken, demo-slow), demo-flaky and its `demo-flaky-<suffix>` copies fail
 * the way a test tells them to through the control route (`demo/server/faults.ts`).
 */

export const SLOW_RESPONSE_MS = 10_000;

const BROKEN_PAGE =
  '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head>' +
  '<body><h1>Internal Server Error</h1><p>The demo upstream failed on purpose (demo-broken).</p></body></html>';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** What demo-flaky can be told to do. */
export const FAULT_MODES = [
  /** Answer like demo-online does. */
  'healthy',
  /** Answer after SLOW_RESPONSE_MS (beyond any sane client timeout), or when the caller aborts. */
  'slow',
  /** 500 with an HTML body, like a proxy's error page. */
  'failing',
  /** 500 with a JSON error body of a code the product does not know. */
  'failing-json',
  /** 200 whose JSON body is cut off half way. */
  'malformed',
  /** 200 with valid JSON lacking required fields (`name`, dates, `mainHall`). */
  'missing-fields',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (FAULT_MODES as readonly string[]).includes(value);
}

/** `demo-flaky` and `demo-flaky-<suffix>`; the suffix leaves room within the product's hash pattern. */
const FLAKY_HASH = /^demo-flaky(?:-[a-z0-9]{1,40})?$/;

export function isFlakyHash(hash: string): boolean {
  return FLAKY_HASH.test(hash);
}

export interface FlakyState {
  mode: FaultMode;
  /** Hash-keyed calls answered for this hash so far, whatever the mode: tests see the upstream asked. */
  hits: number;
}

/**
 * `demo-flaky-<prefix>*`: every flaky hash starting with the prefix that has no mode of its own.
 * The fault bench renders a fresh hash per request (a cache miss each time) under one switch.
 */
const FLAKY_PREFIX = /^(demo-flaky(?:-[a-z0-9]{0,39})?)\*$/;

/** The prefix a `…*` pattern names, or `undefined` when `value` is not one. */
export function flakyPrefix(value: string): string | undefined {
  return FLAKY_PREFIX.exec(value)?.[1];
}

interface FlakyRegistry {
  modes: Map<string, FaultMode>;
  prefixModes: Map<string, FaultMode>;
  hits: Map<string, number>;
}

/**
 * On `globalThis` under a registered symbol: Next bundles the control route and the media route
 * separately, and module-level maps would give each its own copy.
 */
const STATE_KEY = Symbol.for('event-site.demo.flaky-faults');
type StateHolder = { [key: symbol]: FlakyRegistry | undefined };
const holder = globalThis as unknown as StateHolder;

function registry(): FlakyRegistry {
  holder[STATE_KEY] ??= { modes: new Map(), prefixModes: new Map(), hits: new Map() };
  return holder[STATE_KEY];
}

function modeOf(hash: string): FaultMode {
  const { modes, prefixModes } = registry();
  const own = modes.get(hash);
  if (own) return own;
  let best: { length: number; mode: FaultMode } | undefined;
  for (const [prefix, mode] of prefixModes) {
    if (hash.startsWith(prefix) && (!best || prefix.length > best.length)) {
      best = { length: prefix.length, mode };
    }
  }
  return best?.mode ?? 'healthy';
}

export function flakyState(hash: string): FlakyState {
  return { mode: modeOf(hash), hits: registry().hits.get(hash) ?? 0 };
}

/** Switches a flaky hash to `mode`; the hit count carries on. */
export function setFlakyMode(hash: string, mode: FaultMode): FlakyState {
  registry().modes.set(hash, mode);
  return flakyState(hash);
}

/** Switches every flaky hash under `prefix` that has no mode of its own. */
export function setFlakyPrefixMode(prefix: string, mode: FaultMode): void {
  registry().prefixModes.set(prefix, mode);
}

/** Back to healthy with no hits (tests). */
export function resetFlakyFaults(): void {
  holder[STATE_KEY] = undefined;
}

function countHit(hash: string): FaultMode {
  const { hits } = registry();
  hits.set(hash, (hits.get(hash) ?? 0) + 1);
  return modeOf(hash);
}

/**
 * demo-flaky's activity for any flaky hash: the copies are demo-flaky under their own hash, so
 * each has its own cache entries in the product.
 */
export function flakyActivity(
  hash: string,
  activities: ReadonlyMap<string, Activity>,
): Activity | undefined {
  if (!isFlakyHash(hash)) return undefined;
  const base = activities.get(DEMO_IDS.faults.flaky);
  return base && { ...base, hash };
}

function flakyFault(mode: FaultMode): DemoResult | 'slow' | undefined {
  switch (mode) {
    case 'healthy':
      return undefined;
    case 'slow':
      return 'slow';
    case 'failing':
      return raw(CONTENT_TYPES.html, BROKEN_PAGE.replace('demo-broken', 'demo-flaky'), {
        status: 500,
      });
    case 'failing-json':
      return {
        kind: 'json',
        status: 500,
        body: { error: 'INTERNAL_SERVER_ERROR', message: 'The demo upstream failed on purpose' },
      };
    case 'malformed':
      return raw(JSON_CONTENT_TYPE, '{"activity":{"activityID":101,"name":"Цифровые', {
        status: 200,
      });
    case 'missing-fields':
      return ok({ activity: { activityID: DEMO_IDS.activities.online, status: 'current' } });
  }
}

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
 * first, or `undefined` for an ordinary hash (and a healthy flaky one).
 */
export function faultFor(hash: string): DemoResult | 'slow' | undefined {
  if (hash === DEMO_IDS.faults.broken) return raw(CONTENT_TYPES.html, BROKEN_PAGE, { status: 500 });
  if (hash === DEMO_IDS.faults.slow) return 'slow';
  if (isFlakyHash(hash)) return flakyFault(countHit(hash));
  return undefined;
}

/** Nobody reads this: the caller has gone. It only keeps the handler's return type honest. */
export const abortedResult = () =>
  fail(499, DEMO_ERROR_CODES.CLIENT_CLOSED_REQUEST, 'The caller aborted the request');
