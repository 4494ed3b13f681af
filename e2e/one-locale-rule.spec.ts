import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import { frameQuery } from './support/embed-pages';

/**
 * One locale rule for every page (docs/decisions/0227-one-locale-rule.md): the URL decides; an
 * unprefixed page is Russian whatever the browser's Accept-Language (only a stored choice, the
 * NEXT_LOCALE cookie, moves it), `/en/…` is English. No page redirects by the browser's language
 * and none writes the cookie on its own.
 */

const { hashes, streamKeys, subscriptionTokens, certificateTokens, forms } = DEMO_IDS;
const online = hashes.online;

/** Every route of docs/routes.md, with the query that shows its content. */
const ROUTES = [
  `/platform?hash=${online}`,
  `/max?hash=${online}`,
  `/landing?hash=${online}`,
  `/mid?hash=${online}`,
  `/min?hash=${online}`,
  `/meetings?hash=${online}`,
  `/new-dion?hash=${online}`,
  `/order?hash=${hashes.offline}`,
  `/order-invoice?hash=${hashes.offline}`,
  `/site?hash=${hashes.offline}`,
  `/site/program?hash=${hashes.offline}`,
  `/questions?hash=${online}`,
  `/polls?hash=${online}`,
  `/participants-rating?hash=${online}`,
  `/randomizer?hash=${online}`,
  `/stream-keys?id=${streamKeys}`,
  `/form-qr-code?id=${forms.published}`,
  `/certificate?hash=${online}&token=${certificateTokens.uploaded}`,
  `/email_subscriptions?token=${subscriptionTokens.subscribed}&hash=${online}`,
  `/portal_subscriptions?token=${subscriptionTokens.subscribed}`,
  '/test',
  '/',
  '/no-such-page',
];

const english = (route: string) => (route === '/' ? '/en' : `/en${route}`);

const BROWSERS = {
  'Accept-Language: en': { 'accept-language': 'en-US,en;q=0.9' },
  'no Accept-Language': {},
} as const;

for (const [name, headers] of Object.entries(BROWSERS)) {
  test(`with ${name}, every unprefixed page is Russian and every /en page English, none redirected`, async ({
    request,
  }) => {
    test.setTimeout(90_000);
    for (const route of ROUTES) {
      for (const [path, lang] of [
        [route, 'ru'],
        [english(route), 'en'],
      ] as const) {
        const response = await request.get(path, { headers, maxRedirects: 0 });
        expect(response.status(), path).toBeLessThan(500);
        expect([301, 302, 303, 307, 308], path).not.toContain(response.status());
        expect(response.headers()['set-cookie'] ?? '', path).not.toContain('NEXT_LOCALE');
        expect(await response.text(), path).toContain(`<html lang="${lang}"`);
      }
    }
  });
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });

  for (const route of [`/platform?hash=${online}`, `/max?hash=${online}`]) {
    test(`${route}: the player frame's locale follows the page, not the browser`, async ({
      page,
    }) => {
      for (const [path, locale] of [
        [route, 'ru'],
        [english(route), 'en'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const frame = page.getByTestId('player-frame');
        await expect(frame).toBeAttached();
        const { pairs } = await frameQuery(page, '[data-testid="player-frame"]');
        expect(pairs.at(-1), path).toEqual(['locale', locale]);
      }
    });
  }

  for (const route of ['/test', `/questions?hash=${online}`, `/max?hash=${online}`]) {
    test(`${route}: the Russian page offers English with the same hint`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      const hint = page.getByRole('region', { name: 'Language' });
      await expect(hint.getByRole('link', { name: 'Open in English' })).toHaveAttribute(
        'href',
        english(route),
      );
    });
  }
});

test('a stored choice decides the unprefixed pages: English is /en, Russian the plain URL', async ({
  request,
}) => {
  const choseEnglish = await request.get('/test?x=1', {
    headers: { cookie: 'NEXT_LOCALE=en' },
    maxRedirects: 0,
  });
  expect(choseEnglish.status()).toBe(307);
  expect(choseEnglish.headers()['location']).toMatch(/^(?:http:\/\/[^/]+)?\/en\/test\?x=1$/);
  const choseRussian = await request.get('/test', {
    headers: { cookie: 'NEXT_LOCALE=ru', 'accept-language': 'en' },
    maxRedirects: 0,
  });
  expect(choseRussian.status()).toBe(200);
  expect(await choseRussian.text()).toContain('<html lang="ru"');
});
