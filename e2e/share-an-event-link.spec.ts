import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * What a link preview reads when someone shares a page: the card image with its alt text for
 * Open Graph and for Twitter, the brand's own social image where there is no event card, and a
 * card answered from the cache whatever `v` the shared URL carries.
 */

async function previewTags(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const meta = (attribute: 'property' | 'name', key: string) =>
    html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];
  return {
    ogImage: meta('property', 'og:image'),
    ogImageAlt: meta('property', 'og:image:alt'),
    twitterImage: meta('name', 'twitter:image'),
    twitterImageAlt: meta('name', 'twitter:image:alt'),
    twitterCard: meta('name', 'twitter:card'),
  };
}

test('an event page: the generated card, with its alt text for Open Graph and Twitter', async ({
  request,
}) => {
  const tags = await previewTags(request, '/en/max?hash=demo-online');
  expect(tags.ogImage).toMatch(/\/api\/og\/en\/demo-online\?v=[0-9a-z]+$/);
  expect(tags.twitterImage).toBe(tags.ogImage);
  expect(tags.ogImageAlt).toBeTruthy();
  expect(tags.twitterImageAlt).toBe(tags.ogImageAlt);
  expect(tags.twitterCard).toBe('summary_large_image');
});

for (const [path, locale] of [
  ['/test', 'ru'],
  ['/en/test', 'en'],
  ['/en/questions?hash=demo-online', 'en'],
  ['/max?hash=demo-missing', 'ru'],
] as const) {
  test(`${path}: no event card, so the brand's ${locale} social image`, async ({ request }) => {
    const tags = await previewTags(request, path);
    expect(tags.ogImage).toMatch(new RegExp(`/brands/default/social-${locale}\\.jpg$`));
    expect(tags.twitterImage).toBe(tags.ogImage);
    expect(tags.twitterImageAlt).toBe(tags.ogImageAlt);
    const image = await request.get(new URL(tags.ogImage ?? '').pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
  });
}

test('the card is rendered once and then served from the cache, whatever the v', async ({
  request,
}) => {
  const path = '/api/og/ru/demo-offline';
  const first = await request.get(`${path}?v=first`);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('image/png');
  const bytes = await first.body();
  for (const v of ['first', 'stale-version', String(Date.now()), '']) {
    const again = await request.get(`${path}?v=${v}`);
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    expect((await again.body()).equals(bytes)).toBe(true);
  }
});

test("where the card cannot be made, the brand's social image of the locale", async ({
  request,
}) => {
  // demo-broken answers an HTML 500: no activity, no card.
  const response = await request.get('/api/og/en/demo-broken', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/brands/default/social-en.jpg');
  expect((await request.get('/api/og/en/demo-missing')).status()).toBe(404);
});
