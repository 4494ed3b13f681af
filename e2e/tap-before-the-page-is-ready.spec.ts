import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { trackReactEffects, waitForHydration } from './support/hydration';
import { seriousViolations } from './support/serious-violations';

/**
 * A visitor on a slow network or a busy phone taps a landing's control before the page's
 * scripts have run (issue 28, item 2; docs/decisions/0710-no-tap-lost.md). The page's scripts
 * are held back until the tap is done, then let through; once the control has hydrated, it has
 * done what it does when the scripts are on time. Each control's "before" is checked while the
 * scripts are still held, so no script can have changed it yet.
 */

/** Holds every script of the page's own bundle until `release()` (a promise, not a timer). */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route('**/_next/static/**/*.js', async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** Opens `path` with the scripts held: the HTML is parsed and painted, no script has run. */
async function openWithScriptsHeld(page: Page, path: string) {
  await trackReactEffects(page);
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The HTML asked for its scripts (and is waiting for them): the page really is not ready.
  await expect.poll(scripts.held).toBeGreaterThan(0);
  return scripts;
}

test('the registration button pressed before the scripts opens the registration dialog', async ({
  page,
}) => {
  const scripts = await openWithScriptsHeld(page, '/max?hash=demo-offline');
  const button = page
    .locator('#registration-section')
    .getByRole('button', { name: ru.registration.register });
  const dialog = page.getByRole('dialog', { name: ru.registration.dialogTitle });
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await button.click();
  // The browser opens it (Invoker Commands): no script has run, the form is on its way.
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(ru.registration.loading);
  const close = dialog.getByRole('button', { name: ru.registration.close });
  await expect(close).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  const closeBefore = await close.boundingBox();
  scripts.release();

  // The island has taken the open dialog over: its form is there, and the close button works.
  await waitForHydration(button);
  const frame = dialog.locator('iframe[name="demo-offline-platform"]');
  await expect(frame).toHaveAttribute('src', /\/demo\/widgets\/registration\?hash=demo-offline/);
  await expect(frame).toBeVisible();
  // The form grew the dialog downwards: the close button the visitor may be aiming at stayed put.
  expect(await close.boundingBox()).toEqual(closeBefore);
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('without any script, the registration button opens the dialog and its close button closes it', async ({
  browser,
}) => {
  // No script at all, inline ones included: the button must be in the HTML as sent (not in a
  // streamed boundary only a script reveals), and the browser alone opens and closes the dialog.
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto('/max?hash=demo-offline');
  const button = page
    .locator('#registration-section')
    .getByRole('button', { name: ru.registration.register });
  const dialog = page.getByRole('dialog', { name: ru.registration.dialogTitle });
  await button.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(ru.registration.loading);
  await dialog.getByRole('button', { name: ru.registration.close }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await context.close();
});

test('the menu button pressed before the scripts opens the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const scripts = await openWithScriptsHeld(page, '/max?hash=demo-offline');
  const menuButton = page.getByRole('button', { name: ru.menu.open });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  scripts.release();

  const drawer = page.getByRole('dialog', { name: ru.menu.title });
  await expect(drawer).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: ru.menu.register })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
});

for (const path of ['/max?hash=demo-online', '/site/program?hash=demo-online']) {
  test(`${path}: a programme card pressed before the scripts is open once they run`, async ({
    page,
  }) => {
    const scripts = await openWithScriptsHeld(page, path);
    const card = page
      .getByTestId('schedule-event')
      .filter({ has: page.locator('button[aria-expanded]') })
      .first();
    const toggle = card.getByRole('button');
    await expect(card).toHaveAttribute('data-expanded', 'false');
    await toggle.click();
    scripts.release();

    await waitForHydration(toggle);
    await expect(card).toHaveAttribute('data-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(details).toBeVisible();
    // Pressed again once hydrated: it closes, as a card always does.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toBeHidden();
  });
}

test('a question pressed before the scripts stays open once they run', async ({ page }) => {
  const scripts = await openWithScriptsHeld(page, '/max?hash=demo-online');
  const question = page.locator('#faq details').first();
  await expect(question).not.toHaveAttribute('open');
  await question.locator('summary').click();
  // A native <details>: open before any script.
  await expect(question).toHaveAttribute('open', '');
  scripts.release();

  await waitForHydration(question);
  await expect(question).toHaveAttribute('open', '');
  await expect(question.locator('.faq-answer')).toBeVisible();
});

test('before the scripts, the page shows no control that only a script could serve', async ({
  browser,
}) => {
  // A visitor in another zone than the platform's, whose browser prefers the other language:
  // the zone choice, the sliders' arrows and the language hint all appear for them, later.
  const context = await browser.newContext({
    timezoneId: 'Asia/Tokyo',
    locale: 'ru-RU',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const scripts = await openWithScriptsHeld(page, '/en/max?hash=demo-hybrid');
  const zones = page.getByRole('group', { name: en.schedule.timeZone });
  // The zone the programme is printed in, pressed; the visitor's zone needs their browser's
  // clock, so its button comes with the script (and a press on the pressed one changes nothing).
  await expect(zones.getByRole('button')).toHaveCount(1);
  await expect(zones.getByRole('button', { name: /UTC\+3/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The sliders' arrows and pause button show only once the slider knows it can move.
  await expect(page.locator('#speakers button, #partners button')).toHaveCount(0);
  // The language hint is an empty live region until the script asks the browser.
  await expect(page.locator('.language-hint')).toBeEmpty();
  scripts.release();

  await expect(zones.getByRole('button', { name: /UTC\+9/ })).toBeVisible();
  await page.locator('#speakers').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: en.speakers.next })).toBeVisible();
  await expect(page.getByRole('region', { name: ru.shell.languageHint.label })).toBeVisible();
  await context.close();
});
