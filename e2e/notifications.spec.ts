import { expect, test, type Locator } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { installPausedClock, revealStreamedContent } from './support/clock';

/** The bottom-right stack's inset (`right-4 bottom-4`) and the spec's 55 px stacking offset. */
const INSET_PX = 16;
const STACK_OFFSET_PX = 55;

/** The hue (0–360°) of a computed `rgb(r, g, b)` colour: what makes it green, red or orange. */
function hue(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => Number(v) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const range = max - Math.min(r, g, b);
  if (range === 0) return Number.NaN;
  const h =
    max === r ? ((g - b) / range) % 6 : max === g ? (b - r) / range + 2 : (r - g) / range + 4;
  return (h * 60 + 360) % 360;
}

/** The card's computed outline and text colours, as the browser paints them. */
async function paintedColours(card: Locator) {
  return card.evaluate((element) => ({
    border: getComputedStyle(element).borderTopColor,
    text: getComputedStyle(element.querySelector('p')!).color,
  }));
}

test.describe('notifications', () => {
  test('a successful copy is announced bottom-right, then removed after its timeout', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Without the slide-in transition, the card is at its place at once (a CSS transition does
    // not run on the page's clock).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The notice's 3 s run on the page's clock, not on how long the checks below take.
    await installPausedClock(page);
    await page.goto(`/form-qr-code?id=${DEMO_IDS.forms.published}`);
    // An organizer page may stream its content after the loading state: React reveals it on the
    // page's (paused) clock.
    const copy = page.getByRole('button', { name: 'Копировать ссылку' }).first();
    await revealStreamedContent(copy);
    await copy.click();

    const notice = page.getByText('Успешно скопировано');
    await expect(notice).toBeVisible();
    const region = page.locator('[aria-live]').filter({ has: notice });
    await expect(region).toHaveCount(1);

    // The card sits in the bottom-right corner, 16 px in from both edges, outlined in green.
    const card = page.locator('[data-type="success"]');
    const box = (await card.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeCloseTo(INSET_PX, 0);
    expect(viewport.height - (box.y + box.height)).toBeCloseTo(INSET_PX, 0);
    const colours = await paintedColours(card);
    expect(colours.text).toBe(colours.border);
    expect(hue(colours.border)).toBeGreaterThanOrEqual(90);
    expect(hue(colours.border)).toBeLessThanOrEqual(150);

    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      `/demo/forms/view/${DEMO_IDS.forms.published}`,
    );
    // 3000 ms on screen, then a 600 ms leave transition before it is removed.
    await page.clock.fastForward(2_999);
    await expect(notice).toBeVisible();
    await page.clock.fastForward(1);
    await expect(card).toHaveAttribute('data-leaving', 'true');
    await page.clock.fastForward(599);
    await expect(card).toHaveCount(1);
    await page.clock.fastForward(1);
    await expect(notice).toHaveCount(0);
  });

  test('a refused clipboard shows "Copy failed", which can be closed', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    // Closed by the visitor, not by its own 3 s time-out on a slow machine.
    await installPausedClock(page);
    await page.goto(`/en/form-qr-code?id=${DEMO_IDS.forms.published}`);
    const copy = page.getByRole('button', { name: 'Copy link' }).first();
    await revealStreamedContent(copy);
    await copy.click();
    const notice = page.getByText('Copy failed');
    await expect(notice).toBeVisible();
    // An error is outlined and written in red.
    const colours = await paintedColours(page.locator('[data-type="error"]'));
    expect(colours.text).toBe(colours.border);
    expect(Math.min(hue(colours.border), 360 - hue(colours.border))).toBeLessThanOrEqual(15);
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(page.getByRole('alert').filter({ has: notice })).toHaveAttribute(
      'data-leaving',
      'true',
    );
    await page.clock.fastForward(600);
    await expect(notice).toHaveCount(0);
  });

  test('several notices stack 55 px apart in the bottom-right corner, the newest at the bottom', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Both stay on screen however long the two clicks take.
    await installPausedClock(page);
    await page.goto(`/form-qr-code?id=${DEMO_IDS.forms.published}`);
    // Two copies, two notices.
    const button = page.getByRole('button', { name: 'Копировать ссылку' });
    await revealStreamedContent(button);
    await button.click();
    await button.click();
    const cards = page.locator('[data-type="success"]');
    await expect(cards).toHaveCount(2);
    const [older, newer] = [
      (await cards.nth(0).boundingBox())!,
      (await cards.nth(1).boundingBox())!,
    ];
    const viewport = page.viewportSize()!;
    // A one-line notice is 48 px high: with the 7 px gap, the spec's 55 px offset.
    expect(newer.y - older.y).toBeCloseTo(older.height + 7, 0);
    expect(newer.y - older.y).toBeCloseTo(STACK_OFFSET_PX, 0);
    expect(viewport.height - (newer.y + newer.height)).toBeCloseTo(INSET_PX, 0);
    for (const box of [older, newer])
      expect(viewport.width - (box.x + box.width)).toBeCloseTo(INSET_PX, 0);
  });
});
