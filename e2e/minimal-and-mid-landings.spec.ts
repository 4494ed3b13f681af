import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { resolveTheme } from '../lib/theme/themes';
import { demoActivity, type DemoActivity, demoUrl, recentStartDates } from './support/demo';
import {
  DEMO_PAGE_HASHES,
  LOCALES,
  expectNoSeriousAxeViolations,
  failRequests,
  frameQuery,
  localized,
  type TestLocale,
} from './support/embed-pages';
import {
  countTestId,
  element,
  elements,
  headingText,
  headMetadata,
  jsonLd,
  servedPage,
} from './support/html';

const MESSAGES = { ru, en } as const;
const DARK_BACKGROUND = 'rgb(2, 7, 3)';
/** Demo fixtures' Metrica counters (demo/fixtures/activities.ts). */
const METRICA = { 'demo-online': '98765432', 'demo-hybrid': '12345678' } as Record<string, string>;

/** What both landings announce to crawlers and link previews, as the full landing does. */
function expectLandingMetadata(
  html: string,
  activity: DemoActivity,
  locale: TestLocale,
  canonical: string,
) {
  const meta = headMetadata(html);
  expect(meta).toMatchObject({
    title: activity.name,
    lang: locale,
    canonical,
    robots: null,
    ogTitle: activity.name,
    ogLocale: locale === 'ru' ? 'ru_RU' : 'en_US',
  });
  expect(meta.description?.length).toBeGreaterThan(10);
  expect(meta.ogImage).toContain(`/api/og/${locale}/${activity.hash}`);
  const [event] = jsonLd(html) as { startDate?: string }[];
  expect(event).toMatchObject({ '@type': 'Event', name: activity.name });
  expect(recentStartDates(activity.hash)).toContain(event?.startDate);
}

/** The served landing of every event × locale: status, metadata, heading, header, footer. */
async function expectServedLanding(
  request: APIRequestContext,
  path: string,
  activity: DemoActivity,
  locale: TestLocale,
  baseURL: string | undefined,
) {
  const served = await servedPage(request, path);
  expect(served.status).toBe(200);
  expectLandingMetadata(served.html, activity, locale, `${baseURL}${path}`);
  expect(served.markup).toMatch(/<header\b/);
  expect(
    element(served.markup, `nav[^>]*aria-label="${MESSAGES[locale].shell.locale}"`),
  ).not.toBeNull();
  expect(headingText(served.markup, 1)).toBe(activity.name);
  expect(served.markup).toContain(`<footer aria-label="${MESSAGES[locale].shell.footerLabel}"`);
  // The dark theme of demo-hybrid (its colour is read in the browser).
  expect(served.markup.includes('data-dark="true"')).toBe(activity.hash === 'demo-hybrid');
  return served;
}

/**
 * The landings' browser tests: the counter's tag is a third-party script, answered locally and
 * never fetched. The route comes with the `page` fixture, so the served-HTML tests of the same
 * describe open no browser page (a `beforeEach({ page })` made each of them pay for one).
 */
const landingTest = test.extend({
  page: async ({ page }, provide) => {
    await page.route('https://mc.yandex.ru/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await provide(page);
  },
});

/** Once per landing and theme in the browser: the light demo-online, the dark demo-hybrid. */
const THEMES = [
  ['demo-online', 'ru'],
  ['demo-hybrid', 'en'],
] as const;

async function expectThemeAndCounter(page: Page, activity: DemoActivity) {
  const root = page.locator('[data-theme]').first();
  const background = await root.evaluate((node) => getComputedStyle(node).backgroundColor);
  if (activity.hash === 'demo-hybrid') expect(background).toBe(DARK_BACKGROUND);
  else expect(background).not.toBe(DARK_BACKGROUND);
  const counter = METRICA[activity.hash];
  // The counters this page queued for Metrica's tag (started once the page has loaded).
  const initialised = () =>
    page.evaluate(() =>
      ((window as unknown as { ym?: { a?: unknown[][] } }).ym?.a ?? [])
        .filter((call) => call[1] === 'init')
        .map((call) => String(call[0])),
    );
  if (counter) await expect.poll(initialised).toEqual([counter]);
  else expect(await initialised()).toEqual([]);
}

test.describe('minimal landing: each demo event in both locales', () => {
  for (const hash of DEMO_PAGE_HASHES) {
    for (const locale of LOCALES) {
      test(`${localized(`/min?hash=${hash}`, locale)} as served: metadata, logo header, name, background, footer without payment logos`, async ({
        request,
        baseURL,
      }) => {
        const activity = await demoActivity(request, hash);
        const path = localized(`/min?hash=${hash}`, locale);
        const served = await expectServedLanding(request, path, activity, locale, baseURL);
        expect(countTestId(served.markup, 'player-placeholder')).toBe(1);
        // This page's own background image, and the footer without payment logos, even for the
        // paid demo-offline (decision 1212).
        expect(served.markup).toMatch(
          hash === 'demo-hybrid'
            ? /background-image:url\(\/backgrounds\/min-dark\.svg\)/
            : /background-image:url\(\/backgrounds\/min-light\.svg\)/,
        );
        expect(countTestId(served.markup, 'payment-logos')).toBe(0);
      });
    }
  }

  for (const [hash, locale] of THEMES) {
    landingTest(
      `${localized(`/min?hash=${hash}`, locale)}: player, background, counter, axe`,
      async ({ page, request }) => {
        const activity = await demoActivity(request, hash);
        const path = localized(`/min?hash=${hash}`, locale);
        expect((await page.goto(path))?.status()).toBe(200);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(
          page.getByRole('banner').getByRole('navigation', { name: MESSAGES[locale].shell.locale }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.name);

        // The player, with the event's theme in its query (a legacy name mapped as on the page:
        // demo-hybrid's `blue` is `deep-blue` everywhere).
        const fixture = (await (
          await request.get(demoUrl(`/demo/media/eventor/public/activity/${hash}`))
        ).json()) as { activity: { theme?: string } };
        expect(await frameQuery(page, '[data-testid="player-frame"]')).toEqual({
          path: '/demo/player/',
          pairs: [
            ['hash', hash],
            ...(fixture.activity.theme ? [['theme', resolveTheme(fixture.activity.theme)]] : []),
            ['locale', locale],
          ],
        });
        await expect(page.getByTestId('player-frame')).toHaveAttribute(
          'data-player-initialised',
          'true',
        );

        const root = page.locator('[data-theme]').first();
        // Each theme has its own variant of the background: the light and the dark image differ, and
        // the dark one sits on the dark colour (expectThemeAndCounter).
        expect(await root.evaluate((node) => getComputedStyle(node).backgroundImage)).toMatch(
          hash === 'demo-hybrid' ? /\/backgrounds\/min-dark\.svg/ : /\/backgrounds\/min-light\.svg/,
        );
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByTestId('payment-logos')).toHaveCount(0);
        await expectThemeAndCounter(page, activity);
        await expectNoSeriousAxeViolations(page);
      },
    );
  }

  landingTest('the landing flags of the URL reach the player', async ({ page }) => {
    await page.goto('/min?hash=demo-online&debug=2&isOnlyChat=true&customDomain=events.example');
    await expect
      .poll(async () =>
        Object.fromEntries((await frameQuery(page, '[data-testid="player-frame"]')).pairs),
      )
      .toMatchObject({ debug: '2', 'is-only-chat': 'true', 'custom-domain': 'events.example' });
  });
});

test.describe('mid landing: each demo event in both locales', () => {
  for (const hash of DEMO_PAGE_HASHES) {
    for (const locale of LOCALES) {
      test(`${localized(`/mid?hash=${hash}`, locale)} as served: metadata, banner, pills, ${hash === 'demo-offline' ? 'registration section' : 'player and event widget places'}, footer`, async ({
        request,
        baseURL,
      }) => {
        const activity = await demoActivity(request, hash);
        const messages = MESSAGES[locale];
        const path = localized(`/mid?hash=${hash}`, locale);
        const served = await expectServedLanding(request, path, activity, locale, baseURL);
        // The landing layout: banner with the name and both pills.
        expect(countTestId(served.markup, 'banner')).toBe(1);
        expect(countTestId(served.markup, 'start-pill')).toBe(1);
        const [duration] = elements(served.markup, 'li', 'data-testid="duration-pill"');
        expect(duration?.text).toContain('UTC');

        const registration = element(served.markup, '[a-z]+[^>]*id="registration-section"');
        if (activity.type === 'offline') {
          expect(registration).not.toBeNull();
          const section = served.markup.slice(served.markup.indexOf('id="registration-section"'));
          expect(headingText(section, 2)).toBe(messages.registration.title);
          expect(countTestId(served.markup, 'player-placeholder')).toBe(0);
          expect(countTestId(served.markup, 'event-widget')).toBe(0);
          // Paid event on a non-minimal page: the payment logos.
          expect(countTestId(served.markup, 'payment-logos')).toBe(1);
        } else {
          expect(registration).toBeNull();
          expect(served.markup).toContain('id="platform-widget"');
          expect(countTestId(served.markup, 'event-widget')).toBe(1);
          expect(countTestId(served.markup, 'payment-logos')).toBe(0);
        }
      });
    }
  }

  // In the browser once per theme and per kind of frame: the player with the event widget (light,
  // dark) and the registration widget of the offline event.
  for (const [hash, locale] of [...THEMES, ['demo-offline', 'ru'] as const]) {
    landingTest(
      `${localized(`/mid?hash=${hash}`, locale)}: ${hash === 'demo-offline' ? 'registration widget' : 'player and event widget'}, background, counter, axe`,
      async ({ page, request }) => {
        const activity = await demoActivity(request, hash);
        const messages = MESSAGES[locale];
        const path = localized(`/mid?hash=${hash}`, locale);
        expect((await page.goto(path))?.status()).toBe(200);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.name);
        await expect(page.getByTestId('start-pill')).toBeVisible();
        await expect(page.getByTestId('duration-pill')).toContainText('UTC');
        await expect(page.getByRole('contentinfo')).toBeVisible();

        if (activity.type === 'offline') {
          const section = page.locator('#registration-section');
          await expect(section.getByRole('heading', { level: 2 })).toHaveText(
            messages.registration.title,
          );
          const frame = section.locator('iframe');
          await expect(frame).toHaveAttribute('name', `${hash}-platform`);
          expect(await frameQuery(page, '#registration-section iframe')).toEqual({
            path: '/demo/widgets/registration',
            pairs: [
              ['hash', hash],
              ['locale', locale],
            ],
          });
          await expect(page.getByTestId('player-frame')).toHaveCount(0);
          await expect(page.locator('[data-testid="event-widget"]')).toHaveCount(0);
          await expect(page.getByTestId('payment-logos')).toBeVisible();
        } else {
          expect(await frameQuery(page, '#platform-widget [data-testid="player-frame"]')).toEqual(
            expect.objectContaining({ path: '/demo/player/' }),
          );
          await expect(page.locator('#platform-widget [data-mode="platform"]')).toHaveAttribute(
            'data-status',
            'ready',
          );
          const widget = page.getByRole('region', { name: messages.player.eventWidgetTitle });
          await expect(widget).toHaveAttribute('data-status', 'ready');
          await expect(widget.getByRole('tab')).toHaveCount(3);
          await expect(page.locator('#registration-section')).toHaveCount(0);
          await expect(page.getByTestId('payment-logos')).toHaveCount(0);
        }
        await expectThemeAndCounter(page, activity);
        await expectNoSeriousAxeViolations(page);
      },
    );
  }

  landingTest(
    'the registration script answers 404: translated error, and retry loads the widget',
    async ({ page }) => {
      const script = await failRequests(page, '**/demo/widgets/registration.js');
      await page.goto('/en/mid?hash=demo-offline');
      const section = page.locator('#registration-section');
      await expect(section.getByRole('alert')).toContainText(en.registration.failed);
      script.recover();
      await section.getByRole('button', { name: en.registration.retry }).click();
      await expect(section.locator('iframe')).toHaveAttribute('name', 'demo-offline-platform');
      await expect(section.getByRole('alert')).toHaveCount(0);
    },
  );

  landingTest(
    'the event widget script answers 404: translated error, and retry mounts it',
    async ({ page }) => {
      const script = await failRequests(page, '**/demo/widgets/event-widget.js');
      await page.goto('/mid?hash=demo-hybrid');
      const widget = page.getByRole('region', { name: ru.player.eventWidgetTitle });
      await expect(widget.getByRole('alert')).toContainText(ru.errors.scriptLoadFailed);
      script.recover();
      await widget.getByRole('button', { name: ru.errors.retry }).click();
      await expect(widget).toHaveAttribute('data-status', 'ready');
    },
  );
});

test.describe('minimal and mid landings: routing', () => {
  for (const path of [
    '/min',
    '/min?hash=',
    '/min?hash=bad%20hash!',
    '/en/min?hash=%3Cscript%3E',
    '/mid',
    `/mid?hash=${'a'.repeat(65)}`,
    '/en/mid?hash=../../etc',
  ]) {
    test(`${path} is a bad link: HTTP 404`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404);
    });
  }

  for (const route of ['/min', '/mid']) {
    for (const locale of LOCALES) {
      test(`${localized(`${route}?hash=demo-missing`, locale)} is the "event not found" state with HTTP 404`, async ({
        request,
      }) => {
        const served = await servedPage(request, localized(`${route}?hash=demo-missing`, locale));
        expect(served.status).toBe(404);
        expect(headingText(served.markup, 1)).toBe(MESSAGES[locale].errors.WRONG_ACTIVITY_ID);
      });
    }
  }

  // The "event not found" boundary in the browser once for the landings, whose first HTML has it
  // (the pages rendered per request draw it: e2e/watch-on-platform checks that one).
  test('/en/mid?hash=demo-missing: the "event not found" state has no serious or critical axe violations', async ({
    page,
  }) => {
    expect((await page.goto('/en/mid?hash=demo-missing'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errors.WRONG_ACTIVITY_ID);
    await expectNoSeriousAxeViolations(page);
  });

  test('the query-string landings are cached per hash like /max; client flags do not split it', async ({
    request,
  }) => {
    for (const route of ['/min?hash=demo-offline', '/en/mid?hash=demo-online&debug=1']) {
      expect((await request.get(route)).status()).toBe(200);
      const again = await request.get(route);
      expect(again.status()).toBe(200);
      expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    }
  });
});
