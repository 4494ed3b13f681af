// Uniform, without repeats, from a cryptographic source.

export type RandomSource = (buffer: Uint32Array) => unknown;

const cryptoRandom: RandomSource = (buffer) => crypto.getRandomValues(buffer);

const RANGE = 2 ** 32;

/** The list must still fit a projector screen. */
const MAX_WINNERS = 50;

/** Rejection sampling: `x % n` alone favours small results when n does not divide 2^32. @internal */
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

/** A partial Fisher–Yates shuffle, so every ordered selection is equally likely. */
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

export function maxWinnerCount(viewers: number): number {
  return Math.max(0, Math.min(MAX_WINNERS, viewers));
}

export function clampWinnerCount(value: number, viewers: number): number {
  const max = maxWinnerCount(viewers);
  if (max === 0) return 0;
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.floor(value)));
}
