import { expect, test } from '@playwright/test';
import { CDN_ORIGIN } from './support/deployment.mjs';
import { waitForPageSettled } from './support/settled';

/**
 * A tab, a bookmark and a home screen show the brand's icon: every page's head names the icon,
 * the iOS icon, the web app manifest and the theme colour, each answers, and a client that only
 * asks for `/favicon.ico` gets the icon too — never a 404 in the console.
 */

const PAGES = [
  '/max?hash=demo-offline',
  '/en/min?hash=demo-online',
  '/en/questions?hash=demo-online',
  '/no-such-page',
];

for (const path of PAGES) {
  test(`${path}: the head names the brand's icons, manifest and theme colour`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(
      '<link rel="icon" href="/brands/default/icon.svg" type="image/svg+xml"/>',
    );
    expect(html).toContain('<link rel="apple-touch-icon" href="/brands/default/apple-icon.png"/>');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(html).toContain('<meta name="theme-color" content="#559CD6"/>');
  });
}

test('the icons and the manifest answer with their types', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as {
    name: string;
    theme_color: string;
    icons: { src: string; type: string; sizes: string }[];
  };
  expect(body).toMatchObject({ name: 'Eventum', theme_color: '#559CD6', start_url: '/' });
  expect(body.icons.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512']);
  for (const icon of [
    ...body.icons,
    { src: '/brands/default/apple-icon.png', type: 'image/png' },
  ]) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toContain(icon.type);
  }
});

test('/favicon.ico leads to the brand icon', async ({ request }) => {
  const redirect = await request.get('/favicon.ico', { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers()['location']).toBe('/brands/default/favicon-32.png');
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
});

test('a landing asks for nothing that is missing', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const missing: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    // The site's and its build files' (the asset host, CDN_URL).
    if ([origin, CDN_ORIGIN].includes(url.origin) && response.status() >= 400) {
      missing.push(`${response.status()} ${url.pathname}`);
    }
  });
  await page.goto('/max?hash=demo-offline');
  await waitForPageSettled(page);
  expect(missing).toEqual([]);
});
