import { expect, test, type Page } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { waitForPageSettled } from './support/settled';

/**
 * One look (decision 1205): every button is one component of one scale, 8 px corners and 36, 44
 * or 48 px tall, and nothing else on a page wears the accent as a button does.
 */

const { hashes, streamKeys, forms, subscriptionTokens, certificateTokens } = DEMO_IDS;
const SCALE = [36, 44, 48];
const PAGES = [
  `/max?hash=${hashes.offline}`,
  `/landing?hash=${hashes.completed}`,
  `/mid?hash=${hashes.hybrid}`,
  `/min?hash=${hashes.online}`,
  `/platform?hash=${hashes.online}`,
  `/questions?hash=${hashes.online}`,
  `/polls?hash=${hashes.online}`,
  `/participants-rating?hash=${hashes.online}`,
  `/randomizer?hash=${hashes.online}`,
  `/stream-keys?id=${streamKeys}`,
  `/form-qr-code?id=${forms.published}`,
  `/form-qr-code?id=${forms.draft}`,
  `/certificate?hash=${hashes.online}&token=${certificateTokens.uploaded}`,
  `/email_subscriptions?token=${subscriptionTokens.subscribed}`,
  `/email_subscriptions?token=${subscriptionTokens.unsubscribed}`,
  '/no-such-page',
];

/** Each visible control: its classes and box, and whether its background is the accent. */
async function controls(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    return [...document.querySelectorAll<HTMLElement>('a, button, [role="button"]')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => getComputedStyle(element).visibility === 'visible')
      .map((element) => {
        element.parentElement!.append(probe);
        probe.style.backgroundColor = 'var(--accent)';
        const accent = getComputedStyle(probe).backgroundColor;
        probe.remove();
        const style = getComputedStyle(element);
        return {
          label: (element.textContent ?? '').trim().slice(0, 40) || element.outerHTML.slice(0, 80),
          isButton: style.getPropertyValue('--btn').trim() === '1',
          wearsAccent:
            style.backgroundColor === accent &&
            !element.matches('[aria-pressed], [aria-current], [role="tab"]'),
          height: Math.round(element.getBoundingClientRect().height),
          radius: style.borderTopLeftRadius,
        };
      });
  });
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desk', width: 1440, height: 900 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the scale is seen: the landing’s register and map actions, the way back from a not-found page', async ({
      page,
    }) => {
      await page.goto(`/max?hash=${hashes.offline}`);
      await waitForPageSettled(page);
      const labels = (await controls(page))
        .filter((control) => control.isButton)
        .map((control) => control.label);
      expect(labels).toContain('Зарегистрироваться');
      expect(labels.some((label) => label.startsWith('Открыть на карте'))).toBe(true);
      await page.goto('/no-such-page');
      await expect(page.getByTestId('not-found-back')).toBeVisible();
      const back = (await controls(page)).find((control) => control.label === 'Вернуться назад');
      expect(back).toMatchObject({ isButton: true, height: 44, radius: '8px' });
    });

    for (const path of PAGES) {
      test(`${path}: every button on the one scale`, async ({ page }) => {
        await page.goto(path);
        await waitForPageSettled(page);
        const found = await controls(page);
        for (const button of found.filter((control) => control.isButton)) {
          expect(SCALE, `${button.label}: height`).toContain(button.height);
          expect(button.radius, `${button.label}: corners`).toBe('8px');
        }
        const loose = found.filter((control) => control.wearsAccent && !control.isButton);
        expect(loose.map((control) => control.label)).toEqual([]);
      });
    }
  });
}
