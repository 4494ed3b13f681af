import { expect, test, type Locator, type Page } from '@playwright/test';
import ru from '../messages/ru.json';
import { DEMO_IDS } from '../demo/ids';
import { countTestId, servedPage } from './support/html';
import { seriousViolations } from './support/serious-violations';
import { waitForPageSettled } from './support/settled';

/**
 * A phone's first screen (menu closed) holds the event's name, its date, its place (offline and
 * hybrid) and the main action; the QR block, for the screen at the venue, is not shown. On a
 * desk the pinned bar is not displayed and the header keeps its button.
 * docs/decisions/1159-phone-first-screen.md.
 */

const PHONES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
] as const;
const VARIANTS = ['/max', '/landing', '/mid', '/min'] as const;
const { offline, hybrid, online, completed } = DEMO_IDS.hashes;
/** What the demo gives each: online is live (watch), the others take registrations. */
const EVENTS = [
  { hash: offline, place: true, action: ru.registration.register },
  { hash: hybrid, place: true, action: ru.registration.register },
  { hash: online, place: false, action: ru.landing.watch },
] as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found!;
}

/** The part of the first viewport the pinned bar leaves: its top edge. */
async function barTop(page: Page) {
  return (await box(page.getByTestId('action-bar'))).y;
}

for (const size of PHONES) {
  test.describe(`a ${size.width} × ${size.height} phone`, () => {
    test.use({ viewport: size, isMobile: true, hasTouch: true, locale: 'ru-RU' });

    for (const variant of VARIANTS) {
      for (const event of EVENTS) {
        const path = `${variant}?hash=${event.hash}`;
        test(`${path}: name, date${event.place ? ', place' : ''} and main action on the first screen`, async ({
          page,
        }) => {
          await page.goto(path);
          await waitForPageSettled(page);
          const clear = await barTop(page);
          expect(clear).toBeLessThan(size.height);

          for (const part of [
            page.getByRole('heading', { level: 1 }),
            page.getByTestId('start-pill'),
            ...(event.place ? [page.getByTestId('banner-place')] : []),
          ]) {
            const { y, height } = await box(part);
            expect(y).toBeGreaterThanOrEqual(0);
            expect(y + height, 'above the pinned bar').toBeLessThanOrEqual(clear);
          }
          if (!event.place) await expect(page.getByTestId('banner-place')).toHaveCount(0);

          const action = page.getByTestId('action-bar').getByRole('link', { name: event.action });
          await expect(action).toBeVisible();
          const { y, height } = await box(action);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y + height).toBeLessThanOrEqual(size.height);
          // It leads to a section this page has.
          const target = (await action.getAttribute('href'))!;
          await expect(page.locator(target)).toHaveCount(1);

          // The QR block is for the screen at the venue: a phone does not show it.
          const qr = page.getByTestId('qr-block');
          if ((await qr.count()) > 0) await expect(qr).toBeHidden();
        });
      }
    }

    test('the landings with the bar have no serious or critical axe violations', async ({
      page,
    }) => {
      for (const path of [`/max?hash=${offline}`, `/mid?hash=${hybrid}`, `/min?hash=${online}`]) {
        await page.goto(path);
        await waitForPageSettled(page);
        await expect(page.getByTestId('action-bar')).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('the pinned bar never covers the footer or a focused element', async ({ page }) => {
      // Instant scrolling (the root scrolls smoothly otherwise), so a focus's scroll is done when
      // focus() returns.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/max?hash=${offline}`);
      await waitForPageSettled(page);
      // Each scroll and its measure in one synchronous step: a slider arriving later cannot move
      // things in between. Boxes may differ from the bar's by a rounding of a pixel.
      const { barTop, placed, focused, footer } = await page.evaluate(() => {
        const bar = document.querySelector('.action-bar')!.getBoundingClientRect().top;
        // A control scrolled to sit just under the bar, then focused: the browser scrolls it clear.
        const control = document.querySelector<HTMLElement>('#schedule button')!;
        const top = control.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - bar - 4, behavior: 'instant' });
        const placedTop = control.getBoundingClientRect().top;
        control.focus();
        const focusedBottom = control.getBoundingClientRect().bottom;
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        const footerBottom = document.querySelector('footer')!.getBoundingClientRect().bottom;
        return { barTop: bar, placed: placedTop, focused: focusedBottom, footer: footerBottom };
      });
      expect(placed).toBeGreaterThan(barTop);
      expect(focused).toBeLessThanOrEqual(barTop + 1);
      expect(footer).toBeLessThanOrEqual(barTop + 1);
    });
  });
}

test.describe('a 1440 × 900 desk', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const variant of ['/max', '/mid'] as const) {
    for (const event of EVENTS) {
      test(`${variant}?hash=${event.hash}: no pinned bar, the header's button as before`, async ({
        page,
      }) => {
        await page.goto(`${variant}?hash=${event.hash}`);
        await waitForPageSettled(page);
        await expect(page.getByTestId('action-bar')).toBeHidden();
        await expect(
          page.getByRole('banner').getByRole('link', { name: ru.registration.register }),
        ).toBeVisible();
        // The QR block keeps its place in the banner, on the first screen.
        const qr = page.getByTestId('qr-block');
        if ((await qr.count()) > 0) {
          const { y, height } = await box(qr);
          expect(y + height).toBeLessThanOrEqual(900);
        }
      });
    }
  }
});

test('a completed event offers no pinned action on any landing', async ({ request }) => {
  for (const variant of VARIANTS) {
    const served = await servedPage(request, `${variant}?hash=${completed}`);
    expect(served.status).toBe(200);
    expect(countTestId(served.markup, 'action-bar')).toBe(0);
  }
});
