import type { Page } from '@playwright/test';

/**
 * The page's own signals that what it shows has arrived: the `load` event (its scripts, styles and
 * images) and `document.fonts.ready` (the web fonts that set its line lengths). Layout and axe
 * checks wait for these rather than for an idle network, which says nothing about requests made
 * later (lazy chunks, refetches).
 */
export async function waitForPageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}
