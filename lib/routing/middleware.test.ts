import { getRedirectUrl, getRewrittenUrl, isRewrite } from 'next/experimental/testing/server';
import { NextRequest, type NextResponse } from 'next/server';

/**
 * The real middleware (next-intl included) on requests with chosen headers. Every URL it emits
 * must sit on the server's own origin, which Next turns into a path: never on a request's host.
 */

/** Where the server under test listens, as Next writes it into every middleware request URL. */
const SERVER = 'localhost:3500';
const ORIGIN = `http://${SERVER}`;
const DOMAINS = {
  'events.acme.example': { hash: 'demo-online', variant: 'max', locale: 'en' },
  'Min.Acme.Example.': { hash: 'demo-hybrid', variant: 'min' },
};

type Middleware = (request: NextRequest) => NextResponse;

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
});

/** A fresh copy of the middleware module, on a server started with `env`. */
async function loadMiddleware(env: Record<string, string>): Promise<Middleware> {
  Object.assign(process.env, {
    CUSTOM_DOMAINS: JSON.stringify(DOMAINS),
    ...env,
  });
  let middleware: Middleware | undefined;
  await jest.isolateModulesAsync(async () => {
    middleware = (await import('@/middleware')).default;
  });
  return middleware!;
}

/**
 * A request as Next hands it to the middleware: the URL is the server's own address (whatever
 * `Host` says) with the scheme from `X-Forwarded-Proto`; the headers are the visitor's.
 */
function request(path: string, headers: Record<string, string>, server = SERVER) {
  const proto = headers['x-forwarded-proto']?.includes('https') ? 'https' : 'http';
  return new NextRequest(`${proto}://${server}${path}`, { headers });
}

const EVIL_HOST = 'evil.example';
// Next's documented middleware test helpers read what the middleware did.
const rewriteOf = (response: NextResponse) => getRewrittenUrl(response);
const locationOf = (response: NextResponse) => getRedirectUrl(response);

describe('middleware without a trusted proxy', () => {
  let middleware: Middleware;
  beforeEach(async () => {
    middleware = await loadMiddleware({ TRUST_PROXY: '0' });
  });

  it.each([
    '/%FF',
    '/max%FF',
    '/api/events/%FF',
    '/api/og/ru/%E0%A4%A',
    '/favicon.ico%C0',
    '/en/%',
  ])('answers 400 to the undecodable path %s', (path) => {
    const response = middleware(request(path, { host: SERVER }));
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['/api/events/%31', '/demo/media/a%20b', '/brands/x%20y.svg'])(
    'lets a decodable non-page path %s through untouched',
    (path) => {
      const response = middleware(request(path, { host: SERVER }));
      expect(response.status).toBe(200);
      expect(locationOf(response)).toBeNull();
      expect(rewriteOf(response)).toBeNull();
    },
  );

  it("serves a mapped host's landing at / in its configured locale", () => {
    const response = middleware(request('/', { host: 'events.acme.example' }));
    expect(rewriteOf(response)).toBe(`${ORIGIN}/en/landings/max/host/events.acme.example/full`);
  });

  it('compares hosts without case, port or trailing dot', () => {
    const response = middleware(request('/', { host: 'MIN.acme.EXAMPLE.:8443' }));
    expect(rewriteOf(response)).toBe(`${ORIGIN}/ru/landings/min/host/min.acme.example/minimal`);
  });

  it('serves the other locale under its prefix and moves the configured one to /', () => {
    expect(rewriteOf(middleware(request('/ru', { host: 'events.acme.example' })))).toBe(
      `${ORIGIN}/ru/landings/max/host/events.acme.example/full`,
    );
    expect(rewriteOf(middleware(request('/en', { host: 'min.acme.example' })))).toBe(
      `${ORIGIN}/en/landings/min/host/min.acme.example/minimal`,
    );
    const redirect = middleware(request('/en?utm=1', { host: 'events.acme.example' }));
    expect(redirect.status).toBe(307);
    expect(locationOf(redirect)).toBe(`${ORIGIN}/?utm=1`);
    const page = middleware(
      request('/en/platform?hash=demo-online', { host: 'events.acme.example' }),
    );
    expect(page.status).toBe(307);
    expect(locationOf(page)).toBe(`${ORIGIN}/platform?hash=demo-online`);
    // Repeated slashes after the prefix stay a path on this site, never a host.
    const slashes = middleware(request('/en//evil/x', { host: 'events.acme.example' }));
    expect(locationOf(slashes)).toBe(`${ORIGIN}/evil/x`);
  });

  it('does not negotiate a custom domain away from its configured locale', () => {
    const response = middleware(
      request('/', { host: 'min.acme.example', 'accept-language': 'en', cookie: 'NEXT_LOCALE=en' }),
    );
    expect(rewriteOf(response)).toBe(`${ORIGIN}/ru/landings/min/host/min.acme.example/minimal`);
  });

  it('sets customDomain to the host on the other pages of a mapped host', () => {
    const platform = middleware(
      request('/platform?hash=demo-online&customDomain=evil.example', {
        host: 'events.acme.example',
      }),
    );
    const target = new URL(rewriteOf(platform)!);
    expect(target.origin).toBe(ORIGIN);
    expect(target.pathname).toBe('/en/platform');
    expect(target.searchParams.getAll('customDomain')).toEqual(['events.acme.example']);
    expect(target.searchParams.get('hash')).toBe('demo-online');

    // A page under the other locale's prefix keeps it; it still gets the host.
    const prefixed = new URL(
      rewriteOf(
        middleware(request('/ru/platform?hash=demo-online', { host: 'events.acme.example' })),
      )!,
    );
    expect(`${prefixed.pathname}${prefixed.search}`).toBe(
      '/ru/platform?hash=demo-online&customDomain=events.acme.example',
    );
  });

  it('answers not found on a mapped host for a page of another event', () => {
    const other = middleware(
      request('/platform?hash=demo-offline', { host: 'events.acme.example' }),
    );
    expect(rewriteOf(other)).toBe(`${ORIGIN}/en/page-not-found`);
    const own = middleware(request('/platform?hash=demo-online', { host: 'events.acme.example' }));
    expect(rewriteOf(own)).toContain('customDomain=events.acme.example');
    const twice = middleware(
      request('/questions?hash=demo-online&hash=demo-offline', { host: 'events.acme.example' }),
    );
    expect(rewriteOf(twice)).toBe(`${ORIGIN}/en/page-not-found`);
  });

  it.each([
    ['/ru/max/demo-online', '/ru/page-not-found'],
    ['/en/mid/demo-online', '/en/page-not-found'],
    ['/max/demo-online', '/ru/page-not-found'],
    ['/en/landing/x.y', '/en/page-not-found'],
    ['/ru/landings/max/hash/demo-online/full', '/ru/page-not-found'],
    ['/en/landings/max/host/events.acme.example/full', '/en/page-not-found'],
    ['/en/landings/mid', '/en/page-not-found'],
    ['/landings/min/host/min.acme.example/minimal', '/ru/page-not-found'],
    ['/landings', '/ru/page-not-found'],
    ['/ru/page-not-found', '/ru/page-not-found'],
  ])('answers the internal path %s with the not-found page, never its render', (path, target) => {
    expect(rewriteOf(middleware(request(path, { host: SERVER })))).toBe(`${ORIGIN}${target}`);
  });

  it.each([
    // Encoded letters, in every internal shape and in the locale.
    '/m%61x/demo-online',
    '/%6Dax/demo-online',
    '/ru/l%61nding/demo-online',
    '/en/m%69n/demo-online',
    '/mi%64/x.y',
    '/%72u/max/demo-online',
    '/e%6E/mid/demo-online',
    '/l%61ndings/max/hash/demo-online',
    '/ru/%6Candings/max/domain/events.acme.example',
    '/en/landing%73',
    '/page-not-f%6Fund',
    '/ru/p%61ge-not-found/x',
    // Encoded slashes (and backslashes), alone or with encoded letters.
    '/max%2Fdemo-online',
    '/max%2fdemo-online',
    '/ru%2Fmax%2Fdemo-online',
    '/en%2Fm%61x%2Fdemo-online',
    '/%2Fmax/demo-online',
    '/%2F%2Fru/landing/demo-online',
    '/max%5Cdemo-online',
    '/ru%2Flandings%2Fmax%2Fhash%2Fdemo-online',
    '/landings%2Fmin',
    '/en%2Fpage-not-found',
  ])('answers the encoded internal path %s with the not-found page', (path) => {
    const response = middleware(request(path, { host: SERVER }));
    expect(rewriteOf(response)).toMatch(new RegExp(`^${ORIGIN}/(ru|en)/page-not-found$`));
    expect(locationOf(response)).toBeNull();
    const mapped = middleware(request(path, { host: 'events.acme.example' }));
    expect(rewriteOf(mapped)).toMatch(new RegExp(`^${ORIGIN}/(ru|en)/page-not-found$`));
  });

  it.each(['/m%61xima', '/te%73t', '/en/pl%61tform?hash=demo-online', '/%6Dax'])(
    'routes an encoded path that is no internal shape (%s) as usual',
    (path) => {
      const target = rewriteOf(middleware(request(path, { host: SERVER })));
      expect(target).not.toMatch(/page-not-found/);
    },
  );

  const untouched = (response: NextResponse) => {
    expect(response.status).toBe(200);
    expect(isRewrite(response)).toBe(false);
    expect(locationOf(response)).toBeNull();
  };

  describe('tenant isolation of the query-string landings and the Open Graph card', () => {
    it.each(['/max?hash=demo-online', '/en/mid?hash=demo-offline&debug=1', '/landing', '/min'])(
      'lets a landing on the main site go on to its config rewrite untouched: %s',
      (path) => {
        untouched(middleware(request(path, { host: SERVER })));
        untouched(middleware(request(path, { host: EVIL_HOST })));
      },
    );

    it.each([
      ['/max?hash=demo-offline', '/en/page-not-found'],
      ['/en/landing?hash=demo-hybrid&debug=1', '/en/page-not-found'],
      ['/mid?hash=demo-online&hash=demo-offline', '/en/page-not-found'],
      ['/min?hash=demo-offline&lang=ru', '/en/page-not-found'],
    ])('answers a landing of another event on a mapped host not found: %s', (path, target) => {
      const response = middleware(request(path, { host: 'events.acme.example' }));
      expect(rewriteOf(response)).toBe(`${ORIGIN}${target}`);
    });

    it("lets a mapped host's own landing (and one without a hash) through untouched", () => {
      untouched(middleware(request('/max?hash=demo-online', { host: 'events.acme.example' })));
      untouched(middleware(request('/en/max?hash=demo-online', { host: 'events.acme.example' })));
      untouched(middleware(request('/max', { host: 'events.acme.example' })));
      const legacy = middleware(
        request('/max?hash=demo-online&lang=en', { host: 'events.acme.example' }),
      );
      expect(locationOf(legacy)).toBe(`${ORIGIN}/en/max?hash=demo-online`);
    });

    it.each(['/api/og/ru/demo-offline', '/api/og/en/demo-hybrid?v=1', '/api/og/ru/demo%2Doffline'])(
      "answers another event's card on a mapped host 404, never stored: %s",
      async (path) => {
        const response = middleware(request(path, { host: 'events.acme.example' }));
        expect(response.status).toBe(404);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({ error: 'ACTIVITY_NOT_FOUND' });
      },
    );

    it("lets the domain's own card, and every card on the main site, through", () => {
      untouched(middleware(request('/api/og/en/demo-online?v=2', { host: 'events.acme.example' })));
      untouched(middleware(request('/api/og/ru/demo-%6Fnline', { host: 'events.acme.example' })));
      untouched(middleware(request('/api/og/ru/demo-offline', { host: SERVER })));
      // X-Forwarded-Host counts only behind a trusted proxy (see below).
      untouched(
        middleware(
          request('/api/og/ru/demo-offline', {
            host: SERVER,
            'x-forwarded-host': 'events.acme.example',
          }),
        ),
      );
    });
  });

  describe('the programme feed', () => {
    it.each([
      '/api/calendar/ru/demo-offline.ics',
      '/api/calendar/en/demo-hybrid.ics',
      '/api/calendar/ru/demo%2Doffline.ics',
      '/api/calendar/ru/demo-online.ics/extra',
      '/api/calendar/ru',
    ])("answers another event's feed on a mapped host 404, never stored: %s", async (path) => {
      const response = middleware(request(path, { host: 'events.acme.example' }));
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: 'ACTIVITY_NOT_FOUND' });
    });

    it("lets the domain's own feed, and every feed on the main site, through", () => {
      const own = { host: 'events.acme.example' };
      untouched(middleware(request('/api/calendar/en/demo-online.ics', own)));
      untouched(middleware(request('/api/calendar/ru/demo-%6Fnline.ics', own)));
      untouched(middleware(request('/api/calendar/ru/demo-offline.ics', { host: SERVER })));
      untouched(
        middleware(
          request('/api/calendar/ru/demo-offline.ics', {
            host: SERVER,
            'x-forwarded-host': 'events.acme.example',
          }),
        ),
      );
    });
  });

  it('answers internal paths on a mapped host in its locale', () => {
    const response = middleware(request('/min/demo-online', { host: 'events.acme.example' }));
    expect(rewriteOf(response)).toBe(`${ORIGIN}/en/page-not-found`);
  });

  it('gives unknown hosts the normal site', () => {
    const response = middleware(request('/', { host: 'evil.example' }));
    expect(rewriteOf(response)).toBe(`${ORIGIN}/ru`);
    const page = middleware(request('/platform?hash=a', { host: 'evil.example' }));
    expect(new URL(rewriteOf(page)!).searchParams.has('customDomain')).toBe(false);
  });

  it('ignores X-Forwarded-Host naming a mapped host', () => {
    const response = middleware(
      request('/', { host: 'localhost:3500', 'x-forwarded-host': 'events.acme.example' }),
    );
    expect(rewriteOf(response)).toBe(`${ORIGIN}/ru`);
  });

  it.each([
    ['Host', { host: 'evil.example' }],
    ['X-Forwarded-Host', { host: 'localhost:3500', 'x-forwarded-host': 'evil.example' }],
  ])('keeps every redirect on this server whatever the forged %s says', (_, headers) => {
    // Each path with where it goes: a redirect on the server's own origin, or (null) through
    // untouched, with no Location and no rewrite to a host the request named.
    for (const [path, target] of [
      ['/ru/test?x=1', '/test?x=1'],
      ['/test?lang=en', '/en/test'],
      ['//evil.example/?lang=en', null],
      ['/%2F%2Fevil.example?lang=en', null],
      ['/ru//evil.example', null],
    ] as const) {
      for (const proto of ['http', 'https']) {
        const response = middleware(
          request(path, { ...headers, 'x-forwarded-proto': proto, 'accept-language': 'en' }),
        );
        // The scheme Next compares with (X-Forwarded-Proto), the host and port always its own.
        expect({
          path,
          proto,
          location: locationOf(response),
          rewrite: rewriteOf(response),
        }).toEqual({
          path,
          proto,
          location: target === null ? null : `${proto}://localhost:3500${target}`,
          rewrite: null,
        });
        expect(response.headers.get('link')).toBeNull();
      }
    }
  });

  it.each([
    ['/%25', `${ORIGIN}/ru/%25`],
    ['/en/%25', `${ORIGIN}/en/%25`],
    ['/max%25', `${ORIGIN}/ru/max%25`],
    ['/ru/%25', `${ORIGIN}/ru/%25`],
    ['/ru/a%25b?x=%25', `${ORIGIN}/ru/a%25b?x=%25`],
  ])('keeps an encoded percent sign in %s decodable, for the 404 page', (path, expected) => {
    const response = middleware(request(path, { 'accept-language': 'en' }));
    expect(rewriteOf(response)).toBe(expected);
    expect(locationOf(response)).toBeNull();
  });

  it('answers an encoded percent sign on a mapped host in its locale', () => {
    const response = middleware(request('/%25', { host: 'events.acme.example' }));
    expect(rewriteOf(response)).toBe(`${ORIGIN}/en/%25`);
  });

  it.each([
    ['/%00', `${ORIGIN}/ru/%00`],
    ['/max%00', `${ORIGIN}/ru/max%00`],
    ['/en/%0a?x=1', `${ORIGIN}/en/%0a?x=1`],
    ['/test%7F', `${ORIGIN}/ru/test%7F`],
  ])('keeps an encoded control character in %s, for the 404 page', (path, expected) => {
    const response = middleware(request(path, { host: EVIL_HOST }));
    expect(rewriteOf(response)).toBe(expected);
    expect(locationOf(response)).toBeNull();
  });

  it('redirects legacy lang/locale links to the prefixed URL, keeping the other values', () => {
    const response = middleware(
      request('/max?hash=demo-online&lang=en&utm_source=mail', { host: 'evil.example' }),
    );
    expect(response.status).toBe(308);
    expect(locationOf(response)).toBe(`${ORIGIN}/en/max?hash=demo-online&utm_source=mail`);
  });

  it('lets a landing with an unusable lang go on to its config rewrite untouched', () => {
    const response = middleware(request('/max?hash=demo-online&lang=de', {}));
    expect(response.status).toBe(200);
    expect(isRewrite(response)).toBe(false);
    expect(locationOf(response)).toBeNull();
  });
});

describe('middleware behind a trusted proxy (TRUST_PROXY=1)', () => {
  it('takes the host from the first X-Forwarded-Host value', async () => {
    const middleware = await loadMiddleware({ TRUST_PROXY: '1' });
    const response = middleware(
      request('/', {
        host: 'localhost:3500',
        'x-forwarded-host': 'events.acme.example, proxy.internal',
      }),
    );
    expect(rewriteOf(response)).toBe(`${ORIGIN}/en/landings/max/host/events.acme.example/full`);
  });

  it("refuses another event's landing and card on the forwarded mapped host", async () => {
    const middleware = await loadMiddleware({ TRUST_PROXY: '1' });
    const headers = { host: 'localhost:3500', 'x-forwarded-host': 'events.acme.example' };
    const landing = middleware(request('/max?hash=demo-offline', headers));
    expect(rewriteOf(landing)).toBe(`${ORIGIN}/en/page-not-found`);
    expect(middleware(request('/api/og/ru/demo-offline', headers)).status).toBe(404);
  });
});

describe('middleware on any bind address', () => {
  let middleware: Middleware;
  beforeEach(async () => {
    middleware = await loadMiddleware({ TRUST_PROXY: '0' });
  });

  it.each(['127.0.0.1:4400', '0.0.0.0:4400', '[::1]:4400', 'vm:4400', 'localhost:4400'])(
    'keeps every URL on the address Next gave the request (%s), so Next makes it a path',
    (server) => {
      const cases: [string, Record<string, string>][] = [
        ['/questions?hash=demo-online', {}],
        ['/test', { 'accept-language': 'en' }],
        ['/max?hash=demo-online&lang=en', {}],
        ['/', { host: 'events.acme.example' }],
        ['/platform?hash=a', { host: 'events.acme.example' }],
        ['/no-such-page', { host: 'evil.example' }],
      ];
      for (const [path, headers] of cases) {
        const incoming = request(path, headers, server);
        // As Next hands it over with `skipProxyUrlNormalize`: `url` literal, while `nextUrl`
        // (NextURL) still says `localhost` for a loopback address.
        Object.defineProperty(incoming, 'url', { value: `http://${server}${path}` });
        const response = middleware(incoming);
        const url = locationOf(response) ?? rewriteOf(response);
        expect(url).not.toBeNull();
        // The request's own URL as Next built it (the e2e deployment matrix runs the real server).
        expect(new URL(url!).origin).toBe(`http://${server}`);
      }
    },
  );
});

describe('one locale rule on the main site (decision 0227)', () => {
  let middleware: Middleware;
  beforeEach(async () => {
    middleware = await loadMiddleware({ TRUST_PROXY: '0' });
  });
  const ENGLISH_BROWSER = { 'accept-language': 'en-US,en;q=0.9' };
  const PAGES = ['/test', '/platform?hash=demo-online', '/questions?hash=demo-online', '/'];

  it.each(PAGES)(
    '%s: the unprefixed page is Russian for an English browser and for none, no cookie written',
    (path) => {
      for (const headers of [ENGLISH_BROWSER, {}]) {
        const response = middleware(request(path, headers));
        expect(locationOf(response)).toBeNull();
        const target = new URL(rewriteOf(response)!);
        expect(target.pathname.startsWith('/ru')).toBe(true);
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    },
  );

  it.each(PAGES)('%s: a stored English choice sends the visitor to /en', (path) => {
    const response = middleware(request(path, { cookie: 'NEXT_LOCALE=en' }));
    expect(response.status).toBe(307);
    const [pathname, search] = path.split('?');
    expect(locationOf(response)).toBe(
      `${ORIGIN}/en${pathname === '/' ? '' : pathname}${search ? `?${search}` : ''}`,
    );
  });

  it('a stored Russian choice, or a value that is no locale, keeps the default', () => {
    for (const cookie of ['NEXT_LOCALE=ru', 'NEXT_LOCALE=xx', 'NEXT_LOCALE=EN']) {
      const response = middleware(request('/test', { ...ENGLISH_BROWSER, cookie }));
      expect(rewriteOf(response)).toBe(`${ORIGIN}/ru/test`);
    }
  });

  it('the prefix wins over the browser and the cookie, and writes nothing', () => {
    const response = middleware(
      request('/en/test', { 'accept-language': 'ru', cookie: 'NEXT_LOCALE=ru' }),
    );
    expect(locationOf(response)).toBeNull();
    expect(rewriteOf(response) ?? `${ORIGIN}/en/test`).toBe(`${ORIGIN}/en/test`);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('/ru/… (a link to Russian) replaces a stored English choice on a document request only', () => {
    const page = middleware(request('/ru/test?x=1', { cookie: 'NEXT_LOCALE=en' }));
    expect(locationOf(page)).toBe(`${ORIGIN}/test?x=1`);
    expect(page.cookies.get('NEXT_LOCALE')).toMatchObject({ value: 'ru', path: '/' });
    const background = middleware(
      request('/ru/test', { cookie: 'NEXT_LOCALE=en', 'sec-fetch-dest': 'empty' }),
    );
    expect(background.headers.get('set-cookie')).toBeNull();
    const noChoice = middleware(request('/ru/test', ENGLISH_BROWSER));
    expect(locationOf(noChoice)).toBe(`${ORIGIN}/test`);
    expect(noChoice.headers.get('set-cookie')).toBeNull();
  });
});
