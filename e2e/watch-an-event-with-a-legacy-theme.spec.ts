import { expect, test as base, type Page } from '@playwright/test';
import { demoActivity } from './support/demo';
import { frameQuery } from './support/embed-pages';

/**
 * demo-hybrid carries the legacy theme name `blue`. The product maps it once, where it reads the
 * activity, so the page, the banner, the player frame and the link preview all see `deep-blue`.
 */

// The counter's tag is answered locally; the route comes with the `page` fixture, so the test
// that only asks the demo upstream opens no browser page.
const test = base.extend({
  page: async ({ page }, provide) => {
    await page.route('https://mc.yandex.ru/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await provide(page);
  },
});

test('the demo upstream sends the legacy name', async ({ request }) => {
  expect((await demoActivity(request, 'demo-hybrid')).theme).toBe('blue');
});

/** The page's theme and its player frame's query both say deep-blue, never blue. */
async function expectDeepBlue(page: Page) {
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'deep-blue');
  const frame = await frameQuery(page, '[data-testid="player-frame"]');
  expect(frame.pairs).toContainEqual(['theme', 'deep-blue']);
  expect(frame.pairs).not.toContainEqual(['theme', 'blue']);
}

test("/en/max?hash=demo-hybrid: the page and its player frame both see deep-blue; the banner's image is deep-blue's", async ({
  page,
}) => {
  await page.goto('/en/max?hash=demo-hybrid');
  await expectDeepBlue(page);
  await expect(page.locator('[data-testid="banner"] [data-alignment]')).toHaveAttribute(
    'style',
    /banner-deep-blue\.svg/,
  );
});

test('/en/min?hash=demo-hybrid: the page and its player frame both see deep-blue', async ({
  page,
}) => {
  await page.goto('/en/min?hash=demo-hybrid');
  await expectDeepBlue(page);
});

test('the platform page reads a legacy theme in its query the same way', async ({ page }) => {
  await page.goto('/en/platform?hash=demo-online&theme=blue');
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'deep-blue');
  const frame = await frameQuery(page, '[data-testid="player-frame"]');
  expect(frame.pairs).toContainEqual(['theme', 'deep-blue']);
});
