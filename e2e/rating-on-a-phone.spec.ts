import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { waitForPageSettled } from './support/settled';

/** The rating list on a 320 px phone: every name whole (wrapped, never cut), the score beneath it. */

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

test('every rating name is shown whole on a phone, its score on the screen', async ({ page }) => {
  await page.goto(`/participants-rating?hash=${DEMO_IDS.hashes.online}`);
  await waitForPageSettled(page);
  const rows = page.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const measured = await rows.evaluateAll((items) =>
    items.map((item) => {
      const name = item.querySelector('[data-testid="rating-name"]')!;
      const score = item.lastElementChild!.getBoundingClientRect();
      return {
        name: name.textContent,
        cut: name.scrollWidth > name.clientWidth || getComputedStyle(name).textOverflow !== 'clip',
        width: Math.round(name.getBoundingClientRect().width),
        scoreInside: score.left >= 0 && score.right <= window.innerWidth,
      };
    }),
  );
  expect(measured.length).toBeGreaterThan(3);
  expect(measured.filter(({ cut, scoreInside }) => cut || !scoreInside)).toEqual([]);
  // Room for a name: more than half the row, not the sliver beside a score column.
  for (const { name, width } of measured) expect(width, name ?? '').toBeGreaterThan(140);
});
