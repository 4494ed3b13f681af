import { expect, type Page, type Request } from '@playwright/test';
import { timersStarted, waitForTimer } from './clock';

/**
 * The refresh beats of a live page on a paused clock (`installPausedClock` before `goto`). A beat
 * is a `setTimeout(…, periodMs)` (lib/swr/use-live.ts), the next one set as a beat starts, so each
 * step waits for that timer to exist before it moves time: however slow the machine, a beat comes
 * exactly when the clock says, never early and never missed.
 */
export interface LiveBeats {
  /**
   * Fires the next beat: its request goes out, its answer is in and handled (the page has started
   * the timer of the beat after it).
   */
  next(): Promise<void>;
}

const BEAT_WAIT_MS = 20_000;

async function watchBeats(page: Page, path: string, periodMs: number) {
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

  // The live island has hydrated and scheduled its first beat.
  let scheduled = await waitForTimer(page, periodMs, {
    message: `the page schedules a refresh of ${path} every ${periodMs} ms`,
  });

  return {
    /** Moves the clock by `ms`, which makes a beat due: it asks, is answered and handled. */
    async beatAfter(ms: number) {
      const before = hits;
      await page.clock.fastForward(ms);
      // A first beat may load a chunk before it asks (the programme's schemas): on a loaded
      // machine that takes longer than expect's 5 s.
      await expect
        .poll(() => hits, { message: `a beat asks ${path}`, timeout: BEAT_WAIT_MS })
        .toBeGreaterThan(before);
      await expect
        .poll(() => answered, { message: `the beat's ${path} is answered`, timeout: BEAT_WAIT_MS })
        .toBe(hits);
      scheduled = await waitForTimer(page, periodMs, {
        already: scheduled,
        message: 'the beat after it is scheduled',
      });
    },
    /** Moves the clock by `ms`, short of the next beat: nothing is asked, nothing rescheduled. */
    async quietFor(ms: number) {
      const before = hits;
      await page.clock.fastForward(ms);
      // The clock stands still again. A request of our own, sent now, is reported after any the
      // page started before it (requests are reported in the order they start).
      const marker = `/api/health?quiet=${Date.now()}`;
      const markerSeen = page.waitForRequest((request) => request.url().endsWith(marker));
      await page.evaluate((url) => {
        void fetch(url).catch(() => undefined);
      }, marker);
      await markerSeen;
      expect(hits, `no request within ${ms} ms of the last beat`).toBe(before);
      expect(await timersStarted(page, periodMs), 'no beat rescheduled').toBe(scheduled);
    },
  };
}

/** The beats of a live page that asks `path` (whatever its query) every `periodMs`. */
export async function liveBeats(page: Page, path: string, periodMs: number): Promise<LiveBeats> {
  const beats = await watchBeats(page, path, periodMs);
  return { next: () => beats.beatAfter(periodMs) };
}

/**
 * Asserts that a live page asks `path` (whatever its query) every `periodMs`: a first beat, then
 * nothing until exactly one period later. Returns the beats for the test to go on with.
 */
export async function expectRefreshEvery(
  page: Page,
  path: string,
  periodMs: number,
): Promise<LiveBeats> {
  const beats = await watchBeats(page, path, periodMs);
  await beats.beatAfter(periodMs);
  await beats.quietFor(periodMs - 1);
  await beats.beatAfter(1);
  return { next: () => beats.beatAfter(periodMs) };
}

/** No sideways scrolling at the current viewport. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
