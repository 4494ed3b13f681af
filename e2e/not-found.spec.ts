import { expect, test } from '@playwright/test';

test.describe('not-found page', () => {
  for (const [path, title] of [
    ['/no-such-page', 'Страница не найдена'],
    ['/deeply/nested/unknown?x=1', 'Страница не найдена'],
    ['/en/no-such-page', 'Page not found'],
  ] as const) {
    test(`${path} answers 404 with the translated title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }

  test('an unsupported locale prefix is not a locale: 404', async ({ request }) => {
    const response = await request.get('/de/test');
    expect(response.status()).toBe(404);
  });
});
