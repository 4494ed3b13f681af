import { expect, type Page, type Request } from '@playwright/test';

/**
 * Asserts that a live page asks `path` (whatever its query) again every `periodMs`. Install the
 * fake clock before `goto`; this pauses it, so real time spent waiting cannot drift the beat,
 * fast-forwards to the first beat (once the island has hydrated), then checks that the next one
 * comes exactly one period later.
 */
export async function expectRefreshEvery(page: Page, path: string, periodMs: number) {
  // Chromium also reports a shadow entry of type "other" for some fetches that never finishes.
  const matches = (request: Request) =>
    new URL(request.url()).pathname === path && ['fetch', 'xhr'].includes(request.resourceType());
  let hits = 0;
  let answered = 0;
  page.on('request', (request) => {
    if (matches(request)) hits += 1;
  });
  // A beat may cancel the one before it (latest request wins), so a failed request is settled too.
  const settle = (request: Request) => {
    if (matches(request)) answered += 1;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  /** Every request answered and handled, so the next beat is scheduled on the paused clock. */
  const settled = async () => {
    await expect.poll(() => answered).toBe(hits);
    await page.waitForTimeout(200);
  };
  await page.waitForLoadState('networkidle');
  // A margin that a slow machine cannot overtake between reading the time and pausing at it.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
  await expect(async () => {
    await page.clock.fastForward(periodMs);
    expect(hits).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  await settled();

  const before = hits;
  await page.clock.fastForward(periodMs - 500);
  await page.waitForTimeout(300);
  expect(hits, `no request before ${periodMs} ms`).toBe(before);
  const next = page.waitForRequest(matches);
  await page.clock.fastForward(500);
  await next;
  await settled();
}

/** Fires beats until `check` passes (e.g. a routed answer is on screen). */
export async function untilAfterBeats(page: Page, periodMs: number, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.fastForward(periodMs);
    await check();
  }).toPass({ timeout: 15_000 });
}

/** No sideways scrolling at the current viewport. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
