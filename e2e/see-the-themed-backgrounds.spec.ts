import { expect, test, type Page } from '@playwright/test';
import { resolveTheme } from '../lib/theme/themes';
import { demoActivity } from './support/demo';

/**
 * The banner's background is an image of the event's theme and the minimal landing has its own
 * background image with a dark variant: small SVG files as CSS backgrounds, which neither become
 * the largest contentful paint nor move anything when they arrive.
 */

/** The page's largest-contentful-paint candidates and layout shifts, as the browser saw them. */
async function paintRecord(page: Page) {
  // The signal: the background image has arrived (its resource entry); read a frame after it.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/(themes|backgrounds)\//.test(entry.name)),
  );
  return page.evaluate(
    () =>
      new Promise<{
        lcp: { url: string; tag: string; inBackgroundBox: boolean }[];
        shifts: { value: number; backgroundBox: boolean }[];
      }>((resolve) => {
        // The boxes that carry a background image: the banner's and the minimal landing's root.
        const boxes = [
          ...document.querySelectorAll('[data-testid="banner"] [data-alignment], [data-theme]'),
        ];
        const lcp: { url: string; tag: string; inBackgroundBox: boolean }[] = [];
        const shifts: { value: number; backgroundBox: boolean }[] = [];
        let firstLcp: () => void = () => undefined;
        const lcpSeen = new Promise<void>((seen) => (firstLcp = seen));
        new PerformanceObserver((list) => {
          firstLcp();
          for (const entry of list.getEntries() as LargestContentfulPaint[]) {
            lcp.push({
              url: entry.url,
              tag: entry.element?.tagName ?? '',
              inBackgroundBox: boxes.some((box) => box === entry.element),
            });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node?: Node }[];
          })[]) {
            const nodes = (entry.sources ?? []).map((source) => source.node);
            shifts.push({
              value: entry.value,
              backgroundBox: nodes.some((node) => boxes.some((box) => box === node)),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The page's first largest paint may come after its load on a busy machine: wait for it.
        // Then two frames (the image painted, any shift it caused recorded) and a task: both
        // observers have reported, whether or not there was more to report.
        void lcpSeen.then(() =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => setTimeout(() => resolve({ lcp, shifts }))),
          ),
        );
      }),
  );
}

async function background(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((node) => {
      const style = getComputedStyle(node);
      return { image: style.backgroundImage, position: style.backgroundPosition };
    });
}

for (const hash of ['demo-online', 'demo-offline', 'demo-hybrid', 'demo-corporate']) {
  test(`/max?hash=${hash}: the banner shows its theme's image as a background`, async ({
    page,
    request,
  }) => {
    const theme = resolveTheme((await demoActivity(request, hash)).theme);
    await page.goto(`/max?hash=${hash}`);
    const banner = await background(page, '[data-testid="banner"] [data-alignment]');
    expect(banner.image).toContain(`/themes/banner-${theme}.svg`);
    expect(banner.position).toBe(theme === 'mashroom' ? '100% 50%' : '50% 0%');
    const file = await request.get(`/themes/banner-${theme}.svg`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('image/svg+xml');
    expect((await file.body()).length).toBeLessThan(1024);
  });
}

test('/min: its own background image, and the dark variant for a dark event', async ({ page }) => {
  await page.goto('/min?hash=demo-online');
  expect((await background(page, '[data-theme]')).image).toContain('/backgrounds/min-light.svg');
  await page.goto('/min?hash=demo-hybrid');
  expect((await background(page, '[data-theme]')).image).toContain('/backgrounds/min-dark.svg');
});

for (const [path, viewport] of [
  ['/max?hash=demo-offline', { width: 1440, height: 900 }],
  ['/max?hash=demo-online', { width: 390, height: 844 }],
  ['/min?hash=demo-hybrid', { width: 390, height: 844 }],
] as const) {
  test(`${path} at ${viewport.width} px: the background is never the LCP element and shifts nothing`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await page.waitForLoadState('load');
    const { lcp, shifts } = await paintRecord(page);
    expect(lcp.length).toBeGreaterThan(0);
    for (const candidate of lcp) {
      expect(candidate.url).not.toMatch(/\/(themes|backgrounds)\//);
      expect(candidate.inBackgroundBox).toBe(false);
    }
    expect(shifts.filter((shift) => shift.backgroundBox)).toEqual([]);
  });
}
