import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { waitForPageSettled } from './support/settled';

/**
 * One grid: on every landing variant, at every breakpoint, the banner's content and each block
 * under it start at one left edge, the 1240 px content column's (the banner's background stays
 * 1440 px wide). docs/decisions/1203-one-content-column.md.
 */

const CONTENT = 1240;
const BANNER = 1440;
const { offline, hybrid, online } = DEMO_IDS.hashes;
const PAGES = [
  `/max?hash=${hybrid}`,
  `/landing?hash=${offline}`,
  `/mid?hash=${hybrid}`,
  `/min?hash=${online}`,
];
/** A phone, a tablet, a laptop narrower than the column with its padding, the banner's width, wider. */
const WIDTHS = [320, 800, 1280, 1440, 1920];

/** The column's left edge: the side padding (16 px, 32 from `tablet`) or the centred 1240 px. */
const expectedEdge = (width: number) => Math.max(width < 768 ? 16 : 32, (width - CONTENT) / 2);

for (const width of WIDTHS) {
  test(`${width} px wide: the banner and every block under it start at one left edge`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      await waitForPageSettled(page);
      // Each block of <main> (the minimal landing's main holds one column: its blocks), measured
      // at its heading, or at its first element when it has none (the player's or poster's box).
      const edges = await page.evaluate(() => {
        const shown = (element: Element) =>
          element.getBoundingClientRect().width > 0 && element.tagName !== 'SCRIPT';
        let blocks = [...document.querySelector('main')!.children].filter(shown);
        if (blocks.length === 1) blocks = [...blocks[0]!.children].filter(shown);
        return blocks.map((block) => {
          const mark = block.matches('h1, h2') ? block : block.querySelector('h1, h2');
          const measured = mark ?? block.firstElementChild ?? block;
          return {
            block: block.id || block.className.split(' ')[0] || block.tagName.toLowerCase(),
            left: Math.round(measured.getBoundingClientRect().left),
          };
        });
      });
      expect(edges.length, path).toBeGreaterThan(1);
      expect(
        edges.filter(({ left }) => left !== expectedEdge(width)),
        `${path}: blocks off the column's edge (${expectedEdge(width)} px)`,
      ).toEqual([]);

      if (!path.startsWith('/min')) {
        const banner = await page.locator('.banner').boundingBox();
        expect(banner?.width, `${path}: the banner's width`).toBe(Math.min(width, BANNER));
      }
    }
  });
}
