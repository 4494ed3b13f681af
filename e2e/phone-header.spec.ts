import { expect, test, type Locator } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { waitForPageSettled } from './support/settled';

/**
 * A phone's header: one height (64 px, its border included) on every page that has one, the logo
 * at its natural size (a logo taller than the header's 40 px slot scaled to it, never stretched),
 * and a compact language switch: the other language's code, its name the link's name.
 */

const HEADER_HEIGHT = 64;
const LOGO_SLOT = 40;
const { offline, hybrid, online } = DEMO_IDS.hashes;
const PAGES = [
  { path: `/max?hash=${hybrid}`, other: 'English', code: 'EN' },
  { path: `/landing?hash=${offline}`, other: 'English', code: 'EN' },
  { path: `/mid?hash=${hybrid}`, other: 'English', code: 'EN' },
  { path: `/min?hash=${online}`, other: 'English', code: 'EN' },
  { path: `/min?hash=${hybrid}`, other: 'English', code: 'EN' },
  { path: `/en/max?hash=${online}`, other: 'Русский', code: 'RU' },
  { path: '/test', other: 'English', code: 'EN' },
  { path: '/no-such-page', other: 'English', code: 'EN' },
  { path: `/questions?hash=${online}`, other: 'English', code: 'EN' },
  { path: `/en/participants-rating?hash=${offline}`, other: 'Русский', code: 'RU' },
];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found!;
}

for (const width of [320, 390]) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    for (const { path, other, code } of PAGES) {
      test(`${path}: a 64 px header, the logo at its natural size, a compact language switch`, async ({
        page,
      }) => {
        await page.goto(path);
        await waitForPageSettled(page);
        const header = page.locator('header').first();
        expect((await box(header)).height).toBe(HEADER_HEIGHT);

        const logo = header.locator('img').first();
        if (await logo.count()) {
          const shown = await box(logo);
          const natural = await logo.evaluate((image: HTMLImageElement) => ({
            width: image.naturalWidth,
            height: image.naturalHeight,
          }));
          const scale = Math.min(1, LOGO_SLOT / natural.height);
          expect(shown.height).toBeCloseTo(natural.height * scale, 0);
          expect(shown.width).toBeCloseTo(natural.width * scale, 0);
        }

        const switcher = header.getByRole('navigation', { name: /^(Язык|Language)$/ });
        const links = switcher.getByRole('link');
        await expect(links.filter({ visible: true })).toHaveCount(1);
        const link = switcher.getByRole('link', { name: other, exact: true });
        await expect(link).toBeVisible();
        const shownCode = link.locator('[aria-hidden="true"]');
        await expect(shownCode).toBeVisible();
        await expect(shownCode).toHaveText(code);
        // The name is only the link's name: clipped to the 1 px of a visually hidden text.
        expect((await box(link.getByText(other, { exact: true }))).width).toBeLessThanOrEqual(1);

        // Everything in the header fits the phone, side by side.
        const parts = await header.locator('a, button, img').evaluateAll((elements) =>
          elements
            .map((element) => element.getBoundingClientRect())
            .filter((rect) => rect.width > 0)
            .map(({ left, right }) => ({ left, right })),
        );
        for (const part of parts) {
          expect(part.left).toBeGreaterThanOrEqual(0);
          expect(part.right).toBeLessThanOrEqual(width);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      });
    }
  });
}
