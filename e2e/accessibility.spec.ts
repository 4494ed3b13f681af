import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/serious-violations';

const PAGES = [
  '/form-qr-code?id=demo-form',
  '/en/form-qr-code?id=demo-form',
  '/test',
  '/en/test',
  // One not-found page per template: the locales share its markup (e2e/minimal-and-mid-landings
  // checks the event boundary's, in English).
  '/no-such-page',
];

test.describe('accessibility (axe-core)', () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  // The check every spec relies on finds what it should: a nameless image in the page and
  // one in a same-origin frame (the player's and widgets' frames are such frames).
  test('the check reports serious violations in the page and in its frames', async ({ page }) => {
    const html = (body: string) => `<!doctype html><html lang="en"><title>t</title>${body}</html>`;
    await page.route('**/axe-fixture/top', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: html(
          '<main><img src="/icon.svg" id="top-img"><iframe title="f" src="/axe-fixture/frame"></iframe></main>',
        ),
      }),
    );
    await page.route('**/axe-fixture/frame', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: html('<main><img src="/icon.svg" id="frame-img"></main>'),
      }),
    );
    await page.goto('/axe-fixture/top');
    await expect(page.frameLocator('iframe').locator('#frame-img')).toBeAttached();
    const found = await seriousViolations(page);
    expect(found).toEqual([expect.stringMatching(/^image-alt: /)]);
    expect(found[0]).toContain('#top-img');
    expect(found[0]).toContain('#frame-img');
  });
});
