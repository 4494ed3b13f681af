import { expect, test } from '@playwright/test';
import { holdRequests } from './support/embed-pages';
import { demoUrl } from './support/demo';

test.describe('locales', () => {
  test('Russian is the default, without a prefix', async ({ page }) => {
    await page.goto('/test');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Проверка оборудования');
  });

  test('English lives under /en', async ({ page }) => {
    await page.goto('/en/test');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Equipment check');
  });

  test('the default locale is never prefixed: /ru/test redirects to /test', async ({ request }) => {
    const response = await request.get('/ru/test?x=1', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(response.headers()['location']).toMatch(/^(http:\/\/[^/]+)?\/test\?x=1$/);
  });

  test('an English browser arriving at /test stays on the Russian page, offered English', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto('/test');
    await expect(page).toHaveURL(/\/test$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(
      page.getByRole('region', { name: 'Language' }).getByRole('link', { name: 'Open in English' }),
    ).toHaveAttribute('href', '/en/test');
    await context.close();
  });

  test('the locale switcher keeps the path and query, and stores the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/test?utm_source=mail');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/test\?utm_source=mail$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const stored = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value;
    expect(await stored()).toBe('en');
    // The choice now decides the unprefixed pages, the landings included.
    await page.goto('/max?hash=demo-online');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/test?utm_source=mail');
    await expect(page).toHaveURL(/\/en\/test\?utm_source=mail$/);
    await page.getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/test\?utm_source=mail$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(await stored()).toBe('ru');
  });

  test("a landing's language link stores the choice before the page's scripts have run", async ({
    page,
    context,
  }) => {
    // The links are server HTML; the choice is stored by the page's first inline script.
    const bundle = await holdRequests(page, '**/_next/static/chunks/*.js');
    await page.goto('/max?hash=demo-online', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/max\?hash=demo-online$/);
    const cookie = (await context.cookies()).find(({ name }) => name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('en');
    await bundle.release();
  });
});

test("the demo server's index links each demo event to its full landing on the site", async ({
  page,
  baseURL,
}) => {
  await page.goto(demoUrl('/'));
  await page.getByRole('link', { name: 'Global Product Summit 2027' }).click();
  await expect(page).toHaveURL(`${baseURL}/max?hash=demo-hybrid`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Global Product Summit 2027');
});
