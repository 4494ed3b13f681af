import {
  clampWinnerCount,
  drawWinners,
  maxWinnerCount,
  randomIndex,
  type RandomSource,
} from './draw';

/** A source that returns the given 32-bit values in turn. */
function sequence(values: number[]): RandomSource & { calls: number } {
  let next = 0;
  const source = Object.assign(
    (buffer: Uint32Array) => {
      buffer[0] = values[next % values.length] ?? 0;
      next += 1;
      source.calls = next;
    },
    { calls: 0 },
  );
  return source;
}

/**
 * A seeded 32-bit source (splitmix32's mixer): a fair stream with the same values every run, so
 * the statistical checks below judge the draw, not the luck of one run.
 */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return (buffer) => {
    for (let index = 0; index < buffer.length; index += 1) {
      state = (state + 0x9e3779b9) >>> 0;
      let mixed = Math.imul(state ^ (state >>> 16), 0x85ebca6b) >>> 0;
      mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35) >>> 0;
      buffer[index] = (mixed ^ (mixed >>> 16)) >>> 0;
    }
  };
}

/** Pearson's chi-square statistic of observed counts against equal expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('randomIndex', () => {
  it('rejects values from the incomplete top block instead of folding them onto small results', () => {
    // n = 3: 2^32 mod 3 = 1, so only 2^32 − 1 (the very last value) is rejected.
    const source = sequence([2 ** 32 - 1, 5]);
    expect(randomIndex(3, source)).toBe(2);
    expect(source.calls).toBe(2);
  });

  it('accepts everything when n divides 2^32', () => {
    const source = sequence([2 ** 32 - 1]);
    expect(randomIndex(4, source)).toBe(3);
    expect(source.calls).toBe(1);
  });

  it('refuses impossible ranges', () => {
    expect(() => randomIndex(0)).toThrow(RangeError);
    expect(() => randomIndex(1.5)).toThrow(RangeError);
  });

  it('stays in range with the real crypto source', () => {
    for (let run = 0; run < 1000; run += 1) {
      const value = randomIndex(7);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(7);
    }
  });
});

describe('drawWinners', () => {
  const pool = Array.from({ length: 50 }, (_, index) => ({
    id: index + 1,
    name: `Viewer ${index + 1}`,
  }));

  it('never repeats a winner and only draws from the pool', () => {
    for (let run = 0; run < 200; run += 1) {
      const winners = drawWinners(pool, 10);
      expect(winners).toHaveLength(10);
      expect(new Set(winners.map((winner) => winner.id)).size).toBe(10);
      for (const winner of winners) expect(pool).toContain(winner);
    }
  });

  it('draws everyone once when asked for the whole pool, and clamps larger counts', () => {
    const everyone = drawWinners(pool, 80);
    expect(everyone).toHaveLength(50);
    expect(new Set(everyone).size).toBe(50);
    expect(drawWinners([], 3)).toEqual([]);
    expect(drawWinners(pool, 0)).toEqual([]);
  });

  it('leaves the pool untouched', () => {
    const copy = [...pool];
    drawWinners(pool, 25);
    expect(pool).toEqual(copy);
  });

  it('is unbiased: statistical smoke test (chi-square, p = 0.001)', () => {
    // Every one of 5 names should be drawn first about equally often. With 4 degrees of
    // freedom, a fair draw exceeds 18.47 once in a thousand runs; the seeded source makes the run
    // the same every time.
    const random = seeded(20_261_203);
    const names = ['A', 'B', 'C', 'D', 'E'];
    const first = [0, 0, 0, 0, 0];
    for (let run = 0; run < 20_000; run += 1) {
      const [winner] = drawWinners(names, 1, random);
      first[names.indexOf(winner!)]! += 1;
    }
    expect(chiSquare(first)).toBeLessThan(18.47);

    // Every position of a 3-of-4 draw is uniform too (no "second place favours X").
    const second = [0, 0, 0, 0];
    for (let run = 0; run < 16_000; run += 1)
      second[drawWinners([0, 1, 2, 3], 3, random)[1]!]! += 1;
    expect(chiSquare(second)).toBeLessThan(16.27);
  });
});

describe('winner counts', () => {
  it('offers 1…min(50, viewers)', () => {
    expect(maxWinnerCount(3)).toBe(3);
    expect(maxWinnerCount(500)).toBe(50);
    expect(maxWinnerCount(0)).toBe(0);
    expect(clampWinnerCount(7, 3)).toBe(3);
    expect(clampWinnerCount(0, 10)).toBe(1);
    expect(clampWinnerCount(Number.NaN, 10)).toBe(1);
    expect(clampWinnerCount(2.7, 10)).toBe(2);
    expect(clampWinnerCount(5, 0)).toBe(0);
  });
});
