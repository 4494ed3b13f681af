import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clock tests drive the page's timers themselves instead of racing them. `page.clock.install()`
 * alone keeps the fake clock running at real speed, so a 20 s time-out fires early on a machine
 * where the steps before the fast-forward took over a second. Installed this way the clock is
 * paused before the page's first script runs: no page timer fires until the test moves time.
 */

/** In the page, before its own scripts: how many timers were started, by delay. */
const COUNT_TIMERS = () => {
  const started: Record<string, number> = {};
  Object.defineProperty(window, '__timersStarted', { value: started });
  const count = (delay: unknown) => {
    const key = String(Number(delay) || 0);
    started[key] = (started[key] ?? 0) + 1;
  };
  // The fake clock's timers (its init script runs first): counted, then started as before.
  const fakeTimeout = window.setTimeout;
  const fakeInterval = window.setInterval;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    count(delay);
    return fakeTimeout(handler, delay, ...args);
  }) as typeof window.setTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    count(delay);
    return fakeInterval(handler, delay, ...args);
  }) as typeof window.setInterval;
};

/**
 * Call before `goto`: the page starts with a paused fake clock (`page.clock.fastForward` and
 * `runFor` move it, `resume` lets it run again) and counts the timers it starts.
 */
export async function installPausedClock(page: Page): Promise<void> {
  // `pauseAt` installs the clock itself. After `install()` it could not be trusted here: the
  // installed clock runs until paused, and pausing at a time it has already passed throws.
  await page.clock.pauseAt(Date.now());
  await page.addInitScript(COUNT_TIMERS);
}

/** How many `setTimeout`/`setInterval` calls with `delayMs` the page has made so far. */
export function timersStarted(page: Page, delayMs: number): Promise<number> {
  return page.evaluate(
    (key) =>
      (window as unknown as { __timersStarted: Record<string, number> }).__timersStarted[key] ?? 0,
    String(delayMs),
  );
}

/** Waits until the page has started more than `already` timers of `delayMs`; returns the count. */
export async function waitForTimer(
  page: Page,
  delayMs: number,
  { already = 0, message }: { already?: number; message?: string } = {},
): Promise<number> {
  await expect
    .poll(() => timersStarted(page, delayMs), {
      message: message ?? `the page starts a ${delayMs} ms timer`,
      timeout: 15_000,
    })
    .toBeGreaterThan(already);
  return timersStarted(page, delayMs);
}

/**
 * React shows streamed content (a Suspense boundary that arrives after the page's shell) on the
 * next animation frame or after a short timeout, which a paused clock never runs. Moves the clock
 * in small steps until `content` shows, at most `maxMs`: well short of any time-out or refresh
 * beat a test checks, and those are counted from their own timers anyway.
 */
export async function revealStreamedContent(content: Locator, maxMs = 2_000): Promise<void> {
  const page = content.page();
  // `goto` has waited for `load`: the whole stream is in, its reveal already scheduled.
  for (let moved = 0; moved < maxMs && !(await content.isVisible()); moved += 100) {
    await page.clock.runFor(100);
  }
  await expect(content, `shown within ${maxMs} ms of the page's clock`).toBeVisible({
    timeout: 1,
  });
}
