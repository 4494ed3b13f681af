import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import ru from '../messages/ru.json';
import { DEMO_IDS } from '../demo/ids';
import { waitForPageSettled } from './support/settled';

/**
 * The demo's player and registration widget, the first thing `npm run demo` shows, read like the
 * services they stand in for (issue 37, item 6; docs/decisions/1220-demo-stand-ins.md): the player
 * draws no text over the poster's own and says its status once; the registration dialog has one
 * heading (its own) and each error once, in the widget.
 */

const SIZES = {
  phone: { width: 390, height: 844 },
  desk: { width: 1440, height: 900 },
} as const;
const { offline, hybrid, online } = DEMO_IDS.hashes;

/** How often `text` occurs in what the frame's document shows (its rendered text). */
async function occurrences(frame: FrameLocator, text: string): Promise<number> {
  const shown = await frame.locator('body').innerText();
  return shown.split(text).length - 1;
}

async function loadedPlayer(page: Page, hash: string): Promise<FrameLocator> {
  await page.goto(`/max?hash=${hash}`);
  await waitForPageSettled(page);
  const frame = page.getByTestId('player-frame');
  // The frame loads after the page; on a busy machine that can take a while.
  await expect(frame).toHaveAttribute('data-player-initialised', 'true', { timeout: 20_000 });
  const player = frame.contentFrame();
  await expect(player.locator('main')).toHaveAttribute('aria-busy', 'false');
  return player;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`on a ${size} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('the player draws no text over the poster’s title and says its status once', async ({
      page,
    }) => {
      const player = await loadedPlayer(page, hybrid);
      const { posterText, drawnText, stage } = await player
        .locator('.stage')
        .evaluate(async (element) => {
          const rect = (node: Element) => {
            const { x, y, width, height } = node.getBoundingClientRect();
            return { x, y, width, height };
          };
          const image = element.querySelector('img');
          if (!image) throw new Error('no poster');
          await image.decode();
          // Where the poster's own text lies: the same SVG, laid inline over the stage with
          // `object-fit: cover`'s fit (slice), measured, removed.
          const source = await (await fetch(image.src)).text();
          const holder = document.createElement('div');
          holder.style.cssText = 'position:absolute;inset:0;visibility:hidden';
          holder.innerHTML = source;
          const svg = holder.querySelector('svg');
          if (!svg) throw new Error('the poster is not the demo’s SVG');
          svg.setAttribute('width', '100%');
          svg.setAttribute('height', '100%');
          svg.setAttribute('preserveAspectRatio', 'xMidYMid slice');
          element.append(holder);
          const poster = [...svg.querySelectorAll('text')].map(rect);
          holder.remove();
          // Every element of the stage that draws text of its own.
          const drawn = [...element.querySelectorAll('*')]
            .filter((node) =>
              [...node.childNodes].some(
                (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
              ),
            )
            .map(rect);
          return { posterText: poster, drawnText: drawn, stage: rect(element) };
        });
      expect(posterText.length, 'the poster has text to keep clear').toBeGreaterThan(0);
      expect(drawnText.length, 'the status is drawn on the stage').toBeGreaterThan(0);
      for (const drawn of drawnText) {
        expect(drawn.x).toBeGreaterThanOrEqual(stage.x);
        expect(drawn.y).toBeGreaterThanOrEqual(stage.y);
        expect(drawn.x + drawn.width).toBeLessThanOrEqual(stage.x + stage.width);
        for (const text of posterText) expect(overlaps(drawn, text)).toBe(false);
      }

      const status = player.getByRole('status');
      await expect(status).toHaveCount(1);
      await expect(status).toHaveText(/^Начало .*\(UTC\+3\)$/);
      expect(await occurrences(player, (await status.textContent()) ?? '')).toBe(1);
      // The poster has the title in it, the landing has it as its heading.
      await expect(player.getByRole('heading')).toHaveCount(0);
    });

    test('the live player says "В эфире" once, in a corner, with no title over the picture', async ({
      page,
    }) => {
      const player = await loadedPlayer(page, online);
      await expect(player.getByRole('status')).toHaveText('В эфире');
      expect(await occurrences(player, 'В эфире')).toBe(1);
      await expect(player.getByRole('heading')).toHaveCount(0);
      const stage = (await player.locator('.stage').boundingBox())!;
      const badge = (await player.getByRole('status').boundingBox())!;
      // The top-left corner: clear of the picture's centre.
      expect(badge.y + badge.height).toBeLessThan(stage.y + stage.height / 4);
      expect(badge.x + badge.width).toBeLessThan(stage.x + stage.width / 2);
    });

    test('the registration dialog has one heading and shows each error once, in the form', async ({
      page,
    }) => {
      await page.goto(`/max?hash=${offline}`);
      await waitForPageSettled(page);
      await page
        .locator('#registration-section')
        .getByRole('button', { name: ru.registration.register })
        .click();
      const dialog = page.getByRole('dialog', { name: ru.registration.dialogTitle });
      const form = dialog.locator(`iframe[name="${offline}-platform"]`).contentFrame();
      const submit = form.getByRole('button', { name: 'Зарегистрироваться' });
      await expect(submit).toBeVisible();

      await expect(dialog.getByRole('heading')).toHaveCount(1);
      await expect(form.getByRole('heading')).toHaveCount(0);
      // The form fills the dialog's body: its fields line up with the dialog's heading.
      const heading = (await dialog.getByRole('heading').boundingBox())!;
      const nameField = form.getByLabel('Имя и фамилия');
      expect(
        Math.abs((await nameField.boundingBox())!.x - heading.x),
        'the field starts where the heading does (the widget keeps only its focus-ring room)',
      ).toBeLessThanOrEqual(4);

      /** Each text once in the widget, and never in the host page around it. */
      async function shownOnce(texts: string[]) {
        for (const text of texts) {
          await expect(form.getByText(text, { exact: true })).toHaveCount(1);
          expect(await occurrences(form, text), text).toBe(1);
          await expect(page.getByText(text)).toHaveCount(0);
        }
      }

      await submit.click();
      await expect(nameField).toBeFocused();
      await shownOnce([
        'Введите имя и фамилию',
        'Введите адрес электронной почты',
        'Нужно согласие на обработку персональных данных',
      ]);
      await expect(form.getByRole('alert')).toHaveCount(0);

      await nameField.fill('Анна Смирнова');
      await form.getByLabel('Электронная почта').fill('not-an-email');
      await submit.click();
      await shownOnce([
        'Введите адрес в формате name@example.com',
        'Нужно согласие на обработку персональных данных',
      ]);
      await expect(form.getByText('Введите имя и фамилию')).toHaveCount(0);

      // The service fails: its error, once, above the fields.
      await page.route('**/demo/media/demo/registrations', (route) =>
        route.fulfill({ status: 503, json: { error: 'UNEXPECTED' } }),
      );
      await form.getByLabel('Электронная почта').fill(`anna.${Date.now()}@example.com`);
      await form.getByRole('checkbox').check();
      await submit.click();
      const unexpected = 'К сожалению, произошла непредвиденная ошибка.';
      await expect(form.getByRole('alert')).toContainText(unexpected);
      expect(await occurrences(form, unexpected)).toBe(1);
      await expect(page.getByText(unexpected)).toHaveCount(0);
    });
  });
}
