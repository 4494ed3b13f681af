import { expect, test } from '@playwright/test';

test.describe('notifications', () => {
  test('a successful copy is announced bottom-right, then removed after its timeout', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await page.getByRole('button', { name: 'Копировать ссылку' }).first().click();

    const notice = page.getByText('Успешно скопировано');
    await expect(notice).toBeVisible();
    const region = page.locator('[aria-live]').filter({ has: notice });
    await expect(region).toHaveCount(1);

    const box = await notice.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width * 0.6);
    expect(box!.y + box!.height).toBeGreaterThan(viewport.height * 0.6);

    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      '/demo/media/eventor/public/activity/',
    );
    // 3000 ms timeout + 600 ms leave animation.
    await expect(notice).toHaveCount(0, { timeout: 6000 });
  });

  test('a refused clipboard shows "Copy failed", which can be closed', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Copy link' }).first().click();
    const notice = page.getByText('Copy failed');
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('several notices stack without overlapping', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const buttons = page.getByRole('button', { name: 'Копировать ссылку' });
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    const notices = page.getByText('Успешно скопировано');
    await expect(notices).toHaveCount(2);
    const [first, second] = [
      await notices.nth(0).boundingBox(),
      await notices.nth(1).boundingBox(),
    ];
    expect(Math.abs(first!.y - second!.y)).toBeGreaterThanOrEqual(first!.height);
  });
});
