import { expect, test } from '@playwright/test';
import { servedPage } from './support/html';
import { freshHash } from './support/proxy';

test.describe('landing routing and caching', () => {
  for (const path of [
    '/max',
    '/max?hash=',
    '/max?hash=bad%20hash!',
    `/max?hash=${'a'.repeat(65)}`,
    '/landing?hash=../../etc',
    '/en/max',
    '/en/landing?hash=%3Cscript%3E',
  ]) {
    test(`${path} is the not-found page with HTTP 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
    });
  }

  test('an unknown event is the "event not found" state with HTTP 404', async ({ page }) => {
    const response = await page.goto('/max?hash=demo-missing');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мероприятие не найдено');
    await expect(
      page.getByText('Мероприятие не найдено. Пожалуйста, обновите страницу.'),
    ).toBeVisible();
  });

  test('an upstream failure on a first render is an uncached 5xx; with JavaScript the visitor reads the catalogue text', async ({
    page,
  }) => {
    const response = await page.goto('/en/max?hash=demo-broken');
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.locator('main[role="alert"]')).toContainText(
      /an unexpected error has occurred/,
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await page.content()).not.toMatch(/\bat \S+ \(?[^\s)]+\.(?:js|ts|tsx):\d+/);
  });

  test('the landing HTML is cached per hash: client-only flags do not split the cache', async ({
    request,
  }) => {
    await request.get('/max?hash=demo-offline');
    const flagged = await request.get(
      '/max?hash=demo-offline&debug=1&isOnlyChat=1&code=abc&isHighload=1',
    );
    expect(flagged.status()).toBe(200);
    expect(flagged.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    const again = await request.get('/max?hash=demo-offline');
    expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  });

  test('/landing serves the same full landing as /max', async ({ request }) => {
    // A copy of demo-online nobody has opened: both routes render it now, from the same answers
    // (a cached copy of either could be older than demo-online's clock-driven times).
    const hash = freshHash('routing');
    const main = async (path: string) => {
      const page = await servedPage(request, path);
      expect(page.status, path).toBe(200);
      const start = page.markup.indexOf('<main');
      const end = page.markup.indexOf('</main>');
      expect(start, `${path} has a <main>`).toBeGreaterThanOrEqual(0);
      // The page's own address is in its links (calendar, share), also URL-encoded: the same
      // page has it at /max.
      return page.markup
        .slice(start, end)
        .replaceAll('/landing?hash=', '/max?hash=')
        .replaceAll('%2Flanding%3Fhash%3D', '%2Fmax%3Fhash%3D');
    };
    const full = await main(`/max?hash=${hash}`);
    // Every section of the full landing, so an empty <main> is not "the same".
    for (const section of ['data-testid="banner"', 'id="schedule"', 'id="speakers"'])
      expect(full).toContain(section);
    expect(await main(`/landing?hash=${hash}`)).toBe(full);
  });
});
