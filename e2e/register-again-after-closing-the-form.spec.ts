import { expect, test } from '@playwright/test';
import ru from '../messages/ru.json';
import { trackReactEffects, waitForHydration } from './support/hydration';

/**
 * A visitor opens the registration dialog of an offline event, closes it and opens it again:
 * there is one form, never two. The widget is replaced by a double that does only what the
 * contract promises of `addRegistrationWidget(containerId)`: append a frame to the container.
 */
const APPEND_ONLY_WIDGET = `window.addRegistrationWidget = function (containerId) {
  var container = document.getElementById(containerId);
  var frame = document.createElement('iframe');
  frame.src = container.getAttribute('data-src');
  frame.name = container.getAttribute('data-name');
  frame.title = 'registration';
  container.appendChild(frame);
  window.__widgetAdds = (window.__widgetAdds || 0) + 1;
};`;

test('closing and reopening the registration dialog never stacks a second form', async ({
  page,
}) => {
  await page.route('**/demo/widgets/registration.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: APPEND_ONLY_WIDGET }),
  );
  await trackReactEffects(page);
  await page.goto('/max?hash=demo-offline');
  const button = page
    .locator('#registration-section')
    .getByRole('button', { name: ru.registration.register });
  const dialog = page.getByRole('dialog', { name: ru.registration.dialogTitle });
  const container = dialog.locator('#registration-widget-demo-offline');

  // A click before the island hydrates would open nothing.
  await waitForHydration(button);

  const adds = () => page.evaluate(() => window.__widgetAdds ?? 0);

  for (let opening = 1; opening <= 3; opening += 1) {
    await button.click();
    await expect(dialog).toBeVisible();
    // Added on the first opening, then again (a fresh form) on every close.
    await expect.poll(adds).toBe(opening);
    await expect(container.locator('iframe')).toHaveCount(1);
    await expect(container.locator('iframe')).toHaveAttribute(
      'src',
      /\/demo\/widgets\/registration\?hash=demo-offline/,
    );
    await dialog.getByRole('button', { name: ru.registration.close }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(adds).toBe(opening + 1);
    await expect(page.locator('[id="registration-widget-demo-offline"]')).toHaveCount(1);
    await expect(page.locator('#registration-widget-demo-offline iframe')).toHaveCount(1);
  }
});

declare global {
  interface Window {
    __widgetAdds?: number;
  }
}
