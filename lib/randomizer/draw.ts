/**
 * Drawing winners for the randomizer page: uniform, without repeats, from a cryptographic
 * source. Pure apart from the default random source, which is injectable for tests. Isomorphic.
 */

/** Fills the array with random 32-bit values, like `crypto.getRandomValues`. */
export type RandomSource = (buffer: Uint32Array) => unknown;

const cryptoRandom: RandomSource = (buffer) => crypto.getRandomValues(buffer);

const RANGE = 2 ** 32;

/** At most this many winners per draw: the list must still fit a projector screen. */
export const MAX_WINNERS = 50;

/**
 * A uniform integer in [0, n). `x % n` alone favours small results whenever n does not divide
 * 2^32, so values from the incomplete last block (x ≥ limit) are thrown away and drawn again
 * (rejection sampling); at most half of all values are rejected, usually almost none.
 */
export function randomIndex(n: number, random: RandomSource = cryptoRandom): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE) {
    throw new RangeError(`randomIndex needs an integer from 1 to 2^32, got ${n}`);
  }
  const limit = RANGE - (RANGE % n);
  const buffer = new Uint32Array(1);
  for (;;) {
    random(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % n;
  }
}

/**
 * `count` distinct entries of `pool` in draw order: a partial Fisher–Yates shuffle of a copy,
 * so every ordered selection is equally likely and nobody is drawn twice.
 */
export function drawWinners<T>(
  pool: readonly T[],
  count: number,
  random: RandomSource = cryptoRandom,
): T[] {
  const take = Math.max(0, Math.min(Math.floor(count), pool.length));
  const shuffled = [...pool];
  for (let index = 0; index < take; index += 1) {
    const pick = index + randomIndex(shuffled.length - index, random);
    const chosen = shuffled[pick] as T;
    shuffled[pick] = shuffled[index] as T;
    shuffled[index] = chosen;
  }
  return shuffled.slice(0, take);
}

/** The largest count the page offers: 50, or everyone when fewer are watching. */
export function maxWinnerCount(viewers: number): number {
  return Math.max(0, Math.min(MAX_WINNERS, viewers));
}

/** A typed-in count brought into 1…max (an empty or silly entry becomes 1). */
export function clampWinnerCount(value: number, viewers: number): number {
  const max = maxWinnerCount(viewers);
  if (max === 0) return 0;
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.floor(value)));
}
