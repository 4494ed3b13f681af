import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * A speaker photo or partner logo whose host fails shows the spec's fallback (the initials, the
 * partner's name) in the same box, never an empty one, and nothing moves
 * (docs/decisions/0903-image-fallbacks.md).
 */

const PHOTOS = '**/demo/media/assets/avatars/speaker-*';
const LOGOS = '**/demo/media/assets/logos/**';

const HOSTS: Record<string, (route: Route) => Promise<void> | void> = {
  'answers 404': (route) => route.fulfill({ status: 404, body: 'not found' }),
  // Never fulfilled: the request stays pending for the life of the page.
  'never answers': () => undefined,
};

/**
 * Layout shifts that moved anything inside a speaker card or a partner tile. (The sliders' own
 * controls, which appear once a slider knows it can scroll, move the blocks below them; that is
 * not what this spec is about.)
 */
async function watchCardShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cardShifts: number };
    w.cardShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources?: { node?: Node | null }[] };
        const inCard = (shift.sources ?? []).some((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          return !!element?.closest('.speaker-card, .partner-tile');
        });
        if (inCard) w.cardShifts += shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function cardShifts(page: Page): Promise<number> {
  // Two frames, so a shift caused by the last change has been reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { cardShifts: number }).cardShifts);
}

for (const [host, answer] of Object.entries(HOSTS)) {
  for (const width of [375, 1440]) {
    test(`an image host that ${host}, ${width} px: initials and partner names, no shift`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 800 });
      await page.route(PHOTOS, answer);
      await page.route(LOGOS, answer);
      await watchCardShifts(page);
      // Not `load`: a host that never answers holds it back.
      await page.goto('/max?hash=demo-online', { waitUntil: 'domcontentloaded' });
      const state = host === 'answers 404' ? 'failed' : 'pending';

      await page.locator('#speakers').scrollIntoViewIfNeeded();
      const photo = page.locator('.speaker-photo').first();
      await expect(photo).toHaveAttribute('data-image', state);
      await expect(photo.locator('.speaker-initials')).toBeVisible();
      await expect(photo.locator('.speaker-initials')).toHaveText(/^\S{1,2}$/);

      await page.locator('#partners').scrollIntoViewIfNeeded();
      const logo = page.locator('.partner-logo').first();
      await expect(logo).toHaveAttribute('data-image', state);
      await expect(logo.locator('.partner-name')).toBeVisible();
      await expect(logo.locator('.partner-name')).not.toBeEmpty();
      // The link keeps its name from the logo's alt text.
      await expect(page.locator('a.partner-tile').first()).toHaveAccessibleName(/\S/);

      // The fallback fills the image's own box: nothing in the cards moved.
      expect(await photo.boundingBox()).toMatchObject({ width: 128, height: 128 });
      expect(await cardShifts(page)).toBe(0);
    });
  }
}

test('pictures that load hide their fallback', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto('/max?hash=demo-online');
  await page.locator('#speakers').scrollIntoViewIfNeeded();
  const photo = page.locator('.speaker-photo').first();
  await expect(photo).toHaveAttribute('data-image', 'loaded');
  await expect(photo.locator('.speaker-initials')).toBeHidden();
  await page.locator('#partners').scrollIntoViewIfNeeded();
  const logo = page.locator('.partner-logo').first();
  await expect(logo).toHaveAttribute('data-image', 'loaded', { timeout: 15_000 });
  await expect(logo.locator('.partner-name')).toBeHidden();
});
