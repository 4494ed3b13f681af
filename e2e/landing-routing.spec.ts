import { expect, test } from '@playwright/test';

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

  test('/landing serves the same full landing as /max', async ({ page }) => {
    await page.goto('/landing?hash=demo-online');
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto('/max?hash=demo-online');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
  });
});
