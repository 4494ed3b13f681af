import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import ru from '../messages/ru.json';
import { demoActivity } from './support/demo';
import { seriousViolations } from './support/serious-violations';
import { waitForPageSettled } from './support/settled';

/**
 * Issue 37's pages at a phone, a desk and a projector: the poll results grow with the screen and
 * name the event, with every option's count in one place; the event site's chapters fit a phone
 * and the site has its footer; the randomizer's hint sits under its label; a speakers row that is
 * not full is centred (decisions 1211–1214).
 */

const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desk: { viewport: { width: 1440, height: 900 } },
  projector: { viewport: { width: 1920, height: 1080 } },
} as const;
type Screen = keyof typeof SCREENS;

const { online, offline, hybrid, completed, corporate } = DEMO_IDS.hashes;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found!;
}

const px = (locator: Locator, property: string) =>
  locator.evaluate(
    (element, name) => parseFloat(getComputedStyle(element).getPropertyValue(name)),
    property,
  );

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(width);
}

for (const [screen, options] of Object.entries(SCREENS) as [Screen, (typeof SCREENS)[Screen]][]) {
  test.describe(`${screen} (${options.viewport.width} × ${options.viewport.height})`, () => {
    test.use(options);

    test('poll results: the event named under the heading, each count at its line’s right end', async ({
      page,
      request,
    }) => {
      const activity = await demoActivity(request, online);
      await page.goto(`/polls?hash=${online}`);
      await waitForPageSettled(page);
      const heading = page.getByRole('heading', { level: 1, name: ru.polls.heading });
      const event = page.getByText(activity.name, { exact: true });
      const question = page.locator('#poll-question');
      await expect(question).toBeVisible();
      const [headingBox, eventBox, questionBox] = [
        await box(heading),
        await box(event),
        await box(question),
      ];
      expect(eventBox.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height);
      expect(eventBox.y + eventBox.height).toBeLessThanOrEqual(questionBox.y);

      const rows = page.locator('article[aria-labelledby="poll-question"] li');
      expect(await rows.count()).toBeGreaterThan(2);
      const rights = new Set<number>();
      for (const row of await rows.all()) {
        const label = await box(row.locator('span').first());
        const count = await box(row.getByTestId('poll-count'));
        const rowBox = await box(row);
        // On the label's first line (baselines aligned), never under it, and at the row's end.
        expect(Math.abs(count.y - label.y)).toBeLessThan(8);
        expect(count.x).toBeGreaterThan(label.x);
        expect(Math.abs(count.x + count.width - (rowBox.x + rowBox.width))).toBeLessThan(1);
        rights.add(Math.round(count.x + count.width));
      }
      expect(rights.size, 'every count ends at one right edge').toBe(1);
      await expectNoSidewaysScroll(page);

      const main = await box(page.locator('main'));
      const questionSize = await px(question, 'font-size');
      const barHeight = (await box(rows.first().locator('[aria-hidden="true"]').last())).height;
      if (screen === 'projector') {
        // The column, the type and the bars use the width: not a 680 px column.
        expect(main.width).toBeGreaterThanOrEqual(1400);
        expect(questionSize).toBeGreaterThanOrEqual(40);
        expect(await px(rows.first().locator('span').first(), 'font-size')).toBeGreaterThanOrEqual(
          28,
        );
        expect(barHeight).toBeGreaterThanOrEqual(20);
      } else if (screen === 'desk') {
        expect(main.width).toBeGreaterThanOrEqual(1100);
        expect(questionSize).toBeGreaterThanOrEqual(32);
      } else {
        expect(questionSize).toBe(24);
        expect(barHeight).toBe(12);
      }
    });

    test('event site: chapters fit the screen, the title is whole, the site’s footer', async ({
      page,
      request,
    }) => {
      const activity = await demoActivity(request, online);
      await page.goto(`/site/speakers?hash=${online}`);
      await waitForPageSettled(page);
      const header = page.getByRole('banner');
      const title = header.getByRole('link', { name: activity.name, exact: true });
      await expect(title).toBeVisible();
      const clipped = await title.evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth ||
          getComputedStyle(element).textOverflow === 'ellipsis',
      );
      expect(clipped, 'the title is not clipped').toBe(false);
      // Beside the language switch, which keeps its width: its code on one line.
      const code = header
        .getByRole('link', { name: 'English', exact: true })
        .locator('[aria-hidden="true"]');
      if (await code.isVisible()) {
        const lineHeight = await px(code, 'line-height');
        expect((await box(code)).height).toBeLessThan(lineHeight * 1.5);
        expect((await box(title)).x + (await box(title)).width).toBeLessThanOrEqual(
          (await box(code)).x,
        );
      }
      expect((await box(title)).x + (await box(title)).width).toBeLessThanOrEqual(
        options.viewport.width,
      );

      const nav = page.getByRole('navigation', { name: ru.site.navLabel });
      const current = nav.locator('a[aria-current="page"]').filter({ visible: true });
      if (screen === 'phone') {
        // One line naming the current chapter, the list behind it.
        const summary = nav.locator('summary');
        await expect(summary).toBeVisible();
        await expect(summary).toContainText(ru.titles.speakers);
        expect((await box(nav)).height).toBeLessThanOrEqual(60);
        await expect(current).toHaveCount(0);
        await summary.click();
        await expect(current).toHaveText(ru.titles.speakers);
        expect(await seriousViolations(page)).toEqual([]);
        const links = nav.getByRole('link');
        for (const link of await links.all()) {
          const linkBox = await box(link);
          expect(linkBox.x).toBeGreaterThanOrEqual(0);
          expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(options.viewport.width);
        }
        await links.filter({ hasText: ru.titles.faq }).click();
        await expect(page).toHaveURL(new RegExp(`/site/faq\\?hash=${online}$`));
      } else {
        // One row of tabs, the current one among them.
        await expect(nav.locator('summary')).toBeHidden();
        await expect(current).toHaveText(ru.titles.speakers);
        const tops = await nav
          .getByRole('link')
          .evaluateAll((links) => [
            ...new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))),
          ]);
        expect(tops, 'the tabs sit in one row').toHaveLength(1);
      }
      await expectNoSidewaysScroll(page);

      const footer = page.getByRole('contentinfo', { name: ru.shell.footerLabel });
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toBeVisible();
      const footerBox = await box(footer);
      expect(footerBox.width).toBe(options.viewport.width);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      const scrollY = await page.evaluate(() => window.scrollY);
      expect(Math.round(footerBox.y + scrollY + footerBox.height)).toBe(pageHeight);
    });

    test('randomizer: the hint under the label, the input and its button side by side', async ({
      page,
    }) => {
      await page.goto(`/randomizer?hash=${online}`);
      await waitForPageSettled(page);
      const input = page.getByRole('spinbutton', { name: ru.randomizer.count });
      const button = page.getByRole('button', { name: ru.randomizer.draw });
      await expect(button).toBeVisible();
      const hintId = await input.getAttribute('aria-describedby');
      expect(hintId).toBeTruthy();
      const hint = page.locator(`[id="${hintId}"]`);
      await expect(hint).toContainText('от 1 до');
      const label = await box(page.locator(`label[for="${await input.getAttribute('id')}"]`));
      const [hintBox, inputBox, buttonBox] = [await box(hint), await box(input), await box(button)];
      expect(hintBox.y).toBeGreaterThanOrEqual(label.y + label.height);
      expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(inputBox.y);
      expect(Math.abs(hintBox.x - label.x)).toBeLessThan(1);
      // Nothing between the input and its button: one row, centres level, 12–16 px apart.
      const centre = (b: { y: number; height: number }) => b.y + b.height / 2;
      expect(Math.abs(centre(inputBox) - centre(buttonBox))).toBeLessThan(1);
      const gap = buttonBox.x - (inputBox.x + inputBox.width);
      expect(gap).toBeGreaterThanOrEqual(12);
      expect(gap).toBeLessThanOrEqual(16);
      expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(options.viewport.width);
      await expectNoSidewaysScroll(page);
    });

    // demo-corporate has 2 speakers, demo-completed 3, demo-offline 4, demo-hybrid 6, demo-online 8.
    for (const [hash, count] of [
      [corporate, 2],
      [completed, 3],
      [offline, 4],
      [hybrid, 6],
      [online, 8],
    ] as const) {
      test(`speakers of ${hash} (${count}): a row that is not full is centred, more slide`, async ({
        page,
      }) => {
        await page.goto(`/max?hash=${hash}`);
        await waitForPageSettled(page);
        const section = page.locator('#speakers');
        await section.scrollIntoViewIfNeeded();
        const track = section.locator('ul').first();
        // The slider has taken over (embla moves the track by its transform).
        await expect(track).toHaveAttribute('style', /transform/);
        const cards = section.locator('.speaker-card');
        await expect(cards).toHaveCount(count);
        const frame = await box(track.locator('..'));
        const perView = screen === 'phone' ? 1 : 4;
        const first = await box(cards.first());
        const controls = section.getByTestId('slider-controls');
        if (count < perView) {
          const last = await box(cards.last());
          const left = first.x - frame.x;
          const right = frame.x + frame.width - (last.x + last.width);
          expect(left).toBeGreaterThan(100);
          expect(Math.abs(left - right), 'the row is centred').toBeLessThan(1);
          await expect(controls).toHaveCount(0);
        } else {
          expect(Math.abs(first.x - frame.x), 'a full row starts at the column').toBeLessThan(1);
          if (count === perView) {
            await expect(controls).toHaveCount(0);
            return;
          }
          // More than a row: the slider's controls move it.
          await expect(controls).toBeVisible();
          await controls.getByRole('button', { name: ru.speakers.next }).click();
          await expect
            .poll(async () => (await box(cards.first())).x, { message: 'the track moved' })
            .toBeLessThan(frame.x - 1);
        }
      });
    }
  });
}
