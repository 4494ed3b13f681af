import { expect, test, type APIRequestContext } from '@playwright/test';
import { BRANDS } from '../lib/brand/brands';
import ru from '../messages/ru.json';
import { demoUrl } from './support/demo';
import { startDemoServer, type DemoServer } from './support/demo-server';
import { startStub, type Stub } from './support/generated-upstream';
import { expectNoSeriousAxeViolations } from './support/embed-pages';
import { trackReactEffects, waitForHydration } from './support/hydration';

/**
 * `BRAND=cloud-events`, started end to end: the suite's build (the same artifact) on a second
 * server with that brand, beside the suite's default-brand server. Each check is made on both, so
 * it fails if the brand is not applied and if the check could not tell the brands apart. The
 * events are rendered per request and kept in each server's own memory, so neither server sees
 * the other's pages (pages `next build` prerenders keep the build's brand: docs/configuration.md).
 */

const CLOUD = BRANDS['cloud-events'];
const DEFAULT = BRANDS.default;

let cloud: DemoServer;
test.beforeAll(async () => {
  cloud = await startDemoServer({ BRAND: 'cloud-events' });
});
test.afterAll(async () => {
  await cloud?.stop();
});

async function html(request: APIRequestContext, url: string): Promise<string> {
  const reply = await request.get(url);
  expect(reply.status(), url).toBe(200);
  return reply.text();
}

/** Whether a page's HTML holds a string (a failure names it instead of printing the page). */
function has(page: string, text: string): boolean {
  return page.includes(text);
}

/** The value of `<meta property="…" content="…">` in a page's HTML. */
function metaProperty(page: string, property: string): string | undefined {
  const tag = page.match(new RegExp(`<meta[^>]*property="${property}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

test('an event without theme or logo takes the brand’s theme, logo, icons and name', async ({
  request,
}) => {
  const path = '/max?hash=demo-bare';
  for (const [origin, brand] of [
    [cloud.origin, CLOUD],
    ['', DEFAULT],
  ] as const) {
    const page = await html(request, `${origin}${path}`);
    const other = brand === CLOUD ? DEFAULT : CLOUD;
    expect(has(page, `data-theme="${brand.theme}"`), `data-theme="${brand.theme}"`).toBe(true);
    expect(has(page, `src="${brand.logo}"`), `src="${brand.logo}"`).toBe(true);
    expect(
      has(page, `alt="${ru.shell.logoAlt.replace('{brand}', brand.name)}"`),
      `alt="${ru.shell.logoAlt.replace('{brand}', brand.name)}"`,
    ).toBe(true);
    expect(metaProperty(page, 'og:site_name')).toBe(brand.name);
    expect(has(page, `href="${brand.icons.svg}"`), `href="${brand.icons.svg}"`).toBe(true);
    // Nothing of the other brand leaks into the page.
    expect(has(page, `/brands/${other.id}/`), `/brands/${other.id}/`).toBe(false);
  }
});

test('the link-preview card is drawn in the brand', async ({ request }) => {
  const cards: Buffer[] = [];
  for (const origin of [cloud.origin, '']) {
    const page = await html(request, `${origin}/max?hash=demo-bare`);
    const image = metaProperty(page, 'og:image');
    expect(image).toMatch(/\/api\/og\/ru\/demo-bare\?v=/);
    const card = await request.get(`${origin}${new URL(image ?? '').pathname}`);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    cards.push(await card.body());
  }
  // Same event, same build: only the brand (its name and theme on the card) differs.
  expect(cards[0]!.equals(cards[1]!)).toBe(false);
});

test('an offline event without a poster shows the brand’s poster', async ({ request }) => {
  // No demo offline event lacks a poster: demo-offline without one, from a stub upstream.
  const reply = await request.get(demoUrl('/demo/media/eventor/public/activity/demo-offline'));
  const { activity } = (await reply.json()) as { activity: Record<string, unknown> };
  expect(activity.activityPoster).toBeDefined();
  const { activityPoster: _poster, ...rest } = activity;
  const offline = { ...rest, hash: 'brand-poster' };
  const stub: Stub = await startStub();
  stub.answer((method, path) =>
    path === '/media/eventor/public/activity/brand-poster'
      ? { status: 200, body: { activity: offline } }
      : undefined,
  );
  const server = await startDemoServer({
    BRAND: 'cloud-events',
    MEDIA_API_URL: `${stub.origin}/media`,
    FORMS_API_URL: `${stub.origin}/forms`,
  });
  try {
    const page = await html(request, `${server.origin}/max?hash=brand-poster`);
    expect(has(page, 'data-testid="poster"'), 'poster block').toBe(true);
    expect(has(page, `src="${CLOUD.poster.ru}"`), CLOUD.poster.ru).toBe(true);
    const english = await html(request, `${server.origin}/en/max?hash=brand-poster`);
    expect(has(english, `src="${CLOUD.poster.en}"`), CLOUD.poster.en).toBe(true);
  } finally {
    await server.stop();
    await stub.stop();
  }
});

test('footer options: no payment logos for a paid event under cloud-events; the made-in mark is the brand’s', async ({
  request,
}) => {
  expect(DEFAULT.isShowPaymentInfo).toBe(true);
  expect(CLOUD.isShowPaymentInfo).toBe(false);
  // demo-offline is paid: the default brand shows the card schemes, cloud-events does not.
  const paidDefault = await html(request, '/max?hash=demo-offline');
  const paidCloud = await html(request, `${cloud.origin}/max?hash=demo-offline`);
  expect(has(paidDefault, 'data-testid="payment-logos"'), 'data-testid="payment-logos"').toBe(true);
  expect(has(paidCloud, 'data-testid="payment-logos"'), 'data-testid="payment-logos"').toBe(false);
  expect(has(paidCloud, 'class="site-footer"'), 'class="site-footer"').toBe(true);

  // demo-corporate's main hall is branded: the footer names the platform with its mark.
  const madeIn = ru.shell.madeIn.replace('{brand}', CLOUD.name);
  const corporate = await html(request, `${cloud.origin}/max?hash=demo-corporate`);
  expect(has(corporate, `src="${CLOUD.madeInLogo}"`), `src="${CLOUD.madeInLogo}"`).toBe(true);
  expect(has(corporate, madeIn), madeIn).toBe(true);
  const corporateDefault = await html(request, '/max?hash=demo-corporate');
  expect(has(corporateDefault, `src="${DEFAULT.madeInLogo}"`), DEFAULT.madeInLogo).toBe(true);
});

test('the web app manifest names the brand and its icons', async ({ request }) => {
  const reply = await request.get(`${cloud.origin}/manifest.webmanifest`);
  expect(reply.status()).toBe(200);
  const manifest = (await reply.json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toBe(CLOUD.name);
  expect(manifest.icons.map((icon) => icon.src)).toContain(CLOUD.icons.png512);
  const suite = (await (await request.get('/manifest.webmanifest')).json()) as { name: string };
  expect(suite.name).toBe(DEFAULT.name);
});

test('in a browser: the brand’s assets load, the page hydrates in the brand’s theme, axe is clean', async ({
  page,
}) => {
  await trackReactEffects(page);
  await page.goto(`${cloud.origin}/max?hash=demo-bare`);
  await waitForHydration(page.getByTestId('notifications'));
  const logo = page.getByRole('img', { name: ru.shell.logoAlt.replace('{brand}', CLOUD.name) });
  await expect(logo).toHaveAttribute('src', CLOUD.logo);
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator(`[data-theme="${CLOUD.theme}"]`).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
