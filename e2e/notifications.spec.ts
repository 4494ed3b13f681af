import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { installPausedClock, revealStreamedContent } from './support/clock';

test.describe('notifications', () => {
  test('a successful copy is announced bottom-right, then removed after its timeout', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The notice's 3 s run on the page's clock, not on how long the checks below take.
    await installPausedClock(page);
    await page.goto(`/form-qr-code?id=${DEMO_IDS.forms.published}`);
    // An organizer page may stream its content after the loading state: React reveals it on the
    // page's (paused) clock.
    const copy = page.getByRole('button', { name: 'Копировать ссылку' }).first();
    await revealStreamedContent(copy);
    await copy.click();

    const notice = page.getByText('Успешно скопировано');
    await expect(notice).toBeVisible();
    const region = page.locator('[aria-live]').filter({ has: notice });
    await expect(region).toHaveCount(1);

    const box = await notice.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width * 0.6);
    expect(box!.y + box!.height).toBeGreaterThan(viewport.height * 0.6);

    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      `/demo/forms/view/${DEMO_IDS.forms.published}`,
    );
    // 3000 ms on screen, then a 600 ms leave transition before it is removed.
    await page.clock.fastForward(2_999);
    await expect(notice).toBeVisible();
    await page.clock.fastForward(1);
    const card = page.locator('[data-type="success"]');
    await expect(card).toHaveAttribute('data-leaving', 'true');
    await page.clock.fastForward(599);
    await expect(card).toHaveCount(1);
    await page.clock.fastForward(1);
    await expect(notice).toHaveCount(0);
  });

  test('a refused clipboard shows "Copy failed", which can be closed', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    // Closed by the visitor, not by its own 3 s time-out on a slow machine.
    await installPausedClock(page);
    await page.goto(`/en/form-qr-code?id=${DEMO_IDS.forms.published}`);
    const copy = page.getByRole('button', { name: 'Copy link' }).first();
    await revealStreamedContent(copy);
    await copy.click();
    const notice = page.getByText('Copy failed');
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(page.getByRole('alert').filter({ has: notice })).toHaveAttribute(
      'data-leaving',
      'true',
    );
    await page.clock.fastForward(600);
    await expect(notice).toHaveCount(0);
  });

  test('several notices stack without overlapping', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Both stay on screen however long the two clicks take.
    await installPausedClock(page);
    await page.goto(`/form-qr-code?id=${DEMO_IDS.forms.published}`);
    // Two copies, two notices.
    const button = page.getByRole('button', { name: 'Копировать ссылку' });
    await revealStreamedContent(button);
    await button.click();
    await button.click();
    const notices = page.getByText('Успешно скопировано');
    await expect(notices).toHaveCount(2);
    const [first, second] = [
      await notices.nth(0).boundingBox(),
      await notices.nth(1).boundingBox(),
    ];
    expect(Math.abs(first!.y - second!.y)).toBeGreaterThanOrEqual(first!.height);
  });
});
