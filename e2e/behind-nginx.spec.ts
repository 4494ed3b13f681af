import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import type { RunningNginx } from '../scripts/lib/nginx.mjs';
import type { RunningServer } from '../scripts/lib/server.cjs';
import {
  digest,
  eventTitle,
  freshHash,
  logFor,
  publicUrls,
  rawRequest,
  upstreamRequests,
  type RawOptions,
} from './support/proxy';
import { nginxHelpers, serverHelpers } from './support/scripts';
import { DEMO_ORIGIN } from './support/deployment.mjs';

/**
 * The shipped reverse-proxy configuration (deploy/nginx/event-site.conf) run by Debian's nginx in
 * front of one production instance of the suite's build, on the suite's demo server. What a
 * visitor, a crowd, a browser's client navigation and an operator get through it. Counts come
 * from nginx's own access log (one line per request an instance received, background refreshes
 * included) and the demo upstream's hit counter.
 *
 * Every landing here is a fresh copy of the demo's flaky event (or a host of its own), so neither
 * this build's page cache on disk nor another spec's server can have served it before.
 */

test.describe.configure({ mode: 'serial', timeout: 60_000 });

/**
 * nginx writes a request's access-log line as it finalises the request, which can be just after
 * the client has read the whole answer: counts are read until they settle (an extra line would
 * still fail them).
 */
const LOG_LAG = { timeout: 2000, intervals: [50, 100, 200] };

const SITE_URL = 'https://events.example.test';
const DOMAIN = 'events.nginx-e2e.test';
const OTHER_DOMAIN = 'min.nginx-e2e.test';
const CUSTOM_DOMAINS = {
  [DOMAIN]: { hash: 'demo-online', variant: 'max', locale: 'en' },
  [OTHER_DOMAIN]: { hash: 'demo-hybrid', variant: 'min' },
};

let instance: RunningServer;
let nginx: RunningNginx;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const { startServer } = await serverHelpers();
  const { startNginx } = await nginxHelpers();
  instance = await startServer({
    host: '127.0.0.1',
    label: 'instance behind nginx',
    env: {
      SITE_URL,
      CUSTOM_DOMAINS: JSON.stringify(CUSTOM_DOMAINS),
      REDIS_URL: undefined,
      TRUST_PROXY: undefined,
      API_TIMEOUT_MS: '2000',
    },
  });
  nginx = await startNginx({ upstreams: [`127.0.0.1:${instance.port}`] });
});

test.afterAll(async () => {
  await nginx?.stop();
  await instance?.stop();
});

const viaNginx = (target: string, options?: RawOptions) =>
  rawRequest(nginx.origin, target, options);

async function setFault(hash: string, mode: 'healthy' | 'failing') {
  const response = await rawRequest(DEMO_ORIGIN, '/demo/media/control/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hash, mode }),
  });
  expect(response.status).toBe(200);
}

/** Calls the demo upstream answered for `hash` (the product's reads of that event). */
async function upstreamHits(hash: string): Promise<number> {
  const response = await rawRequest(DEMO_ORIGIN, `/demo/media/control/faults?hash=${hash}`);
  return (JSON.parse(response.text) as { hits: number }).hits;
}

test('a repeated landing is answered by the microcache', async () => {
  const path = `/max?hash=${freshHash('repeat')}`;
  const first = await viaNginx(path);
  expect(first.status).toBe(200);
  expect(first.headers['x-cache-status']).toBe('MISS');
  expect(first.headers['cache-control']).toMatch(/s-maxage=\d+/);

  const second = await viaNginx(path);
  expect(second.status).toBe(200);
  expect(second.headers['x-cache-status']).toBe('HIT');
  expect(digest(second.raw)).toBe(digest(first.raw));
  await expect.poll(() => upstreamRequests(nginx, path), LOG_LAG).toBe(1);
});

test('the offline worker is never stored by nginx: every fetch reaches an instance', async () => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const reply = await viaNginx('/sw.js');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
    expect(reply.headers['x-cache-status'] ?? '').not.toMatch(FROM_CACHE);
  }
  await expect.poll(() => upstreamRequests(nginx, '/sw.js'), LOG_LAG).toBe(3);
});

test('a burst of first visitors reaches Next once (proxy_cache_lock)', async () => {
  const hash = freshHash('burst');
  const path = `/landing?hash=${hash}`;
  const burst = await Promise.all(Array.from({ length: 20 }, () => viaNginx(path)));

  expect(burst.map((reply) => reply.status)).toEqual(Array(20).fill(200));
  expect(new Set(burst.map((reply) => digest(reply.raw))).size).toBe(1);
  // One request rendered the page (and read the event); nineteen waited for its copy.
  await expect.poll(() => upstreamRequests(nginx, path), LOG_LAG).toBe(1);
  await expect.poll(() => logFor(nginx, path).length, LOG_LAG).toBe(20);
  expect(await upstreamHits(hash)).toBeGreaterThan(0);
});

/**
 * Answered from a stored copy: a hit, or (when a slow machine let the one-second copy expire) the
 * previous copy while one background request refreshes it.
 */
const FROM_CACHE = /^(?:HIT|UPDATING|STALE)$/;

test('HTML and the RSC payload of one URL never stand in for each other', async () => {
  for (const rscFirst of [true, false]) {
    const path = `/max?hash=${freshHash('rsc')}&_rsc`;
    const html = () => viaNginx(path);
    const rsc = () => viaNginx(path, { headers: { rsc: '1' } });
    const [first, second] = rscFirst ? [rsc, html] : [html, rsc];
    const replies = [await first(), await second(), ...(await Promise.all([first(), second()]))];
    replies.forEach((reply, index) => {
      expect(reply.status).toBe(200);
      if ((index % 2 === 0) === rscFirst) {
        expect(reply.headers['content-type']).toBe('text/x-component');
        expect(reply.text.startsWith('<!DOCTYPE html>')).toBe(false);
      } else {
        expect(reply.headers['content-type']).toMatch(/^text\/html/);
        expect(reply.text.startsWith('<!DOCTYPE html>')).toBe(true);
      }
    });
    // Both kinds were stored, each under its own key: the repeats come from the cache.
    expect(replies.slice(0, 2).map((reply) => reply.headers['x-cache-status'])).toEqual([
      'MISS',
      'MISS',
    ]);
    for (const reply of replies.slice(2)) {
      expect(reply.headers['x-cache-status']).toMatch(FROM_CACHE);
    }
  }
});

test('gzip for clients that accept it, plain bytes for the others', async () => {
  const path = `/min?hash=${freshHash('gzip')}`;
  // The plain copy is stored first, then the gzip one; then both are asked for again at once.
  const plain = await viaNginx(path);
  const gzip = await viaNginx(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const [plainAgain, refused, gzipAgain] = await Promise.all([
    viaNginx(path, { headers: { 'accept-encoding': 'identity' } }),
    viaNginx(path, { headers: { 'accept-encoding': 'gzip;q=0, br' } }),
    viaNginx(path, { headers: { 'accept-encoding': 'gzip' } }),
  ]);

  expect([plain, gzip].map((reply) => reply.headers['x-cache-status'])).toEqual(['MISS', 'MISS']);
  for (const reply of [plain, plainAgain, refused]) {
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.raw.subarray(0, 15).toString()).toBe('<!DOCTYPE html>');
  }
  for (const reply of [gzip, gzipAgain]) {
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.raw.length).toBeLessThan(plain.raw.length / 2);
    expect(digest(reply.text)).toBe(digest(plain.text));
  }
  expect(String(gzip.headers.vary)).toMatch(/Accept-Encoding/i);
  for (const reply of [plainAgain, refused, gzipAgain]) {
    expect(reply.headers['x-cache-status']).toMatch(FROM_CACHE);
  }
});

test('build files under /_next/static are immutable and kept by nginx', async () => {
  const landing = await viaNginx(`/mid?hash=${freshHash('static')}`);
  // The build names its files on the asset host (CDN_URL); without one they come through here.
  const script = /<script src="(?:https?:\/\/[^/"]+)?(\/_next\/static\/[^"]+\.js)"/.exec(
    landing.text,
  )?.[1];
  expect(script, 'a build script in the landing').toBeDefined();
  const first = await viaNginx(script!, { headers: { 'accept-encoding': 'gzip' } });
  const second = await viaNginx(script!, { headers: { 'accept-encoding': 'gzip' } });
  for (const reply of [first, second]) {
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-type']).toMatch(/javascript/);
  }
  expect(second.headers['x-cache-status']).toMatch(FROM_CACHE);
  expect(digest(second.raw)).toBe(digest(first.raw));
});

test("a custom domain's / through the proxy is its event, published on https://<domain>", async () => {
  const domainHome = await viaNginx('/', { headers: { host: DOMAIN } });
  expect(domainHome.status).toBe(200);
  const online = JSON.parse(
    (await rawRequest(DEMO_ORIGIN, '/demo/media/eventor/public/activity/demo-online')).text,
  ).activity as { name: string };
  expect(eventTitle(domainHome.text)).toBe(online.name);
  expect(publicUrls(domainHome.text)).toEqual({
    canonical: `https://${DOMAIN}`,
    ogUrl: `https://${DOMAIN}`,
  });
  expect((await viaNginx('/', { headers: { host: DOMAIN } })).headers['x-cache-status']).toMatch(
    FROM_CACHE,
  );

  // Same path, another Host: another entry, another event.
  const other = await viaNginx('/', { headers: { host: OTHER_DOMAIN } });
  expect(other.status).toBe(200);
  expect(other.headers['x-cache-status']).toBe('MISS');
  expect(publicUrls(other.text).canonical).toBe(`https://${OTHER_DOMAIN}`);
  expect(eventTitle(other.text)).not.toBe(online.name);
  // And the site's own host is the site, never the cached domain page.
  const site = await viaNginx('/', { headers: { host: '127.0.0.1' } });
  expect(publicUrls(site.text).canonical ?? '').not.toContain(DOMAIN);
});

test('http and https visitors get separate entries; public URLs come from SITE_URL', async () => {
  const hash = freshHash('scheme');
  const path = `/max?hash=${hash}`;
  const plainHttp = await viaNginx(path);
  // A TLS-terminating hop on this host (trusted) says the visitor used https.
  const viaTls = await viaNginx(path, { headers: { 'x-forwarded-proto': 'https' } });
  expect(plainHttp.status).toBe(200);
  expect(viaTls.status).toBe(200);
  expect(viaTls.headers['x-cache-status']).toBe('MISS');
  for (const reply of [plainHttp, viaTls]) {
    expect(publicUrls(reply.text)).toEqual({
      canonical: `${SITE_URL}/max?hash=${hash}`,
      ogUrl: `${SITE_URL}/max?hash=${hash}`,
    });
  }
  // A visitor's own X-Forwarded-Proto is not believed: the http entry answers it.
  const spoofed = await viaNginx(path, {
    headers: { 'x-forwarded-proto': 'https' },
    localAddress: '127.0.0.2',
  });
  expect(spoofed.headers['x-cache-status']).toMatch(FROM_CACHE);
  expect(digest(spoofed.raw)).toBe(digest(plainHttp.raw));
});

test('organizer pages, operational routes and cookie-setting answers are never stored', async () => {
  // With the locale cookie already set nothing answers with Set-Cookie: only Cache-Control
  // (`private, no-store`, `no-store`) keeps these out of the cache.
  const cookie = { cookie: 'NEXT_LOCALE=ru' };
  // The unprefixed organizer page follows the visitor's stored choice: not even looked up (BYPASS).
  for (const [path, status] of [
    [`/questions?hash=${freshHash('organizer')}`, 'BYPASS'],
    ['/api/health?hash=nginx-e2e', 'MISS'],
  ] as const) {
    const replies = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      replies.push(await viaNginx(path, { headers: cookie }));
    }
    for (const reply of replies) {
      expect(reply.status, path).toBe(200);
      expect(reply.headers['set-cookie'], path).toBeUndefined();
      expect(reply.headers['cache-control'], path).toMatch(/no-store/);
      expect(reply.headers['x-cache-status'], path).toBe(status);
    }
    await expect.poll(() => upstreamRequests(nginx, path), { ...LOG_LAG, message: path }).toBe(3);
  }

  // The site has no page at `/` (the catch-all's 404) and writes no cookie there (decision 0227).
  const home = await viaNginx('/?nginx-e2e=1');
  expect(home.status).toBe(404);
  expect(home.headers['set-cookie']).toBeUndefined();

  // A link to Russian replaces a stored English choice: its redirect sets a cookie, never stored.
  const english = { headers: { cookie: 'NEXT_LOCALE=en' } };
  const switched = [
    await viaNginx('/ru/test?nginx-e2e=1', english),
    await viaNginx('/ru/test?nginx-e2e=1', english),
  ];
  for (const reply of switched) {
    expect(reply.status).toBe(307);
    expect(String(reply.headers['set-cookie'])).toMatch(/^NEXT_LOCALE=ru;/);
    expect(reply.headers['x-cache-status']).toBe('MISS');
  }
});

test.describe('Next answering 5xx for a page nginx has no copy of', () => {
  function expectErrorPage(
    reply: Awaited<ReturnType<typeof viaNginx>>,
    messages: typeof ru,
    locale: string,
  ) {
    expect(reply.status).toBeGreaterThanOrEqual(500);
    expect(reply.status).toBeLessThan(600);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(reply.text).toContain(`<html lang="${locale}">`);
    expect(reply.text).toContain(messages.errors.default);
    expect(reply.text).toContain(messages.errors.UNEXPECTED);
    expect(reply.text).toContain(`<a href="">${messages.errors.retry}</a>`);
    expect(reply.text).not.toMatch(/<script/i);
    // Nothing of the server's insides.
    expect(reply.text).not.toMatch(/\.(?:js|ts|tsx|mjs):\d+|node_modules|\.next|Error:/);
  }

  test('a page request gets the localized, script-free page with a 5xx status', async () => {
    const hash = freshHash('down');
    await setFault(hash, 'failing');
    const russian = await viaNginx(`/max?hash=${hash}`);
    expect(russian.status).toBe(500);
    expectErrorPage(russian, ru, 'ru');
    const english = await viaNginx(`/en/max?hash=${hash}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(english.status).toBe(500);
    expectErrorPage(english, en, 'en');
    // Failures are not stored: the next request asks Next again.
    expect((await viaNginx(`/max?hash=${hash}`)).status).toBe(500);
    await expect.poll(() => upstreamRequests(nginx, `/max?hash=${hash}`), LOG_LAG).toBe(2);
  });

  test('RSC requests and JSON routes keep their own answers', async () => {
    const hash = freshHash('downrsc');
    await setFault(hash, 'failing');
    const rsc = await viaNginx(`/max?hash=${hash}&_rsc`, { headers: { rsc: '1' } });
    expect(rsc.status).toBeGreaterThanOrEqual(500);
    expect(rsc.text).not.toContain(ru.errors.retry);

    const json = await viaNginx(`/api/questions/${hash}`);
    expect(json.status).toBeGreaterThanOrEqual(500);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(json.text)).toHaveProperty('error');
  });

  test('in a browser the page reads in its language and its link tries the same URL again', async ({
    page,
  }) => {
    const hash = freshHash('browser');
    await setFault(hash, 'failing');
    const url = `${nginx.origin}/en/landing?hash=${hash}&utm_source=e2e`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errors.default);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await setFault(hash, 'healthy');
    const retried = page.waitForResponse((reply) => reply.url() === url);
    await page.getByRole('link', { name: en.errors.retry }).click();
    expect((await retried).status()).toBe(200);
    await expect(page).toHaveURL(url);
    await expect(page.locator('#event-title')).toBeVisible();
  });
});

test('nginx passes Host unchanged and sets the forwarded headers it can vouch for', async () => {
  // An upstream that echoes what it received, behind a second nginx with the same file.
  const seen: Record<string, string | undefined>[] = [];
  const echo: Server = createServer((request, response) => {
    seen.push({
      host: request.headers.host,
      forwardedHost: request.headers['x-forwarded-host'] as string | undefined,
      forwardedProto: request.headers['x-forwarded-proto'] as string | undefined,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      acceptEncoding: request.headers['accept-encoding'],
    });
    response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    response.end('ok');
  });
  const { freePort } = await serverHelpers();
  const { startNginx } = await nginxHelpers();
  const port = await freePort();
  await new Promise<void>((resolve) => echo.listen(port, '127.0.0.1', resolve));
  const proxy = await startNginx({ upstreams: [`127.0.0.1:${port}`], label: 'nginx (echo)' });
  try {
    const ask = (options: RawOptions) => rawRequest(proxy.origin, '/echo', options);
    await ask({
      headers: {
        host: 'Events.Acme.Example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-host': 'evil.example',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    await ask({
      headers: {
        host: 'events.acme.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.7',
        'accept-encoding': 'br',
      },
      localAddress: '127.0.0.2',
    });
    expect(seen).toEqual([
      {
        host: 'events.acme.example',
        forwardedHost: 'events.acme.example',
        forwardedProto: 'https',
        forwardedFor: '203.0.113.7, 127.0.0.1',
        acceptEncoding: 'gzip',
      },
      {
        // A visitor (not the trusted hop) cannot claim https or another client address.
        host: 'events.acme.example',
        forwardedHost: 'events.acme.example',
        forwardedProto: 'http',
        forwardedFor: '127.0.0.2',
        // Empty: nginx sends no Accept-Encoding at all, and the instance answers plain.
        acceptEncoding: undefined,
      },
    ]);
  } finally {
    await proxy.stop();
    await new Promise<void>((resolve) => echo.close(() => resolve()));
  }
});

test('with no instance answering, stored landings are served stale, others get the 502 page', async () => {
  const cachedPath = `/max?hash=${freshHash('stale')}`;
  const fresh = await viaNginx(cachedPath);
  expect(fresh.status).toBe(200);

  await instance.stop();
  // Once the copy's lifetime has passed (nginx counts whole seconds, so up to 2 s), nginx says
  // so itself: what it serves from then on is stale.
  await expect
    .poll(async () => (await viaNginx(cachedPath)).headers['x-cache-status'], {
      message: 'nginx serves the stored copy as stale',
      timeout: 10_000,
    })
    .toMatch(/^(?:STALE|UPDATING)$/);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const stale = await viaNginx(cachedPath);
    expect(stale.status).toBe(200);
    expect(stale.headers['x-cache-status']).toMatch(/^(?:STALE|UPDATING)$/);
    expect(digest(stale.raw)).toBe(digest(fresh.raw));
  }

  const never = await viaNginx(`/en/mid?hash=${freshHash('never')}`);
  expect(never.status).toBe(502);
  expect(never.text).toContain(en.errors.UNEXPECTED);
  expect(never.text).not.toMatch(/<script/i);
});
