import { expect, test } from '@playwright/test';
import { installPausedClock } from './support/clock';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { demoActivity, demoUrl } from './support/demo';
import {
  COUNT_POLL_TIMERS,
  DEMO_PAGE_HASHES,
  LOCALES,
  expectNoSeriousAxeViolations,
  failRequests,
  frameQuery,
  holdRequests,
  localized,
  afterPendingPolls,
  pollTimerCount,
  waitForScriptRequest,
} from './support/embed-pages';
import { element, elements, headingText, headMetadata, servedPage } from './support/html';

const MESSAGES = { ru, en } as const;
const ORDER_ID = 'A-1001';

const PAGES = [
  {
    route: '/order',
    heading: (locale: 'ru' | 'en') => MESSAGES[locale].platformPage.orderHeading,
    flags: [] as [string, string][],
  },
  {
    route: '/order-invoice',
    heading: (locale: 'ru' | 'en') => MESSAGES[locale].platformPage.orderInvoiceHeading,
    flags: [
      ['is-invoice-order', 'true'],
      ['is-edit-invoice-enabled', 'true'],
    ] as [string, string][],
  },
] as const;

test.describe('order pages: each demo event in both locales', () => {
  for (const { route, heading, flags } of PAGES) {
    for (const hash of DEMO_PAGE_HASHES) {
      for (const locale of LOCALES) {
        test(`${localized(`${route}?hash=${hash}&orderId=${ORDER_ID}`, locale)} as served: metadata, noindex, heading, order, widget query, no footer`, async ({
          request,
          baseURL,
        }) => {
          const activity = await demoActivity(request, hash);
          const path = localized(`${route}?hash=${hash}&orderId=${ORDER_ID}`, locale);
          const served = await servedPage(request, path);
          expect(served.status).toBe(200);
          expect(headMetadata(served.html)).toMatchObject({
            title: `${heading(locale)} — ${activity.name}`,
            lang: locale,
            // The order id never reaches the canonical URL.
            canonical: `${baseURL}${localized(`${route}?hash=${hash}`, locale)}`,
            robots: 'noindex, nofollow',
          });
          expect(headingText(served.markup, 1)).toBe(heading(locale));
          expect(served.text).toContain(activity.name);
          expect(elements(served.markup, 'p', 'data-testid="order-number"')[0]?.text).toContain(
            ORDER_ID,
          );
          // The container registration.js fills: the frame's address and name (data-src, data-name).
          const container = element(served.markup, `div[^>]*id="registration-widget-${hash}"`);
          expect(container?.get('data-name')).toBe(`${hash}-platform`);
          const src = new URL(container?.get('data-src') ?? '', 'http://page.invalid');
          expect({ path: src.pathname, pairs: [...src.searchParams] }).toEqual({
            path: '/demo/widgets/registration',
            pairs: [['hash', hash], ['order-id', ORDER_ID], ...flags, ['locale', locale]],
          });
          expect(served.markup).not.toMatch(/<footer\b|role="contentinfo"|role="banner"/);
        });
      }
    }
  }

  // In the browser once per page and theme: the light demo-online in Russian, the dark
  // demo-hybrid in English.
  for (const { route, heading, flags } of PAGES) {
    for (const [hash, locale] of [
      ['demo-online', 'ru'],
      ['demo-hybrid', 'en'],
    ] as const) {
      test(`${localized(`${route}?hash=${hash}&orderId=${ORDER_ID}`, locale)}: registration widget for the order, axe`, async ({
        page,
        request,
      }) => {
        const activity = await demoActivity(request, hash);
        const path = localized(`${route}?hash=${hash}&orderId=${ORDER_ID}`, locale);
        expect((await page.goto(path))?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(locale));
        await expect(page.getByText(activity.name, { exact: true })).toBeVisible();
        await expect(page.getByTestId('order-number')).toContainText(ORDER_ID);

        // The widget's frame, added by registration.js from the container's data-src.
        const container = page.locator(`#registration-widget-${hash}`);
        const frame = container.locator('iframe');
        await expect(frame).toHaveAttribute('name', `${hash}-platform`);
        expect(await frameQuery(page, `#registration-widget-${hash} iframe`)).toEqual({
          path: '/demo/widgets/registration',
          pairs: [['hash', hash], ['order-id', ORDER_ID], ...flags, ['locale', locale]],
        });
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expectNoSeriousAxeViolations(page);
      });
    }
  }

  test('without an order id the widget opens for the event alone', async ({ page }) => {
    await page.goto('/order?hash=demo-offline');
    await expect(page.getByTestId('order-number')).toHaveCount(0);
    await expect(page.locator('#registration-widget-demo-offline iframe')).toHaveAttribute(
      'src',
      demoUrl('/demo/widgets/registration?hash=demo-offline&locale=ru'),
    );
  });

  test('a dark event keeps its dark palette', async ({ page }) => {
    await page.goto('/en/order-invoice?hash=demo-hybrid&orderId=7');
    const background = await page
      .locator('[data-dark="true"]')
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(background).toBe('rgb(2, 7, 3)');
  });
});

test.describe('order pages: bad links and unknown events', () => {
  for (const path of [
    '/order',
    '/order?hash=',
    '/order-invoice?orderId=1',
    '/en/order-invoice?hash=bad%20hash',
    '/order-invoice?hash=demo-offline&hash=bad%20hash',
  ]) {
    test(`${path} is a bad link: HTTP 404`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404);
    });
  }

  // Drawn in the browser: a page rendered per request answers notFound() with Next's empty shell
  // (its head is e2e/see-not-found-without-javascript's); e2e/watch-on-platform runs its axe check.
  for (const locale of LOCALES) {
    test(`${localized('/order-invoice?hash=demo-missing&orderId=1', locale)} is the "event not found" state with HTTP 404`, async ({
      page,
    }) => {
      const response = await page.goto(
        localized('/order-invoice?hash=demo-missing&orderId=1', locale),
      );
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        MESSAGES[locale].errors.WRONG_ACTIVITY_ID,
      );
    });
  }
});

test.describe('order pages: the widget script', () => {
  test('answers 404: translated error, and retry loads the widget', async ({ page }) => {
    const script = await failRequests(page, '**/demo/widgets/registration.js');
    await page.goto('/order?hash=demo-offline&orderId=42');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(ru.registration.failed);
    script.recover();
    await page.getByRole('button', { name: ru.registration.retry }).click();
    await expect(page.locator('#registration-widget-demo-offline iframe')).toHaveAttribute(
      'src',
      demoUrl('/demo/widgets/registration?hash=demo-offline&order-id=42&locale=ru'),
    );
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('never answers: after 20 s a translated error, and retry loads the widget', async ({
    page,
  }) => {
    await installPausedClock(page);
    const script = await holdRequests(page, '**/demo/widgets/registration.js');
    await page.goto('/en/order-invoice?hash=demo-online&orderId=42', {
      waitUntil: 'domcontentloaded',
    });
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(en.registration.loading);
    await waitForScriptRequest(page, '/demo/widgets/registration.js');
    await page.clock.fastForward(19_999);
    await expect(main.getByRole('status')).toHaveText(en.registration.loading);
    await page.clock.fastForward(1);
    await expect(main.getByRole('alert')).toContainText(en.registration.failed);
    await script.release();
    // The retry polls for addRegistrationWidget every 50 ms: let the page's timers run again.
    await page.clock.resume();
    await page.getByRole('button', { name: en.registration.retry }).click();
    await expect(page.locator('#registration-widget-demo-online iframe')).toHaveAttribute(
      'name',
      'demo-online-platform',
    );
  });

  test('stops polling for addRegistrationWidget once the visitor navigates away', async ({
    page,
  }) => {
    await page.addInitScript(COUNT_POLL_TIMERS);
    await holdRequests(page, '**/demo/widgets/registration.js');
    await page.goto('/order?hash=demo-offline&orderId=42', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('main').getByRole('status')).toHaveText(ru.registration.loading);
    const before = await pollTimerCount(page);
    await expect.poll(() => pollTimerCount(page)).toBeGreaterThan(before + 5);
    // Control: the wait used after navigation does see a page that still polls.
    const polling = await pollTimerCount(page);
    await afterPendingPolls(page);
    expect(await pollTimerCount(page)).toBeGreaterThan(polling);

    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
        '/test',
      ),
    );
    await expect(page).toHaveURL(/\/test$/);
    await expect(page.locator('#registration-widget-demo-offline')).toHaveCount(0);
    const afterNavigation = await pollTimerCount(page);
    await afterPendingPolls(page);
    expect(await pollTimerCount(page)).toBe(afterNavigation);
  });
});
