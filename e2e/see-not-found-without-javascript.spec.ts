import { expect, test, type APIRequestContext } from '@playwright/test';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { startDemoServer, type DemoServer } from './support/demo-server';
import { waitForPageSettled } from './support/settled';

/**
 * A crawler, a link preview or a visitor without JavaScript gets every not-found state's text,
 * title and `noindex` in the first HTML, in the URL's locale, with its status. Read here as raw
 * HTML (no script runs) and in a browser with JavaScript off.
 */

const MESSAGES = { ru, en } as const;
const BOT = 'Mozilla/5.0 (compatible; Twitterbot/1.0)';

function localeOf(path: string): 'ru' | 'en' {
  return path.startsWith('/en/') || path.startsWith('/en?') ? 'en' : 'ru';
}

/** The first HTML with markup only: no script content, so text from the RSC payload cannot count. */
async function firstHtml(request: APIRequestContext, path: string, userAgent?: string) {
  const response = await request.get(path, {
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  const html = await response.text();
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const text = (pattern: RegExp) => markup.match(pattern)?.[1]?.replace(/<!-- -->/g, '');
  return {
    status: response.status(),
    markup,
    lang: text(/<html[^>]* lang="([^"]+)"/),
    title: text(/<title>([^<]*)<\/title>/),
    h1: text(/<h1[^>]*>([^<]*)<\/h1>/),
    robots: [...markup.matchAll(/<meta name="robots" content="([^"]+)"/g)].map((m) => m[1]),
  };
}

test.describe('event not found on a landing: 404 with its text in the first HTML', () => {
  for (const path of [
    '/max?hash=demo-missing',
    '/en/max?hash=demo-missing',
    '/en/landing?hash=demo-missing',
    '/min?hash=demo-missing',
    '/en/mid?hash=demo-missing',
    '/max',
    '/en/max',
    '/landing?hash=bad%20hash',
    '/min?hash=',
    '/en/mid?hash=demo-online&hash=bad%20hash',
  ]) {
    test(path, async ({ request }) => {
      const messages = MESSAGES[localeOf(path)];
      const page = await firstHtml(request, path);
      expect(page.status).toBe(404);
      expect(page.markup).not.toContain('__next_error__');
      expect(page.lang).toBe(localeOf(path));
      expect(page.title).toBe(messages.errors.WRONG_ACTIVITY_ID);
      expect(page.h1).toBe(messages.errors.WRONG_ACTIVITY_ID);
      expect(page.markup).toContain(messages.errors.ACTIVITY_NOT_FOUND);
      expect(page.robots.some((content) => content?.includes('noindex'))).toBe(true);
    });
  }
});

test.describe('an event-not-found landing after Next refreshes it', () => {
  // A server of its own with a 3 s period (CACHE_PERIOD_SECONDS, lib/cache/periods.mjs), so the
  // cached copy goes stale within seconds instead of after the 30 s one.
  let server: DemoServer;
  let api: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    server = await startDemoServer({ CACHE_PERIOD_SECONDS: '3' });
    api = await playwright.request.newContext({ baseURL: server.origin });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  test('keeps its title and preview tags', async () => {
    // Past the period the cached copy is served once more while Next renders it again in the
    // background; that render takes its head from the landings' tree's `not-found.tsx`, which
    // must say the same as the page. Hashes of their own: no other test warms them.
    const paths = [
      `/min?hash=demo-missing-${Date.now().toString(36)}`,
      `/en/max?hash=demo-gone-${Date.now().toString(36)}`,
    ];
    const first = await Promise.all(paths.map((path) => firstHtml(api, path)));
    const cacheState = async (path: string) => (await api.get(path)).headers()['x-nextjs-cache'];
    for (const path of paths) {
      // The stale answer starts the background render; the next fresh copy is its result.
      const poll = { message: path, timeout: 15_000 };
      await expect.poll(() => cacheState(path), poll).toBe('STALE');
      await expect.poll(() => cacheState(path), poll).toBe('HIT');
    }
    for (const [index, path] of paths.entries()) {
      const messages = MESSAGES[localeOf(path)];
      const again = await firstHtml(api, path);
      expect(again.status, path).toBe(404);
      expect(again.title, path).toBe(messages.errors.WRONG_ACTIVITY_ID);
      expect(again.title, path).toBe(first[index]!.title);
      expect(again.h1, path).toBe(messages.errors.WRONG_ACTIVITY_ID);
      expect(again.markup, path).toMatch(/<meta property="og:image" content="[^"]+\/social-/);
      expect(
        again.robots.some((content) => content?.includes('noindex')),
        path,
      ).toBe(true);
    }
  });
});

test.describe('an unknown path: 404 with "page not found" in the first HTML', () => {
  for (const path of [
    '/no-such-page',
    '/deeply/nested/unknown?x=1',
    '/en/no-such-page',
    '/de/test',
  ]) {
    test(path, async ({ request }) => {
      const messages = MESSAGES[localeOf(path)];
      const page = await firstHtml(request, path);
      expect(page.status).toBe(404);
      expect(page.lang).toBe(localeOf(path));
      expect(page.title).toBe(messages.notFound.title);
      expect(page.h1).toBe(messages.notFound.title);
      expect(page.markup).toContain(messages.notFound.text);
      expect(page.robots.some((content) => content?.includes('noindex'))).toBe(true);
    });
  }
});

test.describe("organizer pages' missing resources: a 404 whose head names the state", () => {
  for (const path of [
    '/en/questions?hash=demo-missing',
    '/polls?activityId=999999',
    '/en/participants-rating?hash=demo-missing',
    '/stream-keys?id=999999',
    '/en/form-qr-code?id=no-such-form',
  ]) {
    test(path, async ({ request }) => {
      const messages = MESSAGES[localeOf(path)];
      // The upstream does not know the resource, so the page answers `notFound()` before anything
      // is sent (decision 0201): Next's 404 shell for a page rendered per request, whose head
      // carries the not-found title and text for link previews and crawlers.
      const page = await firstHtml(request, path, BOT);
      expect(page.status).toBe(404);
      expect(page.title).toBe(messages.notFound.title);
      expect(page.markup).toContain(messages.notFound.text);
      expect(page.robots.some((content) => content?.includes('noindex'))).toBe(true);
    });
  }
});

test.describe('pages rendered per request: the 404 keeps its status, its head names the state', () => {
  for (const [path, kind] of [
    ['/en/platform?hash=demo-missing', 'event'],
    ['/meetings?hash=demo-missing', 'event'],
    ['/en/order?hash=demo-missing', 'event'],
    ['/en/platform', 'event'],
    ['/en/questions', 'page'],
  ] as const) {
    test(path, async ({ request }) => {
      const messages = MESSAGES[localeOf(path)];
      const page = await firstHtml(request, path);
      expect(page.status).toBe(404);
      expect(page.title).toBe(
        kind === 'event' ? messages.errors.WRONG_ACTIVITY_ID : messages.notFound.title,
      );
      expect(page.markup).toContain(
        kind === 'event' ? messages.errors.ACTIVITY_NOT_FOUND : messages.notFound.text,
      );
      expect(page.robots.some((content) => content?.includes('noindex'))).toBe(true);
    });
  }
});

test('a visitor without JavaScript reads the not-found text; with it, the text stays', async ({
  browser,
}) => {
  const offline = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const noScript = await offline.newPage();
  for (const path of ['/en/max?hash=demo-missing', '/en/no-such-page']) {
    const response = await noScript.goto(path);
    expect(response?.status()).toBe(404);
    await expect(noScript.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(noScript).toHaveTitle(/not found/);
  }
  await offline.close();

  // With JavaScript the page hydrates into the same text, without an error on the way.
  const online = await browser.newContext({ locale: 'en-US' });
  const page = await online.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [path, title] of [
    ['/en/max?hash=demo-missing', en.errors.WRONG_ACTIVITY_ID],
    ['/en/max', en.errors.WRONG_ACTIVITY_ID],
    ['/en/no-such-page', en.notFound.title],
  ] as const) {
    await page.goto(path);
    await waitForPageSettled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(title);
  }
  expect(errors).toEqual([]);
  await online.close();
});
