import { expect, test, type Page } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';

/**
 * The programme's cards are styled by CSS on `data-status` (app/globals.css): the ones not on
 * air (status 0) are dimmed (surface ground, muted text) while closed, the one on air now
 * (status 1) has a 2 px accent outline. Only a browser computes that, so this reads the painted
 * styles of demo-online's cards, whose times follow the clock (one is always on air).
 */

interface Painted {
  background: string;
  color: string;
  borderWidth: string;
  borderColor: string;
}

/** Each card's computed styles by status, and the theme's colours the CSS names, as rgb(). */
async function programmeStyles(page: Page) {
  return page.evaluate(() => {
    const paint = (element: Element): Painted => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        color: style.color,
        borderWidth: style.borderTopWidth,
        borderColor: style.borderTopColor,
      };
    };
    const cards = [...document.querySelectorAll('[data-testid="schedule-event"]')];
    const byStatus = (status: string) =>
      cards.filter(
        (card) =>
          card.getAttribute('data-status') === status &&
          card.getAttribute('data-expanded') !== 'true',
      );
    // A colour variable resolved the way the browser resolves it on a card.
    const resolve = (variable: string) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${variable})`;
      cards[0]!.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    };
    return {
      past: byStatus('0').map(paint),
      current: byStatus('1').map(paint),
      theme: {
        surface: resolve('--surface'),
        muted: resolve('--muted'),
        page: resolve('--bg'),
        ink: resolve('--fg'),
        accent: resolve('--accent'),
        line: resolve('--border'),
      },
    };
  });
}

test('cards not on air are dimmed and the current one is outlined in the accent', async ({
  page,
}) => {
  await page.goto(`/max?hash=${DEMO_IDS.hashes.online}`);
  await expect(page.locator('[data-testid="schedule-event"][data-status="1"]')).toHaveCount(1);
  const { past, current, theme } = await programmeStyles(page);
  expect(past.length).toBeGreaterThan(0);
  // The theme's dimmed colours are not its ordinary ones, so "dimmed" is visible.
  expect(theme.surface).not.toBe(theme.page);
  expect(theme.muted).not.toBe(theme.ink);

  for (const card of past) {
    expect(card.background).toBe(theme.surface);
    expect(card.color).toBe(theme.muted);
    expect(card.borderWidth).toBe('1px');
    expect(card.borderColor).toBe(theme.line);
  }
  const [now] = current;
  expect(now!.borderWidth).toBe('2px');
  expect(now!.borderColor).toBe(theme.accent);
  expect(now!.background).toBe(theme.page);
  expect(now!.color).toBe(theme.ink);
});
