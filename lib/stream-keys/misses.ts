import { LRUCache } from 'lru-cache';

/** Unknown ids are what a walk of the id space is made of, so they are budgeted per instance. @internal */
export const MISSES_PER_MINUTE = 30;
const REFILL_MS = 60_000 / MISSES_PER_MINUTE;
const RECENT_IDS = 1_000;
const RECENT_FOR_MS = 24 * 60 * 60_000;

interface MissBudget {
  tokens: number;
  refilledAt: number;
  recent: LRUCache<number, true>;
}

function createBudget(now: number): MissBudget {
  return {
    tokens: MISSES_PER_MINUTE,
    refilledAt: now,
    recent: new LRUCache({ max: RECENT_IDS, ttl: RECENT_FOR_MS, ttlAutopurge: false }),
  };
}

// On globalThis: the middleware and the page render are separate bundles in one process.
const KEY = Symbol.for('event-site.stream-key-misses');

function budget(now: number): MissBudget {
  const holder = globalThis as { [KEY]?: MissBudget };
  holder[KEY] ??= createBudget(now);
  const state = holder[KEY];
  const refills = Math.floor((now - state.refilledAt) / REFILL_MS);
  if (refills > 0) {
    state.tokens = Math.min(MISSES_PER_MINUTE, state.tokens + refills);
    state.refilledAt =
      state.tokens === MISSES_PER_MINUTE ? now : state.refilledAt + refills * REFILL_MS;
  }
  return state;
}

/** `0` when allowed, otherwise the seconds until the budget has a miss to spend. */
export function admitStreamKeysLookup(id: number, now = Date.now()): number {
  const state = budget(now);
  if (state.recent.has(id)) return 0;
  if (state.tokens >= 1) {
    state.tokens -= 1;
    return 0;
  }
  return Math.max(1, Math.ceil((state.refilledAt + REFILL_MS - now) / 1000));
}

export function recordStreamKeysFound(id: number, now = Date.now()): void {
  const state = budget(now);
  if (state.recent.has(id)) return;
  state.recent.set(id, true);
  state.tokens = Math.min(MISSES_PER_MINUTE, state.tokens + 1);
}

/** @internal */
export function resetStreamKeysMisses(now = Date.now()): void {
  (globalThis as { [KEY]?: MissBudget })[KEY] = createBudget(now);
}
