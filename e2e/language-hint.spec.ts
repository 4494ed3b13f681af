import { expect, test, type Page } from '@playwright/test';
import { trackReactEffects, waitForHydration } from './support/hydration';
import { freshHash } from './support/proxy';

/**
 * The language hint (docs/decisions/0227-one-locale-rule.md): after hydration, a visitor whose
 * browser prefers the other language, and who has not chosen one, is offered the same page in
 * it; the choice is a cookie the landings' rewrites and the middleware honour. The cached HTML is
 * the same for everyone.
 */

const LANDING = '/max?hash=demo-online';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

/** Every layout shift from the navigation on, summed (the page's CLS before input). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shifts(page: Page): Promise<number> {
  // Two frames, so a shift caused by the last change has been reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

test.describe('an English-speaking browser on a Russian landing', () => {
  test.beforeEach(({ page }) => trackReactEffects(page));

  test.use({ locale: 'en-US' });

  test('sees the hint in English, follows it to the English page, and the choice sticks', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await watchShifts(page);
    await page.goto(LANDING);
    const hint = page.getByRole('region', { name: 'Language' });
    await expect(hint).toBeVisible();
    await expect(hint).toHaveAttribute('lang', 'en');
    await expect(hint).toContainText('This page is also in English.');
    expect(await shifts(page)).toBe(0);

    await hint.getByRole('link', { name: 'Open in English' }).click();
    await expect(page).toHaveURL(`${baseURL}/en/max?hash=demo-online`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    // A year, give or take the seconds the test took.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // The next unprefixed visit is English, at the same URL, and no hint is offered any more.
    await page.goto(LANDING);
    await expect(page).toHaveURL(`${baseURL}${LANDING}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await waitForHydration(page.locator('.language-hint'));
    await expect(page.getByRole('region', { name: /Language|Язык/ })).toHaveCount(0);
  });

  test('closing the hint keeps the page’s language and stores it', async ({ page, context }) => {
    await page.goto('/min?hash=demo-offline&utm_source=x');
    const hint = page.getByRole('region', { name: 'Language' });
    await expect(hint.getByRole('link', { name: 'Open in English' })).toHaveAttribute(
      'href',
      '/en/min?hash=demo-offline&utm_source=x',
    );
    await hint.getByRole('button', { name: 'Close' }).click();
    await expect(hint).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ru');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await waitForHydration(page.locator('.language-hint'));
    await expect(page.getByRole('region', { name: 'Language' })).toHaveCount(0);
  });
});

test.describe('a Russian-speaking browser', () => {
  test.beforeEach(({ page }) => trackReactEffects(page));

  test.use({ locale: 'ru-RU' });

  test('sees nothing on the Russian landing', async ({ page }) => {
    await page.goto(LANDING);
    await waitForHydration(page.locator('.language-hint'));
    await expect(page.locator('.language-hint')).toBeEmpty();
  });

  test('is offered the Russian page, in Russian, on the English one', async ({ page, baseURL }) => {
    await page.goto('/en/max?hash=demo-online');
    const hint = page.getByRole('region', { name: 'Язык' });
    await expect(hint).toHaveAttribute('lang', 'ru');
    await hint.getByRole('link', { name: 'Открыть на русском' }).click();
    await expect(page).toHaveURL(`${baseURL}${LANDING}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});

test('crawlers, link previews and browsers get the same landing HTML, with an empty hint', async ({
  request,
}) => {
  // demo-online follows the clock, so its cached copy may be regenerated between two reads. A
  // copy of it nobody has opened is rendered by the first read and cached: every later read
  // within the revalidate time is that same copy (a HIT), so one comparison is exact.
  const path = `/max?hash=${freshHash('hint')}`;
  const get = async (headers: Record<string, string>) => {
    const response = await request.get(path, { headers });
    expect(response.status()).toBe(200);
    return { cache: response.headers()['x-nextjs-cache'], html: await response.text() };
  };
  const browserRu = await get({ 'user-agent': CHROME, 'accept-language': 'ru-RU,ru' });
  const others = await Promise.all([
    get({ 'user-agent': CHROME, 'accept-language': 'en-US,en' }),
    get({ 'user-agent': GOOGLEBOT, 'accept-language': 'en' }),
    get({ 'user-agent': FACEBOOK }),
  ]);
  for (const other of others) {
    expect(other.cache).toBe('HIT');
    expect(other.html).toBe(browserRu.html);
  }
  expect(browserRu.html).toContain('<div aria-live="polite" class="language-hint"></div>');
  expect(browserRu.html).toContain('<html lang="ru"');
});

test('the middleware’s pages honour the cookie: /test with NEXT_LOCALE=en is English', async ({
  context,
  page,
  baseURL,
}) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
  await page.goto('/test');
  await expect(page).toHaveURL(`${baseURL}/en/test`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the landings without a valid hash honour the cookie too', async ({ request }) => {
  const response = await request.get('/max', { headers: { cookie: 'NEXT_LOCALE=en' } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<html lang="en"');
});
