import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow } from './live-refresh';
import { seriousViolations } from './serious-violations';
import { waitForPageSettled } from './settled';

/** The project's viewport (Desktop Chrome), where a test's other checks run. */
const DESKTOP = { width: 1280, height: 720 };

/**
 * Loads `path` on a 375 px phone: it fits without sideways scrolling and has no serious or critical
 * axe violations. A test that checks more on the same page goes on from here, back at the desktop
 * size, so the page is loaded once for both (docs/decisions/1156-ci-time.md).
 */
export async function expectFitsPhoneWithoutAxeViolations(page: Page, path: string) {
  await test.step(`${path} fits 375 px and has no serious or critical axe violations`, async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForPageSettled(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
  await page.setViewportSize(DESKTOP);
}
