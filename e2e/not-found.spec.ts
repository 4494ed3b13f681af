import { expect, test } from '@playwright/test';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { elements, headingText, headMetadata, servedPage } from './support/html';

/**
 * A not-found page is a page of the site (decision 1206): the brand's logo and the language switch
 * in its header, its text, and a way back, in the first HTML and after hydration.
 */

const PAGES = [
  { path: '/no-such-page', messages: ru, title: ru.notFound.title, other: '/en/no-such-page' },
  {
    path: '/deeply/nested/unknown?x=1',
    messages: ru,
    title: ru.notFound.title,
    other: '/en/deeply/nested/unknown',
  },
  { path: '/en/no-such-page', messages: en, title: en.notFound.title, other: '/ru/no-such-page' },
  {
    path: '/max?hash=demo-missing',
    messages: ru,
    title: ru.errors.WRONG_ACTIVITY_ID,
    other: '/en/max',
  },
] as const;

for (const { path, messages, title } of PAGES) {
  test(`${path}: 404 with the logo, the language switch and a way back in the first HTML`, async ({
    request,
  }) => {
    const served = await servedPage(request, path);
    expect(served.status).toBe(404);
    expect(headMetadata(served.html).title).toBe(title);
    const [logo] = elements(served.markup.replace(/<img\b([^>]*)>/g, '<img$1></img>'), 'img');
    expect(logo?.attributes.get('class')).toContain('brand-logo');
    const switcher = elements(served.markup, 'nav', `aria-label="${messages.shell.locale}"`);
    expect(switcher).toHaveLength(1);
    const back = elements(served.markup, 'button', 'data-testid="not-found-back"');
    expect(back.map((button) => button.text)).toEqual([messages.notFound.back]);
  });
}

test('outside the locale segment (/api/nope): the default-locale page, logo and way back, no switch', async ({
  request,
}) => {
  const served = await servedPage(request, '/api/nope');
  expect(served.status).toBe(404);
  expect(headingText(served.markup, 1)).toBe(ru.notFound.title);
  expect(served.markup).toContain('class="brand-logo"');
  expect(elements(served.markup, 'nav')).toHaveLength(0);
  const back = elements(served.markup, 'button', 'data-testid="not-found-back"');
  expect(back.map((button) => button.text)).toEqual([ru.notFound.back]);
});

test('an unsupported locale prefix is not a locale: 404', async ({ request }) => {
  const response = await request.get('/de/test');
  expect(response.status()).toBe(404);
});

test.describe('in a browser', () => {
  for (const { path, other, messages } of PAGES) {
    test(`${path}: the other language's link keeps the path after hydration`, async ({ page }) => {
      await page.goto(path);
      const switcher = page.getByRole('navigation', { name: messages.shell.locale });
      const otherName = messages === ru ? ru.shell.localeNames.en : en.shell.localeNames.ru;
      await expect(switcher.getByRole('link', { name: otherName })).toHaveAttribute('href', other);
    });
  }

  test('the way back returns to the page the visitor came from', async ({ page }) => {
    await page.goto('/test');
    await page.goto('/no-such-page');
    const back = page.getByRole('button', { name: ru.notFound.back });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/test$/);
  });

  test('opened in a fresh tab there is nothing to go back to: the button keeps its place, unseen', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    const back = page.getByTestId('not-found-back');
    await expect(back).toBeHidden();
    const box = await back.boundingBox();
    expect(box?.height).toBe(44);
  });
});
