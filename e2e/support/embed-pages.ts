import { expect, type Page, type Route } from '@playwright/test';
import { seriousViolations } from './serious-violations';

/** Helpers of the player, widget and order page specs (platform, min, mid, order, meetings). */

export const DEMO_PAGE_HASHES = ['demo-online', 'demo-offline', 'demo-hybrid'] as const;
export const LOCALES = ['ru', 'en'] as const;
export type TestLocale = (typeof LOCALES)[number];

/** `/platform?hash=x` in `locale` (Russian unprefixed, as the product links it). */
export function localized(path: string, locale: TestLocale): string {
  return locale === 'ru' ? path : `/en${path}`;
}

/** axe-core on the page as it stands: no serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The metadata the browser ended up with (streamed metadata is hoisted into <head>). */
export async function headMetadata(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      lang: document.documentElement.lang,
      canonical: attr('link[rel="canonical"]', 'href'),
      robots: attr('meta[name="robots"]', 'content'),
      description: attr('meta[name="description"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogLocale: attr('meta[property="og:locale"]', 'content'),
    };
  });
}

/** The query of an iframe's `src` as ordered pairs, read from the live DOM. */
export async function frameQuery(page: Page, selector: string) {
  const src = await page.locator(selector).first().getAttribute('src');
  expect(src).not.toBeNull();
  const url = new URL(src ?? '', 'http://page.invalid');
  return { path: url.pathname, pairs: [...url.searchParams.entries()] };
}

/**
 * Counts `setTimeout(…, 50)` calls, the embeds' readiness polling (every 50 ms,
 * docs/upstream-api.md), without changing what they do. Installed before any page script runs.
 */
export const COUNT_POLL_TIMERS = () => {
  const original = window.setTimeout.bind(window);
  const counter = { polls: 0 };
  (window as unknown as { __pollTimers: typeof counter }).__pollTimers = counter;
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (timeout === 50) counter.polls += 1;
    return original(handler, timeout, ...args);
  }) as typeof window.setTimeout;
};

export function pollTimerCount(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __pollTimers: { polls: number } }).__pollTimers.polls,
  );
}

/**
 * Resolves once every 50 ms poll timer the page had started has fired, and every one those
 * started in turn: two chained 51 ms marker timers (not counted) run after them, since a timer
 * started earlier with a shorter delay always fires first. A page still polling has counted
 * more by then; one that stopped has not. An ordering, not a guessed duration.
 */
export async function afterPendingPolls(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.setTimeout(() => window.setTimeout(resolve, 51), 51);
      }),
  );
}

/**
 * Waits until an embed has appended its `<script src>` (the path's end): its 20 s time-out is
 * started in the same step, so on a paused clock (e2e/support/clock.ts) the test can now move
 * time up to that time-out and past it.
 */
export async function waitForScriptRequest(page: Page, scriptPath: string) {
  // Hydration and the embed's effect come first: slow on a busy machine, hence the long wait.
  await expect(page.locator(`head script[src$="${scriptPath}"]`)).toBeAttached({
    timeout: 15_000,
  });
}

/**
 * Makes `urlPattern` never answer until `release()`, which lets the held requests and every
 * later one through: a script host that hangs, then recovers.
 */
export async function holdRequests(page: Page, urlPattern: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(urlPattern, (route) => {
    if (released) return route.continue();
    held.push(route);
    return undefined;
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/** Makes `urlPattern` answer 404 until `recover()`. */
export async function failRequests(page: Page, urlPattern: string) {
  let failing = true;
  await page.route(urlPattern, (route) =>
    failing ? route.fulfill({ status: 404, body: 'missing' }) : route.continue(),
  );
  return {
    recover() {
      failing = false;
    },
  };
}
