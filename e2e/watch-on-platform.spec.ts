import { expect, test } from '@playwright/test';
import { installPausedClock } from './support/clock';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { demoActivity } from './support/demo';
import { countTestId, headingText, headMetadata, servedFrame, servedPage } from './support/html';
import {
  COUNT_POLL_TIMERS,
  DEMO_PAGE_HASHES,
  LOCALES,
  expectNoSeriousAxeViolations,
  failRequests,
  frameQuery,
  headMetadata as browserHeadMetadata,
  holdRequests,
  localized,
  afterPendingPolls,
  pollTimerCount,
  waitForScriptRequest,
} from './support/embed-pages';

const MESSAGES = { ru, en } as const;
const DARK_BACKGROUND = 'rgb(2, 7, 3)';

test.describe('platform page as served: each demo event in both locales', () => {
  for (const hash of DEMO_PAGE_HASHES) {
    for (const locale of LOCALES) {
      test(`${localized(`/platform?hash=${hash}`, locale)}: status, metadata, heading, player frame, footer, payment logos, theme`, async ({
        request,
        baseURL,
      }) => {
        const activity = await demoActivity(request, hash);
        const path = localized(`/platform?hash=${hash}`, locale);
        const served = await servedPage(request, path);
        expect(served.status).toBe(200);

        const meta = headMetadata(served.html);
        const title = `${MESSAGES[locale].titles.platform} — ${activity.name}`;
        expect(meta).toMatchObject({
          title,
          lang: locale,
          canonical: `${baseURL}${path}`,
          robots: null,
          ogTitle: title,
          ogLocale: locale === 'ru' ? 'ru_RU' : 'en_US',
        });
        expect(meta.ogImage).toContain(`/api/og/${locale}/${hash}`);
        expect(headingText(served.markup, 1)).toBe(activity.name);
        // The player in platform mode is in the first HTML, in the player's key order (no hallId
        // in the query: none in the frame's); the browser test below sees it initialised.
        expect(servedFrame(served.markup, 'player-frame')).toEqual({
          path: '/demo/player/',
          pairs: [
            ['hash', hash],
            ['locale', locale],
          ],
          title: MESSAGES[locale].player.title,
        });

        // Footer of the platform route, with payment logos for the paid event only.
        expect(served.markup).toContain(
          `<footer aria-label="${MESSAGES[locale].shell.footerLabel}"`,
        );
        expect(countTestId(served.markup, 'payment-logos')).toBe(hash === 'demo-offline' ? 1 : 0);
        // The dark theme of demo-hybrid (its colour is read in the browser below).
        expect(served.markup.includes('data-dark="true"')).toBe(hash === 'demo-hybrid');
      });
    }
  }
});

test.describe('platform page in the browser: once per theme', () => {
  // The light theme in Russian, the dark one (demo-hybrid) in English.
  for (const [hash, locale] of [
    ['demo-online', 'ru'],
    ['demo-hybrid', 'en'],
  ] as const) {
    test(`${localized(`/platform?hash=${hash}`, locale)}: player, event widget below it, footer, background, axe`, async ({
      page,
      request,
    }) => {
      const activity = await demoActivity(request, hash);
      const path = localized(`/platform?hash=${hash}`, locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.name);

      // The player in platform mode: its query from the live DOM, in the player's key order.
      const frame = page.getByTestId('player-frame');
      expect(await frameQuery(page, '[data-testid="player-frame"]')).toEqual({
        path: '/demo/player/',
        // No hallId in the query: none in the frame's (the spec passes the query's).
        pairs: [
          ['hash', hash],
          ['locale', locale],
        ],
      });
      await expect(page.locator('[data-mode="platform"]')).toHaveAttribute('data-status', 'ready');
      await expect(frame).toHaveAttribute('data-player-initialised', 'true');
      await expect(frame).toHaveAttribute('title', MESSAGES[locale].player.title);

      // Then the event widget, mounted by its script below the player.
      const widget = page.getByRole('region', { name: MESSAGES[locale].player.eventWidgetTitle });
      await expect(widget).toHaveAttribute('data-status', 'ready');
      await expect(widget.getByRole('tab')).toHaveCount(3);
      // Its first answer, read by the widget's script from the upstream's origin: the chat.
      await expect(widget.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
      const playerBox = await frame.boundingBox();
      const widgetBox = await widget.boundingBox();
      expect(widgetBox!.y).toBeGreaterThanOrEqual(playerBox!.y + playerBox!.height);

      await expect(page.getByRole('contentinfo')).toBeVisible();
      const background = await page
        .locator('[data-theme]')
        .first()
        .evaluate((node) => getComputedStyle(node).backgroundColor);
      if (hash === 'demo-hybrid') expect(background).toBe(DARK_BACKGROUND);
      else expect(background).not.toBe(DARK_BACKGROUND);

      await expectNoSeriousAxeViolations(page);
    });
  }
});

test.describe('platform page: inputs', () => {
  test('every input reaches the player in its key order, flags as given, the widget gets only-chat, and debug is noindex', async ({
    page,
  }) => {
    await page.goto(
      '/platform?hash=demo-online&hallId=216&isDisabledTechSupport=1&theme=deep-blue&debug=2' +
        '&isOnlyChat=1&isShowPoll=1&customDomain=Events.Example&isOnlyRegistration=1&isHighload=true' +
        '&utm_source=mail',
    );
    expect((await frameQuery(page, '[data-testid="player-frame"]')).pairs).toEqual([
      ['is-disabled-tech-support', '1'],
      ['is-only-chat', '1'],
      ['is-show-poll', '1'],
      ['hall-id', '216'],
      ['is-only-registration', '1'],
      ['is-highload', 'true'],
      ['custom-domain', 'events.example'],
      ['hash', 'demo-online'],
      ['theme', 'deep-blue'],
      ['debug', '2'],
      ['locale', 'ru'],
    ]);
    // The query's theme styles the page too.
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'deep-blue');
    // Only-chat: the widget shows the chat alone, without tabs.
    const widget = page.getByRole('region', { name: ru.player.eventWidgetTitle });
    await expect(widget).toHaveAttribute('data-status', 'ready');
    await expect(widget.getByRole('region', { name: 'Чат' })).toBeVisible();
    await expect(widget.getByRole('tab')).toHaveCount(0);
    expect((await browserHeadMetadata(page)).robots).toBe('noindex, nofollow');
  });

  test('isShowPoll opens the widget on the poll', async ({ page }) => {
    await page.goto('/en/platform?hash=demo-online&isShowPoll=true');
    const widget = page.getByRole('region', { name: en.player.eventWidgetTitle });
    await expect(widget.getByRole('tab', { name: 'Poll' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('embedded-player mode: the player fills the viewport, its query says so, noindex', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en/platform?hash=demo-hybrid&isEmbeddedPlayer=1');
    const box = page.locator('[data-mode="embedded-player"]');
    await expect(box).toHaveAttribute('data-status', 'ready');
    expect((await frameQuery(page, '[data-testid="player-frame"]')).pairs).toEqual([
      ['is-embedded-player', '1'],
      ['hash', 'demo-hybrid'],
      ['locale', 'en'],
    ]);
    await expect
      .poll(() => page.getByTestId('player-frame').boundingBox())
      .toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    // The name stays the page's heading for screen readers.
    await expect(page.getByRole('heading', { level: 1 })).toHaveClass(/sr-only/);
    expect((await browserHeadMetadata(page)).robots).toBe('noindex, nofollow');
    await expect(page.locator('[data-dark="true"]')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
  });

  for (const path of [
    '/platform',
    '/platform?hash=',
    '/platform?hash=bad%20hash!',
    `/platform?hash=${'a'.repeat(65)}`,
    '/platform?hash=demo-online&hash=bad%20hash!',
    '/new-dion',
  ]) {
    test(`${path} is a bad link: HTTP 404`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404);
    });
  }

  // Drawn in the browser: a page rendered per request answers notFound() with Next's empty shell.
  // Its axe check once, for every page rendered per request (the locales share the markup).
  test('an unknown event is the "event not found" state with HTTP 404, in both locales', async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const response = await page.goto(localized('/platform?hash=demo-missing', locale));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        MESSAGES[locale].errors.WRONG_ACTIVITY_ID,
      );
      await expect(page.getByText(MESSAGES[locale].errors.ACTIVITY_NOT_FOUND)).toBeVisible();
      if (locale === 'ru') await expectNoSeriousAxeViolations(page);
    }
  });

  test('an upstream failure shows the catalogue text with a retry, never a blank page', async ({
    page,
  }) => {
    const response = await page.goto('/en/platform?hash=demo-broken');
    // Next's own error status for a failed first render (docs/failure-behaviour.md).
    expect(response?.status()).toBe(500);
    await expect(page.locator('main[role="alert"]')).toContainText(en.errors.UNEXPECTED);
    // Next's error document, once its script runs: the text and a retry that asks the server again.
    await expect(page.getByRole('button', { name: en.errors.retry })).toBeVisible();
  });
});

test.describe('platform page: script failures and time-outs', () => {
  test('the event widget script answers 404: translated error, and retry mounts it', async ({
    page,
  }) => {
    const script = await failRequests(page, '**/demo/widgets/event-widget.js');
    await page.goto('/platform?hash=demo-online');
    const widget = page.getByRole('region', { name: ru.player.eventWidgetTitle });
    await expect(widget.getByRole('alert')).toContainText(ru.errors.scriptLoadFailed);
    // The player does not depend on the widget.
    await expect(page.getByTestId('player-frame')).toHaveAttribute(
      'data-player-initialised',
      'true',
    );
    script.recover();
    await widget.getByRole('button', { name: ru.errors.retry }).click();
    await expect(widget).toHaveAttribute('data-status', 'ready');
    await expect(widget.getByRole('tab')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page);
  });

  test('the event widget script never answers: after 20 s a translated error, and retry mounts it', async ({
    page,
  }) => {
    await installPausedClock(page);
    const script = await holdRequests(page, '**/demo/widgets/event-widget.js');
    await page.goto('/en/platform?hash=demo-online', { waitUntil: 'domcontentloaded' });
    const widget = page.getByRole('region', { name: en.player.eventWidgetTitle });
    await expect(widget.getByRole('status')).toHaveText(en.player.eventWidgetLoading);
    await waitForScriptRequest(page, '/demo/widgets/event-widget.js');
    await page.clock.fastForward(19_999);
    await expect(widget).toHaveAttribute('data-status', 'loading');
    await page.clock.fastForward(1);
    await expect(widget.getByRole('alert')).toContainText(en.errors.scriptLoadFailed);
    await script.release();
    await widget.getByRole('button', { name: en.errors.retry }).click();
    await expect(widget).toHaveAttribute('data-status', 'ready');
  });

  test('the player script answers 404: translated error, and retry initialises the frame', async ({
    page,
  }) => {
    const script = await failRequests(page, '**/demo/player/frame.js');
    await page.goto('/en/platform?hash=demo-hybrid');
    const player = page.locator('[data-mode="platform"]');
    await expect(player.getByRole('alert')).toContainText(en.player.failed);
    script.recover();
    await player.getByRole('button', { name: en.player.retry }).click();
    // The retry loads the script again, then the 50 ms poll finds it: allow for a busy machine.
    await expect(page.getByTestId('player-frame')).toHaveAttribute(
      'data-player-initialised',
      'true',
      { timeout: 15_000 },
    );
    await expect(player.getByRole('alert')).toHaveCount(0);
  });

  test('the player script never answers: after 20 s a translated error, and retry initialises the frame', async ({
    page,
  }) => {
    await installPausedClock(page);
    const script = await holdRequests(page, '**/demo/player/frame.js');
    await page.goto('/platform?hash=demo-online', { waitUntil: 'domcontentloaded' });
    const player = page.locator('[data-mode="platform"]');
    await expect(player).toHaveAttribute('data-status', 'loading');
    await waitForScriptRequest(page, '/demo/player/frame.js');
    await page.clock.fastForward(19_999);
    await expect(player).toHaveAttribute('data-status', 'loading');
    await page.clock.fastForward(1);
    await expect(player.getByRole('alert')).toContainText(ru.player.failed);
    await script.release();
    // The retry polls for initPlayerFrame every 50 ms: let the page's timers run again.
    await page.clock.resume();
    await player.getByRole('button', { name: ru.player.retry }).click();
    await expect(page.getByTestId('player-frame')).toHaveAttribute(
      'data-player-initialised',
      'true',
    );
  });
});

test.describe('platform page: clean-up and app failures', () => {
  test('the player stops polling for initPlayerFrame once the visitor navigates away', async ({
    page,
  }) => {
    await page.addInitScript(COUNT_POLL_TIMERS);
    // frame.js hangs, so the page keeps polling for initPlayerFrame every 50 ms.
    await holdRequests(page, '**/demo/player/frame.js');
    await page.goto('/platform?hash=demo-online', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-mode="platform"]')).toHaveAttribute('data-status', 'loading');
    const before = await pollTimerCount(page);
    await expect.poll(() => pollTimerCount(page)).toBeGreaterThan(before + 5);
    // Control: the wait used after navigation does see a page that still polls.
    const polling = await pollTimerCount(page);
    await afterPendingPolls(page);
    expect(await pollTimerCount(page)).toBeGreaterThan(polling);

    // Client-side navigation through Next's own router: the page unmounts, the document stays.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
        '/test',
      ),
    );
    await expect(page).toHaveURL(/\/test$/);
    await expect(page.getByTestId('player-frame')).toHaveCount(0);
    const afterNavigation = await pollTimerCount(page);
    await afterPendingPolls(page);
    expect(await pollTimerCount(page)).toBe(afterNavigation);
  });

  test('a failed chunk of the app shows a persistent reload notice that reloads the page', async ({
    page,
  }) => {
    // A fake clock that runs at real speed until the test moves it (below).
    await page.clock.install();
    await page.goto('/platform?hash=demo-online');
    await expect(page.getByTestId('player-frame')).toHaveAttribute(
      'data-player-initialised',
      'true',
    );
    await page.evaluate(() => {
      const error = new Error('Loading chunk 4242 failed.');
      error.name = 'ChunkLoadError';
      // Uncaught on purpose: what a failed lazy import does.
      void Promise.reject(error);
    });
    const notice = page.getByTestId('chunk-error-notice');
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(notice).toContainText(ru.errors.chunkLoadFailed);
    // Persistent: a minute of the page's clock, which fires any dismissing timer, leaves it.
    await page.clock.fastForward(60_000);
    await expect(notice).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: ru.errors.reload }).click();
    await reloaded;
    await expect(page.getByTestId('chunk-error-notice')).toHaveCount(0);
  });
});

test.describe('meetings and new-dion: the player frame alone, full viewport', () => {
  const ROUTES = [
    ['/meetings', 'meetings'],
    ['/new-dion', 'dion'],
  ] as const;

  for (const [route] of ROUTES) {
    for (const hash of DEMO_PAGE_HASHES) {
      for (const locale of LOCALES) {
        test(`${localized(`${route}?hash=${hash}`, locale)} as served: status, metadata, heading, no chrome`, async ({
          request,
          baseURL,
        }) => {
          const activity = await demoActivity(request, hash);
          const served = await servedPage(
            request,
            localized(`${route}?hash=${hash}&debug=1`, locale),
          );
          expect(served.status).toBe(200);
          expect(headMetadata(served.html)).toMatchObject({
            title: activity.name,
            lang: locale,
            canonical: `${baseURL}${localized(`${route}?hash=${hash}`, locale)}`,
            robots: 'noindex, nofollow',
          });
          expect(headingText(served.markup, 1)).toBe(activity.name);
          // The frame is in the first HTML, with the player's query (no hallId: decision 0904).
          expect(servedFrame(served.markup, 'player-frame')).toEqual({
            path: '/demo/player/',
            pairs: [
              ['hash', hash],
              ['debug', '1'],
              ['locale', locale],
            ],
            title: MESSAGES[locale].player.title,
          });
          // No landing chrome: no header, banner or footer.
          expect(served.markup).not.toMatch(/<header\b|<footer\b|role="banner"|role="contentinfo"/);
        });
      }
    }
  }

  // Once per route and theme: the light demo-online in Russian, the dark demo-hybrid in English.
  for (const [route, mode] of ROUTES) {
    for (const [hash, locale] of [
      ['demo-online', 'ru'],
      ['demo-hybrid', 'en'],
    ] as const) {
      test(`${localized(`${route}?hash=${hash}`, locale)}: frame in ${mode} mode, no chrome, axe`, async ({
        page,
        request,
      }) => {
        const activity = await demoActivity(request, hash);
        await page.setViewportSize({ width: 1280, height: 720 });
        const path = localized(`${route}?hash=${hash}&debug=1`, locale);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        const box = page.locator(`[data-mode="${mode}"]`);
        await expect(box).toHaveAttribute('data-status', 'ready');
        // No hallId in the query: none in the frame's (decision 0904).
        expect((await frameQuery(page, '[data-testid="player-frame"]')).pairs).toEqual([
          ['hash', hash],
          ['debug', '1'],
          ['locale', locale],
        ]);
        expect(await page.getByTestId('player-frame').boundingBox()).toMatchObject({
          x: 0,
          y: 0,
          width: 1280,
          height: 720,
        });
        // No landing chrome: no header, banner, footer or scrolling page.
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        expect(
          await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
        ).toBe(true);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.name);
        await expectNoSeriousAxeViolations(page);
      });
    }
  }

  test('an unknown event is the "event not found" state with HTTP 404', async ({ page }) => {
    const response = await page.goto('/en/meetings?hash=demo-missing');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errors.WRONG_ACTIVITY_ID);
  });
});
