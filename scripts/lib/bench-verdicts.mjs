// The benchmarks' budget lines (bench, bench:faults, bench:fleet, bench:flood): PASS or FAIL per
// line, and a budget on a count that counted nothing is `no data`, a FAIL, so a bench whose
// counter broke (no upstream read seen, no request through the microcache, no 5xx while the
// upstream was failing) cannot pass on nothing. Budgets are printed, not exit codes (decision
// 0105); a run that did not do what it measures (a fault switch that did not turn on) exits
// non-zero through `BenchRunError`.

export const NO_DATA = 'no data';

/** The run did not happen as designed (setup, a switch that did not turn on): exit non-zero. */
export class BenchRunError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'BenchRunError';
  }
}

/**
 * Whether `count` counted anything: a positive finite number.
 * @param {unknown} count
 * @returns {count is number}
 */
export function hasData(count) {
  return typeof count === 'number' && Number.isFinite(count) && count > 0;
}

/**
 * One benchmark's verdicts: `judge(ok)` for a budget line, `counted(count, ok)` for one whose
 * figure is a count (zero, NaN or missing → `FAIL (no data)`), and the summary at the end.
 */
export function createVerdicts() {
  /** @type {boolean[]} */
  const all = [];
  /** @param {unknown} ok */
  const judge = (ok) => {
    all.push(Boolean(ok));
    return ok ? 'PASS' : 'FAIL';
  };
  return {
    judge,
    /**
     * @param {unknown} count
     * @param {unknown} ok
     */
    counted(count, ok) {
      if (!hasData(count)) {
        all.push(false);
        return `FAIL (${NO_DATA})`;
      }
      return judge(ok);
    },
    /**
     * `counted`'s figure: the count (through `format`), or `no data`.
     * @param {unknown} count
     * @param {(count: number) => string | number} [format]
     */
    figure: (count, format = String) => (hasData(count) ? String(format(count)) : NO_DATA),
    get failed() {
      return all.filter((ok) => !ok).length;
    },
    /** @param {string} label */
    summary(label) {
      const failed = all.filter((ok) => !ok).length;
      return `${label}: ${all.length - failed} PASS, ${failed} FAIL`;
    },
  };
}

/**
 * Turns a fault on and checks it is on: `set()` asks for it, `read()` reports what is in force;
 * anything but `expected` (or a failed request) is a `BenchRunError`.
 */
/**
 * @param {string} what
 * @param {string} expected
 * @param {{ set: () => Promise<unknown>, read: () => Promise<unknown> }} steps
 */
export async function switchOrFail(what, expected, { set, read }) {
  try {
    await set();
  } catch (error) {
    throw new BenchRunError(`${what}: could not switch to ${expected}: ${errorText(error)}`);
  }
  let actual;
  try {
    actual = await read();
  } catch (error) {
    throw new BenchRunError(`${what}: could not read the mode back: ${errorText(error)}`);
  }
  if (actual !== expected) {
    throw new BenchRunError(`${what}: asked for ${expected}, in force: ${actual ?? 'nothing'}`);
  }
}

/** @param {unknown} error */
const errorText = (error) => (error instanceof Error ? error.message : String(error));
