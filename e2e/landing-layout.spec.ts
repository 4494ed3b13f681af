import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/serious-violations';

const VIEWPORTS = [375, 768, 1024, 1440];

test.describe('full landing layout', () => {
  for (const width of VIEWPORTS) {
    test(`${width} px: no horizontal scrolling, menu inline only from 1024 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/max?hash=demo-online');
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      // Before the sliders load (the server's static tracks), and again once they have.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      // Measured once both sliders have replaced their static markup and positioned their track
      // (each loads as it nears the viewport, so the visitor's scrolling is what brings it).
      for (const section of ['#speakers', '#partners']) {
        await page.locator(section).scrollIntoViewIfNeeded();
        await expect(page.locator(`${section} ul[style*="transform"]`)).toBeAttached();
      }
      expect(await overflow()).toBeLessThanOrEqual(0);
      const drawerButton = page.getByRole('button', { name: 'Открыть меню' });
      if (width >= 1024) await expect(drawerButton).toBeHidden();
      else await expect(drawerButton).toBeVisible();
    });
  }
});

test.describe('full landing accessibility (axe-core)', () => {
  for (const path of [
    '/max?hash=demo-online',
    '/en/max?hash=demo-online',
    '/max?hash=demo-offline',
    '/en/max?hash=demo-hybrid',
  ]) {
    test(`${path}: no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const path of ['/max?hash=demo-online', '/en/max?hash=demo-online']) {
    test(`${path} with the drawer open: no serious or critical violations`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      await page.getByRole('button', { name: /Открыть меню|Open menu/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('a late event logo', () => {
  // The logo comes from the organizer's CDN, often after the first paint: its box is reserved,
  // so its arrival moves nothing (the banner's in the full landing, the header's in the minimal).
  // The demo's logos are 30 px tall; an organizer's may be as tall as the 60 px a logo is allowed.
  const TALL_LOGO =
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">' +
    '<rect width="120" height="60" fill="#6b7280"/></svg>';
  const cases = [
    { path: '/max?hash=demo-online', logo: 'the demo logo' },
    { path: '/min?hash=demo-online', logo: 'the demo logo' },
    { path: '/max?hash=demo-online', logo: 'a 60 px tall logo' },
    { path: '/min?hash=demo-online', logo: 'a 60 px tall logo' },
  ];
  for (const { path, logo } of cases) {
    test(`${path}, ${logo}: nothing moves when it arrives after the first paint`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let requested = 0;
      await page.route('**/assets/brand/**', async (route) => {
        requested += 1;
        await held;
        if (logo === 'the demo logo') await route.continue();
        else await route.fulfill({ contentType: 'image/svg+xml', body: TALL_LOGO });
      });
      // Not until `load`: the held logo is what `load` would wait for.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(requested).toBeGreaterThan(0);
      await page.evaluate(() => {
        const w = window as unknown as { lateShifts: number };
        w.lateShifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            w.lateShifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift' });
      });
      release();
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images]
              .filter((image) => image.src.includes('/assets/brand/') && image.checkVisibility())
              .every((image) => image.complete && image.naturalWidth > 0),
          ),
        )
        .toBe(true);
      // Two frames, so a shift caused by the decoded logo has been reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(
        await page.evaluate(() => (window as unknown as { lateShifts: number }).lateShifts),
      ).toBe(0);
    });
  }
});
