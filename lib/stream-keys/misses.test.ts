import {
  admitStreamKeysLookup,
  MISSES_PER_MINUTE,
  recordStreamKeysFound,
  resetStreamKeysMisses,
} from './misses';

const START = 1_800_000_000_000;

beforeEach(() => resetStreamKeysMisses(START));

/** Walks `count` unknown ids from `first` at `now`: how many were let through to the upstream. */
function walk(first: number, count: number, now = START): number {
  let admitted = 0;
  for (let id = first; id < first + count; id += 1) {
    if (admitStreamKeysLookup(id, now) === 0) admitted += 1;
  }
  return admitted;
}

test('a walk of unknown ids gets the budget of misses, then a wait, whoever asks', () => {
  expect(walk(1, 500)).toBe(MISSES_PER_MINUTE);
  const wait = admitStreamKeysLookup(10_000, START);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
});

test('the budget refills at its rate and never above a minute of misses', () => {
  walk(1, MISSES_PER_MINUTE);
  expect(walk(100, 10, START + 10_000)).toBe(MISSES_PER_MINUTE / 6);
  expect(walk(200, 500, START + 3_600_000)).toBe(MISSES_PER_MINUTE);
});

test('an id the upstream knew stays admitted while ids are walked, and costs no miss', () => {
  expect(admitStreamKeysLookup(1001, START)).toBe(0);
  recordStreamKeysFound(1001, START);
  expect(walk(1, 500)).toBe(MISSES_PER_MINUTE);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    expect(admitStreamKeysLookup(1001, START)).toBe(0);
  }
  expect(admitStreamKeysLookup(1002, START)).toBeGreaterThan(0);
});

test('a found id gives its charge back once, so opening valid ids never spends the budget', () => {
  for (let id = 5000; id < 5000 + 3 * MISSES_PER_MINUTE; id += 1) {
    expect(admitStreamKeysLookup(id, START)).toBe(0);
    recordStreamKeysFound(id, START);
    recordStreamKeysFound(id, START);
  }
  expect(walk(1, 500)).toBe(MISSES_PER_MINUTE);
});
