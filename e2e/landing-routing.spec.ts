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

  test('an upstream failure answers 502/503 with the catalogue text and a retry link, even without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/en/max?hash=demo-broken');
    // 502 for the broken answer; 503 if the broken upstream dropped the connection instead.
    expect([502, 503]).toContain(response?.status());
    await expect(page.getByRole('alert')).toContainText(/an unexpected error has occurred/);
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/en/max?hash=demo-broken',
    );
    expect(await page.content()).not.toMatch(/at .*\.(js|ts):\d+/);
    await context.close();
  });

  test('an unreachable upstream answers 503 with Retry-After; a damaged URL answers 400', async ({
    request,
  }) => {
    const slow = await request.get('/max?hash=demo-slow');
    expect(slow.status()).toBe(503);
    expect(slow.headers()['retry-after']).toBe('30');
    expect(slow.headers()['cache-control']).toMatch(/no-store/);
    expect(await slow.text()).toContain('непредвиденная ошибка');
    const damaged = await request.get('/max%E0%A4%A');
    expect(damaged.status()).toBe(400);
    expect(await damaged.text()).toContain('Ссылка повреждена');
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

  test('a hot landing is replayed from the one-second micro-cache; no-cache reaches Next', async ({
    request,
  }) => {
    const url = '/en/mid?hash=demo-hybrid';
    await expect(async () => {
      // The first answers fill Next's cache (MISS, then HIT); the micro-cache keeps a HIT only.
      const [first, second] = [await request.get(url), await request.get(url)];
      expect(first.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
      expect(second.headers()['x-micro-cache']).toBe('HIT');
      expect(await second.text()).toBe(await first.text());
    }).toPass({ timeout: 15_000 });
    const fresh = await request.get(url, { headers: { 'cache-control': 'no-cache' } });
    expect(fresh.status()).toBe(200);
    expect(fresh.headers()['x-micro-cache']).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await request.get(url)).headers()['x-micro-cache']).toBeUndefined();
  });

  test('/landing serves the same full landing as /max', async ({ page }) => {
    await page.goto('/landing?hash=demo-online');
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto('/max?hash=demo-online');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
  });
});
