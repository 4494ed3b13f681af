import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { trackReactEffects, waitForHydration } from './support/hydration';

/**
 * A visitor whose browser fails to load a chunk of the app (a deploy replaced the files, a flaky
 * network) is told so and offered a reload on every page, not only on the player pages.
 */

async function expectNotice(page: Page, messages: typeof ru) {
  const notice = page.getByTestId('chunk-error-notice');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText(messages.errors.chunkLoadFailed);
  await expect(notice.getByRole('button', { name: messages.errors.reload })).toBeVisible();
}

// The notice is mounted once, in the locale layout, around every page: one page of the event
// group and one organizer page (in the other locale) stand for all of them.
for (const path of ['/max?hash=demo-online', '/en/questions?hash=demo-online']) {
  test(`${path}: a chunk of the app that fails to load shows the reload notice`, async ({
    page,
  }) => {
    const messages = path.startsWith('/en/') ? en : ru;
    await trackReactEffects(page);
    await page.goto(path);
    await waitForHydration(page.getByTestId('notifications'));
    await expect(page.getByTestId('chunk-error-notice')).toHaveCount(0);
    // What a stale page meets after a deploy: a script of the app's own static files is gone.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = `/_next/static/chunks/gone-${Date.now()}.js`;
      document.head.appendChild(script);
    });
    await expectNotice(page, messages);
  });
}

test('the full landing: the registration code fails to load, the notice in the open dialog offers a reload', async ({
  page,
  request,
}) => {
  const path = '/max?hash=demo-offline';
  // The page's own first-load files load; every chunk fetched later (the registration dialog's
  // code, its widget's) fails, whenever it is asked for: no race with the idle preload. The
  // build names them on its asset host (CDN_URL), so they are matched by path.
  const html = await (await request.get(path)).text();
  const firstLoad = new Set(
    [...html.matchAll(/(?:src|href)="(?:https?:\/\/[^/"]+)?(\/_next\/static\/[^"]+)"/g)].map(
      (match) => match[1],
    ),
  );
  expect(firstLoad.size).toBeGreaterThan(3);
  const chunks = '**/_next/static/chunks/**';
  await page.route(chunks, (route) =>
    firstLoad.has(new URL(route.request().url()).pathname)
      ? route.continue()
      : route.abort('failed'),
  );
  await trackReactEffects(page);
  await page.goto(path);
  await waitForHydration(page.getByTestId('notifications'));
  // The server's button opens the first paint's dialog without any of the failed code.
  await page
    .locator('#registration-section')
    .getByRole('button', { name: ru.registration.register })
    .click();
  const dialog = page.getByRole('dialog', { name: ru.registration.dialogTitle });
  await expect(dialog).toBeVisible();
  await expectNotice(page, ru);
  const reloaded = page.waitForEvent('load');
  await page.unroute(chunks);
  await page.getByTestId('chunk-error-notice').getByRole('button').click();
  await reloaded;
  await expect(page.getByTestId('chunk-error-notice')).toHaveCount(0);
});

test('the registration dialog is open when a chunk fails: the notice is reachable in it, and what was typed stays until the reload', async ({
  page,
}) => {
  await trackReactEffects(page);
  await page.goto('/max?hash=demo-offline');
  const button = page
    .locator('#registration-section')
    .getByRole('button', { name: ru.registration.register });
  await waitForHydration(button);
  await button.click();
  const dialog = page.getByRole('dialog', { name: ru.registration.dialogTitle });
  await expect(dialog.locator('iframe')).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = `/_next/static/chunks/gone-${Date.now()}.js`;
    document.head.appendChild(script);
  });
  // The modal makes the rest of the page inert: the notice is inside it, and the dialog stays open.
  await expect(dialog.getByTestId('chunk-error-notice')).toBeVisible();
  await expect(dialog).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await dialog.getByTestId('chunk-error-notice').getByRole('button').click();
  await reloaded;
  await expect(page.getByTestId('chunk-error-notice')).toHaveCount(0);
});
