import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { startServer as startBuild, type RunningServer } from '../scripts/lib/server.cjs';
import { DEMO_IDS } from '../demo/ids';
import { demoUrl } from './support/demo';
import { trackReactEffects, waitForHydration } from './support/hydration';

/**
 * Custom domains, locale and header trust on real HTTP: production servers of the suite's build,
 * started here with a domain map (the shared web server has none), asked with chosen `Host`,
 * `X-Forwarded-Host` and `X-Forwarded-Proto` headers; Chromium reaches the mapped hosts as
 * `*.localhost`, which it resolves to loopback.
 */

/**
 * The suite's SITE_URL (playwright.config.ts). The servers here share the build, and so the landing
 * cache on disk, with the suite's server: a page they render must read exactly as it would there.
 */
const SITE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
const EVIL = 'evil.example';
/** `evil.example` as a host: after `//`, `\\`, `\/\/` (JSON) or a scheme. */
const AS_HOST = /(?:\/\/|\\\\|\\\/\\\/|https?:)evil\.example/;
const EN_HOST = 'events.acme.localhost';
const MIN_HOST = 'min.acme.localhost';
const DOMAINS = {
  [EN_HOST]: { hash: 'demo-online', variant: 'max', locale: 'en' },
  'Min.Acme.Localhost.': { hash: 'demo-hybrid', variant: 'min' },
  'gone.acme.localhost': { hash: 'demo-missing', variant: 'max', locale: 'en' },
  'corp.acme.localhost': { hash: 'demo-corporate', variant: 'landing' },
};

// One worker runs this file's tests in order: they share the servers started below.
test.describe.configure({ mode: 'default' });

type Server = RunningServer;

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request to the loopback server with exactly these headers (Host included). */
function get(server: Server, target: string, headers: Record<string, string> = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        path: target,
        headers: { host: `127.0.0.1:${server.port}`, ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The suite's build with the domain map; bound to loopback, where Chromium finds `*.localhost`. */
function startServer(env: Record<string, string>): Promise<Server> {
  return startBuild({
    host: '127.0.0.1',
    env: { SITE_URL, CUSTOM_DOMAINS: JSON.stringify(DOMAINS), ...env },
    label: 'custom-domains',
  });
}

function attribute(html: string, tag: RegExp, name: string): string[] {
  return [...html.matchAll(tag)].map(
    ([element]) => element.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '',
  );
}

const canonicalOf = (html: string) => attribute(html, /<link rel="canonical"[^>]*>/g, 'href');
const ogUrlOf = (html: string) => attribute(html, /<meta property="og:url"[^>]*>/g, 'content');
function hreflangOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/g)].map(
      ([, lang, href]) => [lang, href],
    ),
  );
}
function jsonLdOf(html: string): { url: string; image: string[] } {
  const script = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  return JSON.parse(script ?? 'null') as { url: string; image: string[] };
}
const htmlLang = (html: string) => html.match(/<html lang="([^"]+)"/)?.[1];

/** Every Location this site sends is a path on itself: never a host, never `//host`. */
function expectLocalLocation(reply: Reply) {
  const location = reply.headers.location;
  if (location === undefined) return;
  expect(typeof location).toBe('string');
  expect(location).toMatch(/^\/(?![/\\])/);
}

let server: Server;
let proxied: Server;
/** The mapped event's name, read from the demo upstream rather than copied here. */
let eventName: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [server, proxied] = await Promise.all([
    startServer({ TRUST_PROXY: '0' }),
    startServer({ TRUST_PROXY: '1' }),
  ]);
  const reply = await fetch(demoUrl('/demo/media/eventor/public/activity/demo-online'));
  eventName = ((await reply.json()) as { activity: { name: string } }).activity.name;
});

test.afterAll(async () => {
  await Promise.all([server?.stop(), proxied?.stop()]);
});

test.describe('a mapped host', () => {
  test('serves its event landing at / in the configured locale, cached per host', async () => {
    const first = await get(server, '/', { host: EN_HOST });
    expect(first.status).toBe(200);
    expect(htmlLang(first.body)).toBe('en');
    expect(first.body).toContain(eventName);

    const again = await get(server, '/', { host: EN_HOST });
    expect(again.status).toBe(200);
    expect(again.headers['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(String(again.headers['cache-control'])).toMatch(/s-maxage=\d+/);
  });

  test('announces the landing on the custom domain: canonical, og:url, hreflang, JSON-LD', async () => {
    const { body } = await get(server, '/', { host: EN_HOST });
    const root = `https://${EN_HOST}`;
    expect(canonicalOf(body).map((url) => url.replace(/\/$/, ''))).toEqual([root]);
    expect(ogUrlOf(body).map((url) => url.replace(/\/$/, ''))).toEqual([root]);
    const hreflang = hreflangOf(body);
    expect(hreflang['ru']).toBe(`${root}/ru`);
    expect(hreflang['en']?.replace(/\/$/, '')).toBe(root);
    expect(hreflang['x-default']?.replace(/\/$/, '')).toBe(root);
    const jsonLd = jsonLdOf(body);
    expect(jsonLd.url).toBe(`${root}/`);
    expect(jsonLd.image[0]).toMatch(new RegExp(`^${root}/api/og/en/demo-online\\?`));
    // Nothing of the main site's address in the tags that name the page.
    for (const url of [...canonicalOf(body), ...ogUrlOf(body), ...Object.values(hreflang)]) {
      expect(url).not.toContain(SITE_URL);
    }
  });

  test('serves the other locale under its prefix and moves the configured one to /', async () => {
    const russian = await get(server, '/ru', { host: EN_HOST });
    expect(russian.status).toBe(200);
    expect(htmlLang(russian.body)).toBe('ru');
    expect(canonicalOf(russian.body)).toEqual([`https://${EN_HOST}/ru`]);

    const english = await get(server, '/en?utm_source=mail', { host: EN_HOST });
    expect([307, 308]).toContain(english.status);
    expect(english.headers.location).toBe('/?utm_source=mail');
  });

  test('compares the host without case, port or trailing dot', async () => {
    const reply = await get(server, '/', { host: 'MIN.Acme.LOCALHOST.:8443' });
    expect(reply.status).toBe(200);
    expect(htmlLang(reply.body)).toBe('ru');
    expect(canonicalOf(reply.body).map((url) => url.replace(/\/$/, ''))).toEqual([
      `https://${MIN_HOST}`,
    ]);
    // The minimal variant: the event name as the heading, the footer without payment logos.
    expect(reply.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(reply.body).toContain('<footer');
    expect(reply.body).not.toContain('data-testid="payment-logos"');
  });

  test("keeps the brand's 'made in' rule: shown only when the event's hall has branding", async () => {
    const MADE_IN = /<img[^>]+src="\/brands\/[a-z-]+\/made-in\.svg"/;
    const branded = await get(server, '/', { host: 'corp.acme.localhost' });
    expect(branded.status).toBe(200);
    expect(branded.body).toMatch(MADE_IN);
    const plain = await get(server, '/', { host: EN_HOST });
    expect(plain.body).toContain('<footer');
    expect(plain.body).not.toMatch(MADE_IN);
  });

  test("loads its own view's islands only: a minimal landing's first load has none of the full one's", async () => {
    /** The code of the page's first-load scripts (the `noModule` polyfills excepted). */
    async function firstLoad(host: string): Promise<string> {
      const { body } = await get(server, '/', { host });
      const sources = [...body.matchAll(/<script\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !/\bnomodule\b/i.test(tag))
        .flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? []);
      expect(sources.length, `${host} loads scripts`).toBeGreaterThan(0);
      // Asked of this server by path: the page names them on the asset host (CDN_URL).
      const codes = await Promise.all(
        sources.map(async (src) => (await get(server, src.replace(/^https?:\/\/[^/]+/, ''))).body),
      );
      return codes.join('\n');
    }
    // Client modules keep their export names in production bundles (e2e/landing-first-load.spec.ts).
    const fullOnly = ['"HeaderMenuAfterLoad"', '"SpeakersSliderDeferred"'];
    const full = await firstLoad(EN_HOST);
    const minimal = await firstLoad(MIN_HOST);
    for (const name of fullOnly) {
      expect(full, `the full landing's ${name}`).toContain(name);
      expect(minimal, `${name} on the minimal landing`).not.toContain(name);
    }
  });

  test('answers 404 when its event does not exist', async () => {
    const reply = await get(server, '/', { host: 'gone.acme.localhost' });
    expect(reply.status).toBe(404);
  });

  test('sets customDomain to the host on its other pages', async () => {
    const reply = await get(server, `/platform?hash=demo-online&customDomain=${EVIL}`, {
      host: EN_HOST,
    });
    expect(reply.status).toBe(200);
    expect(htmlLang(reply.body)).toBe('en');
    expect(reply.body).toContain(`custom-domain=${EN_HOST}`);
    expect(reply.body).not.toContain(`custom-domain=${EVIL}`);
  });

  test('hands its host to the player in a real browser', async ({ page }) => {
    await trackReactEffects(page);
    await page.goto(`http://${EN_HOST}:${server.port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventName);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const frame = page.getByTestId('player-frame');
    await expect(frame).toHaveAttribute('src', new RegExp(`custom-domain=${EN_HOST}`));
    await expect(page).toHaveURL(`http://${EN_HOST}:${server.port}/`);

    // The locale switcher stays on the domain's public URLs, not the internal route, also once
    // React has taken over the links.
    const russian = page.getByRole('link', { name: 'Русский' });
    await waitForHydration(russian);
    await expect(russian).toHaveAttribute('href', '/ru');
    await russian.click();
    await expect(page).toHaveURL(`http://${EN_HOST}:${server.port}/ru`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`http://${EN_HOST}:${server.port}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('unmapped and forged hosts', () => {
  test('an unknown host gets the normal site', async () => {
    const reply = await get(server, '/test', { host: 'unknown.example' });
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('Проверка оборудования');
    expect(reply.body).not.toContain('unknown.example');
  });

  test('X-Forwarded-Host is ignored without TRUST_PROXY and honoured with it', async () => {
    const headers = { 'x-forwarded-host': `${EN_HOST}, proxy.internal` };
    const direct = await get(server, '/', headers);
    // The main site's root (not found, as in any deployment), not the mapped landing.
    expect(direct.status).toBe(404);
    expect(direct.body).not.toContain('data-testid="banner"');
    expect(direct.body).not.toContain(EN_HOST);

    const viaProxy = await get(proxied, '/', headers);
    expect(viaProxy.status).toBe(200);
    expect(htmlLang(viaProxy.body)).toBe('en');
    expect(canonicalOf(viaProxy.body).map((url) => url.replace(/\/$/, ''))).toEqual([
      `https://${EN_HOST}`,
    ]);
  });

  for (const [name, headers] of [
    ['Host', { host: EVIL, 'x-forwarded-proto': 'https' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' }],
    ['Host and X-Forwarded-Host', { host: EVIL, 'x-forwarded-host': `${EVIL}:443` }],
  ] as const) {
    test(`no redirect, Link header or page names a forged ${name}`, async () => {
      for (const target of [
        '/',
        '/test',
        '/ru/test?x=1',
        '/en',
        `//${EVIL}`,
        `//${EVIL}/?lang=en`,
        `/\\${EVIL}`,
        `/%2F%2F${EVIL}`,
        `/%2F%2F${EVIL}?lang=en`,
        `/%5C${EVIL}?locale=en`,
        `/%5C${EVIL}`,
        `/%5C%5C${EVIL}/x`,
        `/max?hash=demo-online&lang=en`,
        `/platform?hash=demo-online`,
      ]) {
        for (const locale of ['ru', 'en']) {
          for (const target2 of [server, proxied]) {
            const reply = await get(target2, target, {
              ...headers,
              'accept-language': locale,
            });
            expect(reply.status, `${target} on ${name}`).toBeLessThan(500);
            expectLocalLocation(reply);
            expect(String(reply.headers.link ?? '')).not.toContain(EVIL);
            // A path that names the host may come back as a path; the host itself, never.
            if (target.includes(EVIL)) expect(reply.body).not.toMatch(AS_HOST);
            else expect(reply.body).not.toContain(EVIL);
          }
        }
      }
    });
  }

  test('the cached HTML of a main-site landing never holds a forged host', async () => {
    const forged = await get(server, '/landing?hash=demo-corporate', {
      host: EVIL,
      'x-forwarded-host': EVIL,
      'x-forwarded-proto': 'https',
    });
    expect(forged.status).toBe(200);
    const plain = await get(server, '/landing?hash=demo-corporate');
    for (const body of [forged.body, plain.body]) {
      expect(body).not.toContain(EVIL);
      expect(canonicalOf(body)).toEqual([`${SITE_URL}/landing?hash=demo-corporate`]);
    }
  });

  test('an encoded percent sign or control character in the path is a 404 or a redirect', async () => {
    for (const host of [`127.0.0.1:${server.port}`, EN_HOST]) {
      for (const target of [
        '/%25',
        '/en/%25',
        '/ru/%25',
        '/max%25',
        '/questions%25?hash=x',
        '/%00',
        '/max%00',
        '/en/%0A',
      ]) {
        const reply = await get(server, target, { host });
        expect([404, 307, 308], `${target} on ${host}`).toContain(reply.status);
        expectLocalLocation(reply);
      }
    }
  });

  test('the internal per-host route is never public, and a mapped host shows its own event only', async () => {
    for (const host of [`127.0.0.1:${server.port}`, EN_HOST]) {
      for (const path of [
        '/en/landings/max/host/unknown.example/full',
        `/en/landings/max/host/${EN_HOST}/full`,
        `/ru/landings/max/host/${EN_HOST}/full`,
        `/landings/max/host/${EN_HOST}/full`,
        `/en/landings/mid/host/${EN_HOST}/mid`,
        '/en/landings/max/hash/demo-online/full',
        '/ru/landings/min',
        '/en/max/demo-online',
        '/ru/min/demo-online',
      ]) {
        const reply = await get(server, path, { host });
        expect(reply.status, `${path} on ${host}`).toBe(404);
        expect(canonicalOf(reply.body), `${path} on ${host}`).not.toContain(`https://${EN_HOST}`);
      }
    }
    expect((await get(server, '/platform?hash=demo-offline', { host: EN_HOST })).status).toBe(404);
    expect((await get(server, '/', { host: EN_HOST })).status).toBe(200);
  });

  test('an internal shape with encoded letters or slashes is refused after decoding', async () => {
    for (const host of [`127.0.0.1:${server.port}`, EN_HOST]) {
      for (const path of [
        '/m%61x/demo-online',
        '/%6Dax/demo-online',
        '/ru/l%61nding/demo-online',
        '/en/m%69n/demo-online',
        '/mi%64/demo-online',
        '/%72u/max/demo-online',
        '/max%2Fdemo-online',
        '/ru%2Fmax%2Fdemo-online',
        '/en%2Fm%61x%2Fdemo-online',
        '/%2Fmax/demo-online',
        `/l%61ndings/max/host/${EN_HOST}/full`,
        `/en/%6Candings/max/host/${EN_HOST}/full`,
        `/en%2Flandings%2Fmax%2Fhost%2F${EN_HOST}%2Ffull`,
        '/page-not-f%6Fund',
      ]) {
        const reply = await get(server, path, { host });
        expect(reply.status, `${path} on ${host}`).toBe(404);
        expect(reply.body, `${path} on ${host}`).not.toContain(eventName);
      }
    }
  });
});

/**
 * Tenant isolation with Next alone (no nginx in front): on a mapped host, everything that names
 * another event than the domain's (a hash, an activity id, a hall id, the Open Graph card, every
 * event API route) is not found; the same requests on the main site are answered, so the 404s
 * come from the host, not from the ids.
 */
test.describe('a mapped host names only its own event', () => {
  const MAIN = () => `127.0.0.1:${server.port}`;
  const { activities, halls } = DEMO_IDS;

  /** [path, the mapped host that does not own it, a mapped host (or the main site) that does]. */
  const foreign: ReadonlyArray<readonly [string, string, string | 'main']> = [
    ['/max?hash=demo-offline', EN_HOST, 'main'],
    ['/landing?hash=demo-offline&debug=1', EN_HOST, 'main'],
    ['/en/mid?hash=demo-offline', EN_HOST, 'main'],
    ['/min?hash=demo-online', MIN_HOST, EN_HOST],
    ['/max?hash=demo-online&hash=demo-offline', EN_HOST, 'main'],
    ['/api/og/ru/demo-offline', EN_HOST, 'main'],
    ['/api/og/en/demo-online?v=1', MIN_HOST, EN_HOST],
    [`/polls?activityId=${activities.online}`, MIN_HOST, EN_HOST],
    [`/participants-rating?activityId=${activities.online}`, MIN_HOST, EN_HOST],
    [`/platform?hash=demo-online&hallId=${halls.hybrid}`, EN_HOST, 'main'],
    [`/meetings?hash=demo-online&hallId=${halls.offline}`, EN_HOST, 'main'],
    [`/api/events/${halls.online}`, MIN_HOST, EN_HOST],
    [`/api/polls/activity/${activities.online}`, MIN_HOST, EN_HOST],
    [`/api/rating/activity/${activities.online}`, MIN_HOST, EN_HOST],
    ['/api/polls/demo-online', MIN_HOST, EN_HOST],
    ['/api/rating/demo-online', MIN_HOST, EN_HOST],
    ['/api/questions/demo-online', MIN_HOST, EN_HOST],
    ['/api/registration-info/demo-online', MIN_HOST, EN_HOST],
  ];

  for (const [path, stranger, owner] of foreign) {
    test(`${path}: 404 on ${stranger}, 200 on ${owner === 'main' ? 'the main site' : owner}`, async () => {
      const refused = await get(server, path, { host: stranger });
      expect(refused.status).toBe(404);
      expect(String(refused.headers['content-type'])).not.toContain('image/png');
      const answered = await get(server, path, { host: owner === 'main' ? MAIN() : owner });
      expect(answered.status).toBe(200);
    });
  }

  test("the domain's own landing, card and ids are answered", async () => {
    for (const path of [
      '/max?hash=demo-online',
      '/api/og/en/demo-online',
      `/polls?activityId=${activities.online}`,
      `/platform?hash=demo-online&hallId=${halls.online}`,
      `/api/events/${halls.online}`,
    ]) {
      expect((await get(server, path, { host: EN_HOST })).status, path).toBe(200);
    }
  });

  test('behind a trusted proxy the forwarded host decides, as for every page', async () => {
    const forwarded = { host: `127.0.0.1:${proxied.port}`, 'x-forwarded-host': EN_HOST };
    for (const path of ['/max?hash=demo-offline', '/api/og/ru/demo-offline', '/api/events/202']) {
      expect((await get(proxied, path, forwarded)).status, path).toBe(404);
    }
    expect((await get(proxied, '/max?hash=demo-offline')).status).toBe(200);
  });
});

test.describe('locale', () => {
  test('legacy lang/locale links redirect to the prefixed URL keeping the other values', async () => {
    const landing = await get(server, '/max?hash=demo-online&lang=en&utm_source=mail');
    expect(landing.status).toBe(308);
    expect(landing.headers.location).toBe('/en/max?hash=demo-online&utm_source=mail');
    const english = await get(server, String(landing.headers.location));
    expect(english.status).toBe(200);
    expect(htmlLang(english.body)).toBe('en');

    const page = await get(server, '/test?locale=en&x=1&x=2');
    expect(page.status).toBe(308);
    expect(page.headers.location).toBe('/en/test?x=1&x=2');

    const russian = await get(server, '/en/landing?hash=demo-online&lang=ru');
    expect(russian.headers.location).toBe('/ru/landing?hash=demo-online');
    const unprefixed = await get(server, String(russian.headers.location));
    expect(unprefixed.headers.location).toBe('/landing?hash=demo-online');
  });

  test('an unusable lang value is ignored', async () => {
    const reply = await get(server, '/max?hash=demo-online&lang=de');
    expect(reply.status).toBe(200);
    expect(htmlLang(reply.body)).toBe('ru');
    expect((await get(server, '/test?lang=')).status).toBe(200);
  });

  test('follows a stored choice, never Accept-Language', async () => {
    const byLanguage = await get(server, '/test', { 'accept-language': 'en-US,en;q=0.9' });
    expect(byLanguage.status).toBe(200);
    expect(htmlLang(byLanguage.body)).toBe('ru');

    const byCookie = await get(server, '/test', {
      'accept-language': 'en-US,en;q=0.9',
      cookie: 'NEXT_LOCALE=ru',
    });
    expect(byCookie.status).toBe(200);
    expect(htmlLang(byCookie.body)).toBe('ru');

    const englishCookie = await get(server, '/test', { cookie: 'NEXT_LOCALE=en' });
    expect(englishCookie.headers.location).toBe('/en/test');
  });
});
