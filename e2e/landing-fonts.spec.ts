import { expect, test, type Request } from '@playwright/test';
import { SYSTEM_FONT_STACK } from '../tailwind.config';

/*
 * The landings draw in the system's own sans-serif (docs/decisions/0800): no font file is asked
 * for, so none can hold back the first paint or move the page when it arrives. The text's
 * computed family is the stack tailwind.config.ts gives `font-sans`, and nothing shifts.
 */

const LANDINGS = [
  '/max?hash=demo-online',
  '/en/max?hash=demo-online',
  '/landing?hash=demo-offline',
  '/mid?hash=demo-hybrid',
  '/min?hash=demo-online',
];

const isFont = (request: Request) =>
  request.resourceType() === 'font' || /\.(?:woff2?|ttf|otf)(?:[?#]|$)/.test(request.url());

for (const path of LANDINGS) {
  test(`${path}: no font file, the system stack, no layout shift`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (isFont(request)) fonts.push(request.url());
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'load' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();

    // No @font-face at all: a face the CSS declares could be fetched by any text that asks.
    expect(await page.evaluate(() => document.fonts.size)).toBe(0);
    expect(fonts).toEqual([]);
    const families = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
    }));
    expect(families).toEqual({
      body: SYSTEM_FONT_STACK.join(', '),
      heading: SYSTEM_FONT_STACK.join(', '),
    });

    // Two frames after the load: a late layout of the first screen would have been recorded.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts).toEqual([]);
  });
}
