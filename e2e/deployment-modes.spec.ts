import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { hostname } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  startServer,
  type RunningServer,
  type StartServerOptions,
} from '../scripts/lib/server.cjs';
import { startCountingUpstream, type CountingUpstream } from './support/fleet';

/**
 * The production build started the ways operators start it: `next start` with and without `-H`,
 * the standalone `server.js` with different `HOSTNAME`s, and behind a TLS-terminating proxy
 * (`X-Forwarded-Proto: https`). In every mode each route family the middleware handles must
 * answer as it does in the default mode: no redirect to itself, no `Location` or canonical URL
 * on a host the request named. The servers read a separate contract upstream, as deployments do.
 */

const DOMAIN = 'events.acme.example';
/**
 * An event only this spec renders: the servers share the build's page cache on disk with the
 * suite's server, whose SITE_URL differs (a demo-flaky copy, healthy unless switched).
 */
const HASH = `demo-flaky-matrix${Math.random().toString(36).slice(2, 8)}`;
const SITE_URL = 'https://site.example';
const EVIL = 'evil.example';

/**
 * This machine's host name, which must resolve to loopback (the servers stay on loopback). A
 * name that does not fails the mode instead of testing `localhost` under its name.
 */
async function loopbackHostName(): Promise<string> {
  const name = hostname();
  const { address } = await lookup(name);
  expect(address, `${name} resolves to loopback (add it to /etc/hosts)`).toMatch(/^127\.|^::1$/);
  expect(name).not.toBe('localhost');
  return name;
}

/**
 * A host name that is not a loopback name and that no resolver here knows (`.test` is reserved):
 * the server resolves it to loopback through a preload, the client connects by address.
 */
const FOREIGN_NAME = 'event-site-matrix.test';
const RESOLVE_BIND_NAME = path.join(__dirname, 'support', 'resolve-bind-name.cjs');

interface Reply {
  status: number;
  location?: string;
  body: string;
}

/** A raw HTTP GET: fetch() does not let a test choose the `Host` header. */
function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  // The path is sent as written: `//evil.example/` must reach the server, not become a host.
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port,
        path,
        headers: { host: url.host, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

let upstream: CountingUpstream;
test.beforeAll(async () => {
  upstream = await startCountingUpstream();
});
test.afterAll(async () => {
  await upstream?.stop();
});

function serverEnv(): StartServerOptions['env'] {
  return {
    MEDIA_API_URL: `${upstream.origin}/media`,
    FORMS_API_URL: `${upstream.origin}/forms`,
    PLAYER_URL: `${upstream.origin}/player`,
    WIDGETS_URL: `${upstream.origin}/widgets`,
    SITE_URL,
    CUSTOM_DOMAINS: JSON.stringify({ [DOMAIN]: { hash: HASH, locale: 'en' } }),
    TRUST_PROXY: '0',
    REDIS_URL: undefined,
    NODE_OPTIONS: undefined,
  };
}

/** Every route family the middleware serves, once plain and once as a TLS proxy forwards it. */
async function expectEveryRouteFamily(origin: string) {
  for (const proto of ['http', 'https']) {
    const base = { 'x-forwarded-proto': proto };
    const organizer = await get(origin, `/questions?hash=${HASH}`, base);
    expect(organizer.status, `organizer page (${proto})`).toBe(200);

    const test = await get(origin, '/test', base);
    expect(test.status, `/test (${proto})`).toBe(200);

    // The browser's language never redirects; a stored choice does (decision 0227).
    const englishBrowser = await get(origin, '/test', { ...base, 'accept-language': 'en' });
    expect(englishBrowser.status, `no Accept-Language redirect (${proto})`).toBe(200);
    const chosen = await get(origin, '/test', { ...base, cookie: 'NEXT_LOCALE=en' });
    expect(chosen.status, `the stored choice (${proto})`).toBe(307);
    expect(chosen.location).toBe('/en/test');
    expect((await get(origin, '/en/test', base)).status).toBe(200);

    const legacy = await get(origin, `/max?hash=${HASH}&lang=en&utm=1`, base);
    expect(legacy.status, `legacy ?lang= (${proto})`).toBe(308);
    expect(legacy.location).toBe(`/en/max?hash=${HASH}&utm=1`);

    const landing = await get(origin, `/max?hash=${HASH}`, base);
    expect(landing.status, `landing (${proto})`).toBe(200);
    const canonical = `<link rel="canonical" href="${SITE_URL}/max?hash=${HASH}"/>`;
    expect(landing.body.includes(canonical), `landing canonical (${proto})`).toBe(true);

    const domainRoot = await get(origin, '/', { ...base, host: DOMAIN });
    expect(domainRoot.status, `custom domain / (${proto})`).toBe(200);
    const domainCanonical = `<link rel="canonical" href="https://${DOMAIN}"/>`;
    expect(domainRoot.body.includes(domainCanonical), `custom domain canonical (${proto})`).toBe(
      true,
    );
    const domainPage = await get(origin, '/test', { ...base, host: DOMAIN });
    expect(domainPage.status, `custom domain page (${proto})`).toBe(200);

    const missing = await get(origin, '/no-such-page', base);
    expect(missing.status, `catch-all 404 (${proto})`).toBe(404);

    // Forged hosts never reach a Location, a rewrite target or a canonical URL.
    const forged = { ...base, host: EVIL, 'x-forwarded-host': EVIL, 'accept-language': 'en' };
    for (const path of ['/test', `/max?hash=${HASH}&lang=en`, '//evil.example/?lang=en']) {
      const reply = await get(origin, path, forged);
      expect(reply.status, `forged host ${path} (${proto})`).toBeLessThan(400);
      // A path on this site (`/evil.example/` is one), never a URL on another host.
      expect(reply.location ?? '/', `forged host ${path} (${proto})`).toMatch(/^\/(?![/\\])/);
    }
    const forgedLanding = await get(origin, `/max?hash=${HASH}`, forged);
    expect(forgedLanding.body.includes(EVIL), `forged host in the landing (${proto})`).toBe(false);
  }
}

async function withServer(
  options: StartServerOptions,
  check: (server: RunningServer) => Promise<void>,
) {
  const server = await startServer({
    ...options,
    env: { ...serverEnv(), ...options.env },
    label: 'matrix',
  });
  try {
    await check(server);
    expect(server.logs.join('\n')).not.toMatch(/redirect loop|ERR_TOO_MANY|⨯/);
  } finally {
    await server.stop();
  }
}

/** How a mode is started: a bind host, or one of the named cases below. */
type Bind = string | undefined;

async function startOptions(bind: Bind): Promise<Omit<StartServerOptions, 'mode'>> {
  if (bind === 'hostname') return { host: await loopbackHostName() };
  if (bind === 'foreign name')
    return {
      host: FOREIGN_NAME,
      preload: RESOLVE_BIND_NAME,
      reachAt: '127.0.0.1',
      env: { BIND_NAME: FOREIGN_NAME },
    };
  // HOSTNAME exported by the environment (a container's shell does), no -H or HOSTNAME of ours.
  if (bind === 'inherited') return { env: { HOSTNAME: await loopbackHostName() } };
  return { host: bind };
}

test.describe('next start', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const bind of [
    undefined,
    '127.0.0.1',
    '0.0.0.0',
    '::1',
    'hostname',
    'foreign name',
    'inherited',
  ]) {
    test(`-H ${bind ?? '(none)'}: every middleware route family answers`, async () => {
      const options = await startOptions(bind);
      await withServer({ mode: 'start', ...options }, (server) =>
        expectEveryRouteFamily(server.origin),
      );
    });
  }
});

test.describe('standalone server.js', () => {
  // One after another: the first start copies the build's static files beside server.js.
  test.describe.configure({ mode: 'serial' });
  const binds = ['127.0.0.1', '0.0.0.0', '::1', '::', 'hostname', 'foreign name', 'inherited'];
  for (const bind of binds) {
    test(`HOSTNAME=${bind}: every middleware route family answers`, async () => {
      const options = await startOptions(bind);
      await withServer({ mode: 'standalone', ...options }, async (server) => {
        await expectEveryRouteFamily(server.origin);
        // The standalone folder serves the build's own assets (the page names them on the asset
        // host, CDN_URL, which pulls them from a server like this one).
        const html = (await get(server.origin, '/test')).body;
        const script = /<script src="(?:https?:\/\/[^/"]+)?(\/_next\/static\/[^"]+\.js)"/.exec(
          html,
        )?.[1];
        expect(script).toBeTruthy();
        expect((await get(server.origin, script!)).status).toBe(200);
      });
    });
  }
});
