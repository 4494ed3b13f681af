import { expect, test } from '@playwright/test';
import { holdRequests } from './support/embed-pages';
import { demoUrl } from './support/demo';
import { elements, headingText, headMetadata, servedPage } from './support/html';

test.describe('locales', () => {
  test('Russian is the default, without a prefix; English lives under /en', async ({ request }) => {
    for (const [path, lang, heading] of [
      ['/test', 'ru', 'Проверка оборудования'],
      ['/en/test', 'en', 'Equipment check'],
    ] as const) {
      const served = await servedPage(request, path);
      expect(headMetadata(served.html).lang, path).toBe(lang);
      expect(headingText(served.markup, 1), path).toBe(heading);
    }
  });

  test('the default locale is never prefixed: /ru/test redirects to /test', async ({ request }) => {
    const response = await request.get('/ru/test?x=1', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(response.headers()['location']).toMatch(/^(http:\/\/[^/]+)?\/test\?x=1$/);
  });

  // An English browser on /test: not redirected (e2e/one-locale-rule, served), offered English
  // (e2e/one-locale-rule, "/test: the Russian page offers English with the same hint").

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
  request,
  baseURL,
}) => {
  const index = await servedPage(request, demoUrl('/'));
  const links = elements(index.markup, 'a').filter(
    ({ text }) => text === 'Global Product Summit 2027',
  );
  expect(links.map(({ attributes }) => attributes.get('href'))).toEqual([
    `${baseURL}/max?hash=demo-hybrid`,
  ]);
  const landing = await servedPage(request, links[0]!.attributes.get('href')!);
  expect(headingText(landing.markup, 1)).toBe('Global Product Summit 2027');
});
