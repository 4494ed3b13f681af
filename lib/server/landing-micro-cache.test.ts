import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import {
  encodingKey,
  installLandingMicroCache,
  isStorable,
  lookup,
  microCacheKey,
  MICRO_CACHE_MAX_ENTRIES,
  MICRO_CACHE_TTL_MS,
  purgeLandingMicroCache,
  store,
} from './landing-micro-cache';

afterEach(() => purgeLandingMicroCache());

const get = (url: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url,
  headers,
});

describe('microCacheKey', () => {
  it('keys the public landing URLs by URL and encoding', () => {
    expect(microCacheKey(get('/max?hash=demo-online'))).toBe('/max?hash=demo-online\nidentity');
    expect(microCacheKey(get('/en/mid?debug=1&hash=abc', { 'accept-encoding': 'gzip, br' }))).toBe(
      '/en/mid?debug=1&hash=abc\ngzip',
    );
    for (const path of ['/landing?hash=a', '/min?hash=a&isOnlyChat=1']) {
      expect(microCacheKey(get(path))).toBeDefined();
    }
  });

  it('sends everything else to Next', () => {
    for (const path of [
      '/max',
      '/max?hash=',
      '/max?hash=bad!hash',
      '/max?xhash=a',
      '/platform?hash=a',
      '/ru/max/a',
      '/api/events/1',
      '/maximum?hash=a',
    ]) {
      expect(microCacheKey(get(path))).toBeUndefined();
    }
    expect(microCacheKey({ ...get('/max?hash=a'), method: 'POST' })).toBeUndefined();
    expect(microCacheKey(get('/max?hash=a', { rsc: '1' }))).toBeUndefined();
    expect(microCacheKey(get('/max?hash=a', { 'next-router-prefetch': '1' }))).toBeUndefined();
    expect(microCacheKey(get('/max?hash=a', { 'cache-control': 'no-cache' }))).toBeUndefined();
    expect(microCacheKey(get('/max?hash=a', { pragma: 'no-cache' }))).toBeUndefined();
    expect(microCacheKey(get('/max?hash=a', { 'cache-control': 'max-age=0' }))).toBeUndefined();
  });
});

describe('encodingKey', () => {
  it('follows what the compression would pick', () => {
    expect(encodingKey(undefined)).toBe('identity');
    expect(encodingKey('gzip, deflate, br')).toBe('gzip');
    expect(encodingKey('deflate')).toBe('deflate');
    expect(encodingKey('gzip;q=0, deflate')).toBe('deflate');
    expect(encodingKey('br')).toBe('identity');
  });
});

describe('isStorable', () => {
  it('keeps only public, cookie-less 200s', () => {
    const shared = {
      'cache-control': 's-maxage=30, stale-while-revalidate=31535970',
      'x-nextjs-cache': 'HIT',
    };
    expect(isStorable(200, shared)).toBe(true);
    expect(isStorable(200, { ...shared, 'x-nextjs-cache': 'STALE' })).toBe(true);
    expect(isStorable(200, { ...shared, 'x-nextjs-cache': 'MISS' })).toBe(false);
    expect(isStorable(200, { 'cache-control': shared['cache-control'] })).toBe(false);
    expect(isStorable(404, shared)).toBe(false);
    expect(isStorable(200, { ...shared, 'set-cookie': 'a=b' })).toBe(false);
    expect(isStorable(200, { 'cache-control': 'private, no-cache, no-store' })).toBe(false);
    expect(isStorable(200, {})).toBe(false);
  });
});

describe('store and lookup', () => {
  const entry = (storedAt: number) => ({
    status: 200,
    headers: {},
    body: Buffer.from('x'),
    storedAt,
  });

  it('expires entries after the TTL', () => {
    store('k', entry(1_000));
    expect(lookup('k', 1_000 + MICRO_CACHE_TTL_MS - 1)).toBeDefined();
    expect(lookup('k', 1_000 + MICRO_CACHE_TTL_MS)).toBeUndefined();
    expect(lookup('k', 1_001)).toBeUndefined();
  });

  it('keeps at most the newest entries', () => {
    const now = Date.now();
    for (let index = 0; index <= MICRO_CACHE_MAX_ENTRIES; index += 1)
      store(`k${index}`, entry(now));
    expect(lookup('k0', now)).toBeUndefined();
    expect(lookup(`k${MICRO_CACHE_MAX_ENTRIES}`, now)).toBeDefined();
  });
});

describe('installLandingMicroCache on a real HTTP server', () => {
  let server: Server;
  let origin: string;
  let renders = 0;
  let answer: (response: ServerResponse) => void;

  beforeAll(async () => {
    installLandingMicroCache();
    installLandingMicroCache(); // idempotent
    server = createServer((_request, response) => {
      renders += 1;
      answer(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    renders = 0;
  });

  function fetchRaw(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const request = httpRequest(`${origin}${path}`, { headers, method }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        });
        request.on('error', reject);
        request.end();
      },
    );
  }

  const cachedPage = (body: string) => (response: ServerResponse) => {
    response.setHeader('cache-control', 's-maxage=30, stale-while-revalidate=31535970');
    response.setHeader('x-nextjs-cache', 'HIT');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.write(body.slice(0, 3));
    response.end(body.slice(3));
  };

  it('replays a cached landing within the TTL without reaching the app', async () => {
    answer = cachedPage('<html>first</html>');
    const first = await fetchRaw('/max?hash=demo-online');
    answer = cachedPage('<html>second</html>');
    const second = await fetchRaw('/max?hash=demo-online');
    expect(renders).toBe(1);
    expect(first.headers['x-micro-cache']).toBeUndefined();
    expect(second.headers['x-micro-cache']).toBe('HIT');
    expect(second.body.toString()).toBe('<html>first</html>');
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');

    const head = await fetchRaw('/max?hash=demo-online', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(renders).toBe(1);
  });

  it('asks the app again once purged, and per encoding', async () => {
    answer = cachedPage('<html>a</html>');
    await fetchRaw('/max?hash=x');
    purgeLandingMicroCache();
    answer = cachedPage('<html>b</html>');
    expect((await fetchRaw('/max?hash=x')).body.toString()).toBe('<html>b</html>');
    answer = (response) => {
      response.setHeader('cache-control', 's-maxage=30');
      response.setHeader('x-nextjs-cache', 'HIT');
      response.setHeader('content-encoding', 'gzip');
      response.end(gzipSync('<html>zipped</html>'));
    };
    const zipped = await fetchRaw('/max?hash=x', { 'accept-encoding': 'gzip' });
    const replayed = await fetchRaw('/max?hash=x', { 'accept-encoding': 'gzip' });
    expect(renders).toBe(3);
    expect(gunzipSync(replayed.body).toString()).toBe('<html>zipped</html>');
    expect(replayed.headers['content-encoding']).toBe(zipped.headers['content-encoding']);
    expect((await fetchRaw('/max?hash=x')).body.toString()).toBe('<html>b</html>');
    expect(renders).toBe(3);
  });

  it('never keeps errors, private answers or cookies', async () => {
    const answers: Array<(response: ServerResponse) => void> = [
      (response) => {
        response.statusCode = 503;
        response.setHeader('cache-control', 's-maxage=30');
        response.setHeader('x-nextjs-cache', 'HIT');
        response.end('down');
      },
      (response) => {
        response.setHeader('cache-control', 'private, no-store');
        response.end('mine');
      },
      (response) => {
        response.setHeader('cache-control', 's-maxage=30');
        response.setHeader('x-nextjs-cache', 'HIT');
        response.setHeader('set-cookie', 'NEXT_LOCALE=en');
        response.end('cookie');
      },
    ];
    for (const [index, handler] of answers.entries()) {
      answer = handler;
      await fetchRaw(`/max?hash=e${index}`);
      await fetchRaw(`/max?hash=e${index}`);
    }
    expect(renders).toBe(answers.length * 2);
  });

  it('sends client-router requests and other URLs to the app every time', async () => {
    answer = cachedPage('<html>x</html>');
    await fetchRaw('/max?hash=r', { rsc: '1' });
    await fetchRaw('/max?hash=r', { rsc: '1' });
    await fetchRaw('/platform?hash=r');
    await fetchRaw('/platform?hash=r');
    expect(renders).toBe(4);
  });
});
