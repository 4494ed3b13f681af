import { expect, test } from '@playwright/test';
import ru from '../messages/ru.json';
import { holdRequests } from './support/embed-pages';

/**
 * The event widget's script and its first answer arrive after the first paint; its place is held
 * from the start (docs/decisions/0713-the-event-widget-holds-its-place.md), so nothing on screen
 * moves when they do. A phone's viewport, where the footer is on screen under the widget's
 * loading state; the script is held until the page has painted, then let through.
 */

/** The demo widget's own text while its first answer is on its way (demo/browser/event-widget.js). */
const WIDGET_LOADING = 'Загрузка…';

for (const path of [
  '/mid?hash=demo-hybrid',
  '/mid?hash=demo-online',
  '/platform?hash=demo-online',
]) {
  test(`${path}: nothing moves when the event widget arrives`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: { value: number; moved: string[] }[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as {
            value: number;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          w.shifts.push({
            value: shift.value,
            moved: shift.sources.map(
              ({ node, previousRect, currentRect }) =>
                `${node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName} ` +
                `${previousRect.top}→${currentRect.top}`,
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const script = await holdRequests(page, '**/demo/widgets/event-widget.js');
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const widget = page.getByRole('region', { name: ru.player.eventWidgetTitle });
    await expect(widget.getByRole('status')).toHaveText(ru.player.eventWidgetLoading);

    await script.release();
    // Hydration, the script and the mount come first: slow on a busy machine, hence the long wait.
    await expect(widget).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    // The widget's first answer, read from the upstream's origin: the open panel's list.
    await expect(widget.getByRole('tablist')).toBeVisible();
    await expect(widget.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await expect(widget.getByText(WIDGET_LOADING)).toHaveCount(0);
    // Two frames, so a shift caused by the last change has been reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
    );
    expect(shifts, 'layout shifts, with what moved').toEqual([]);
  });
}
