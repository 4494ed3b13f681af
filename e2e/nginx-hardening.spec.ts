import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import type { RunningNginx } from '../scripts/lib/nginx.mjs';
import type { RunningServer } from '../scripts/lib/server.cjs';
import {
  freshHash,
  logFor,
  rawRequest,
  upstreamRequests,
  type RawOptions,
  type RawReply,
} from './support/proxy';
import { nginxHelpers, serverHelpers } from './support/scripts';

/**
 * The shipped nginx file (deploy/nginx/event-site.conf) on the open internet: limits per client
 * on what reaches Next (never on what the microcache answers), internal routes and internal-only
 * endpoints closed, no cache entry shared across languages, no files for 404s, secrets kept out
 * of the access log. Real Debian nginx in front of one production instance on the demo
 * services. Clients are told apart by their loopback source address (127.0.0.2 and up are
 * visitors; 127.0.0.1 is the trusted hop in front of nginx, whose X-Forwarded-For names an
 * outside visitor). Each test uses addresses of its own, so no limit carries over.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Log lines are written as nginx finalises a request: counts are read until they settle. */
const LOG_LAG = { timeout: 5000, intervals: [50, 100, 200] };

let instance: RunningServer;
let nginx: RunningNginx;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const { startServer } = await serverHelpers();
  const { startNginx } = await nginxHelpers();
  instance = await startServer({
    host: '127.0.0.1',
    label: 'instance behind nginx (hardening)',
    env: {
      SITE_URL: 'https://events.example.test',
      MEDIA_API_URL: undefined,
      FORMS_API_URL: undefined,
      REDIS_URL: undefined,
      CDN_URL: undefined,
      TRUST_PROXY: undefined,
      CUSTOM_DOMAINS: undefined,
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

const from = (localAddress: string, options: RawOptions = {}): RawOptions => ({
  ...options,
  localAddress,
});

/** A page path that always reaches Next cheaply: a landing without a valid hash (404, never stored). */
const cheapMiss = (prefix: string, index: number) => `${prefix}/max?hash=bad!${index}`;

/**
 * `concurrency` workers send `target(n)` from `address` until one answer is a 429 (or `cap`
 * requests went out): the replies, the first 429 among them.
 */
async function floodUntilLimited(
  address: string,
  target: (index: number) => string,
  { concurrency = 10, cap = 3000 } = {},
) {
  const replies: RawReply[] = [];
  let limited: RawReply | undefined;
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!limited && sent < cap) {
        const index = sent;
        sent += 1;
        const reply = await viaNginx(target(index), from(address));
        replies.push(reply);
        if (reply.status === 429) limited ??= reply;
      }
    }),
  );
  return { replies, limited };
}

function expectLimitPage(reply: RawReply, messages: typeof ru | typeof en, locale: string) {
  expect(reply.status).toBe(429);
  expect(reply.headers['retry-after']).toBe('1');
  expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(reply.headers['cache-control']).toBe('no-store');
  expect(reply.headers['content-security-policy']).toMatch(/default-src 'none'/);
  expect(reply.text).toContain(`<html lang="${locale}">`);
  expect(reply.text).toContain(`<h1>${messages.tooManyRequests.title}</h1>`);
  expect(reply.text).toContain(`<a href="">${messages.errors.retry}</a>`);
  expect(reply.text).not.toMatch(/<script/i);
}

const statuses = (replies: RawReply[]) => replies.map((reply) => reply.status);
const count = (replies: RawReply[], status: number) =>
  replies.filter((reply) => reply.status === status).length;

test.describe('limits per client on what reaches Next', () => {
  test('a flooding client gets the 429 page after its burst; another address is still served', async () => {
    const cached = `/max?hash=${freshHash('flooder')}`;
    expect((await viaNginx(cached, from('127.0.0.3'))).status).toBe(200);

    const { replies, limited } = await floodUntilLimited('127.0.0.2', (n) => cheapMiss('', n));
    expect(limited, `a 429 among ${replies.length} misses`).toBeDefined();
    // The burst (60) and more went through first.
    expect(replies.length - count(replies, 429)).toBeGreaterThan(60);
    expectLimitPage(limited!, ru, 'ru');

    // Another address has a bucket of its own: its miss reaches Next.
    const other = await viaNginx(`/max?hash=${freshHash('other')}`, from('127.0.0.3'));
    expect(other.status).toBe(200);
    expect(other.headers['x-cache-status']).toBe('MISS');
    // What the microcache holds is served to the flooder too: hits are never counted.
    const hit = await viaNginx(cached, from('127.0.0.2'));
    expect(hit.status).toBe(200);
    expect(hit.headers['x-cache-status']).toMatch(/^(?:HIT|UPDATING|STALE)$/);

    // nginx answered the 429s itself: the log names no instance for them.
    await expect
      .poll(
        () =>
          nginx
            .accessLog()
            .filter((entry) => entry.client === '127.0.0.2' && entry.status === '429').length,
        LOG_LAG,
      )
      .toBe(count(replies, 429));
    for (const entry of nginx.accessLog().filter((line) => line.status === '429')) {
      expect(entry.upstream).toBe('');
    }
  });

  test('the 429 page reads in the URL’s language', async () => {
    const { limited } = await floodUntilLimited('127.0.0.4', (n) => cheapMiss('/en', n));
    expect(limited).toBeDefined();
    expectLimitPage(limited!, en, 'en');
  });

  test('visitors behind a trusted hop are limited on their own addresses, not the hop’s', async () => {
    const forwardedFor = (visitor: string) => ({ headers: { 'x-forwarded-for': visitor } });
    const replies: RawReply[] = [];
    let limited: RawReply | undefined;
    let sent = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (!limited && sent < 3000) {
          sent += 1;
          const reply = await viaNginx(
            `${cheapMiss('', sent)}&via=hop`,
            forwardedFor('198.51.100.7, 203.0.113.50'),
          );
          replies.push(reply);
          if (reply.status === 429) limited ??= reply;
        }
      }),
    );
    expect(limited, `a 429 among ${replies.length} misses`).toBeDefined();
    // Another visitor the same hop forwards has a bucket of its own.
    const target = `${cheapMiss('', 0)}&via=hop-other`;
    const other = await viaNginx(target, forwardedFor('203.0.113.51'));
    expect(other.status).toBe(404);
    await expect
      .poll(() => logFor(nginx, target).map((entry) => entry.client), LOG_LAG)
      .toEqual(['203.0.113.51']);
    // The limited one is logged as the address the hop saw (the last of the chain).
    expect(
      nginx.accessLog().filter((entry) => entry.status === '429' && entry.uri.includes('via=hop')),
    ).not.toEqual([]);
    for (const entry of nginx.accessLog().filter((line) => line.uri.endsWith('&via=hop'))) {
      expect(entry.client).toBe('203.0.113.50');
    }
  });

  test('a crowd on a cached landing behind one address is never limited', async () => {
    const landing = `/landing?hash=${freshHash('crowd')}`;
    const replies: RawReply[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < 300) {
          next += 1;
          replies.push(await viaNginx(landing, from('127.0.0.5')));
        }
      }),
    );
    expect(replies).toHaveLength(300);
    expect(new Set(statuses(replies))).toEqual(new Set([200]));
    // A few requests a second reached Next (the first and the background refreshes).
    expect(upstreamRequests(nginx, landing)).toBeLessThan(30);
  });

  test('the expensive routes have a smaller burst, with or without a locale prefix', async () => {
    const burst = async (address: string, target: (index: number) => string) =>
      Promise.all(Array.from({ length: 15 }, (_, n) => viaNginx(target(n), from(address))));
    // 15 at once: more than the costly burst (10), less than the general one (60) and the
    // connection limit (20).
    for (const [address, target] of [
      ['127.0.0.6', (n: number) => `/randomizer?hash=${freshHash('draw')}&n=${n}`],
      ['127.0.0.7', (n: number) => `/en/certificate?hash=demo-online&n=${n}`],
      ['127.0.0.8', (n: number) => `/api/og/ru/${freshHash('og')}?n=${n}`],
    ] as const) {
      const replies = await burst(address, target);
      expect(count(replies, 429), target(0)).toBeGreaterThan(0);
      expect(replies.length - count(replies, 429), target(0)).toBeLessThanOrEqual(11);
    }
    const general = await burst('127.0.0.9', (n) => cheapMiss('', n));
    expect(count(general, 429)).toBe(0);
  });

  test('at most 20 requests of one address are at Next at once', async () => {
    const hash = freshHash('conn');
    const fault = await viaNginx('/demo/media/control/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hash, mode: 'slow' }),
    });
    expect(fault.status).toBe(200);
    // Each waits for the slow upstream (API_TIMEOUT_MS, 2 s): 30 at once is within the request
    // burst, over the connection limit.
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        viaNginx(`/max?hash=${hash}&n=${n}`, from('127.0.0.10')),
      ),
    );
    expect(count(replies, 429)).toBeGreaterThan(0);
    expect(replies.length - count(replies, 429)).toBeLessThanOrEqual(20);
  });
});

test('internal route shapes answer 404 from nginx; the public URLs still work', async () => {
  for (const target of [
    '/ru/max/demo-online',
    '/en/landing/demo-online',
    '/ru/min/demo-online',
    '/en/mid/demo-online?x=1',
    '/max/demo-online',
    '/ru/domain/events.acme.example',
    '/en/domain/events.acme.example',
    '/domain/events.acme.example',
    '/ru/page-not-found',
    '/en/page-not-found',
    '/page-not-found',
  ]) {
    const reply = await viaNginx(target);
    expect(reply.status, target).toBe(404);
    const locale = target.startsWith('/en/') ? 'en' : 'ru';
    const messages = locale === 'en' ? en : ru;
    expect(reply.text, target).toContain(`<html lang="${locale}">`);
    expect(reply.text, target).toContain(`<h1>${messages.notFound.title}</h1>`);
    expect(reply.headers['cache-control'], target).toBe('no-store');
    await expect
      .poll(() => logFor(nginx, target).map((entry) => entry.upstream), LOG_LAG)
      .toEqual(['']);
  }
  for (const target of ['/max?hash=demo-online', '/en/max?hash=demo-online']) {
    const reply = await viaNginx(target);
    expect(reply.status, target).toBe(200);
    expect(reply.text, target).toContain('id="event-title"');
  }
});

test('an organizer’s domain shows no query-string landing, whichever event it names', async () => {
  // The shipped file's example domain (`# CHANGE: custom-domains`) stands for the operator's.
  const domain = { host: 'events.acme.example' };
  for (const target of [
    '/max?hash=demo-offline',
    '/en/mid?hash=demo-online',
    '/min?hash=demo-hybrid',
    '/ru/landing?hash=demo-online',
  ]) {
    const reply = await viaNginx(target, { headers: domain });
    expect(reply.status, target).toBe(404);
    expect(reply.text, target).not.toContain('id="event-title"');
    const onDomain = () => logFor(nginx, target).filter((entry) => entry.host === domain.host);
    await expect.poll(() => onDomain().map((entry) => entry.upstream), LOG_LAG).toEqual(['']);
  }
  // The main host is unaffected; on the domain, everything but those landings goes to Next.
  expect((await viaNginx('/max?hash=demo-offline')).status).toBe(200);
  expect((await viaNginx('/en/test', { headers: domain })).status).toBe(200);
});

test.describe('no cache entry crosses languages', () => {
  test('an unprefixed page negotiated for one visitor is never served to another', async () => {
    // A Russian visitor (cookie) whose browser also speaks English, then an English browser.
    const russian = await viaNginx('/test', {
      headers: { cookie: 'NEXT_LOCALE=ru', 'accept-language': 'en' },
    });
    expect(russian.status).toBe(200);
    expect(russian.text).toContain('<html lang="ru"');
    const english = await viaNginx('/test', { headers: { 'accept-language': 'en' } });
    expect(english.status).toBe(307);
    expect(english.headers.location).toBe('/en/test');
    for (const reply of [russian, english]) {
      expect(reply.headers['x-cache-status']).toBe('BYPASS');
    }
  });

  test('visitors differing only in their NEXT_LOCALE cookie never share an entry', async () => {
    const landing = `/max?hash=${freshHash('cookie')}`;
    const english = { cookie: 'NEXT_LOCALE=en' };
    const first = await viaNginx(landing, { headers: english });
    const none = await viaNginx(landing);
    const russian = await viaNginx(landing, { headers: { cookie: 'NEXT_LOCALE=ru' } });
    const again = await viaNginx(landing, { headers: english });
    expect(statuses([first, none, russian, again])).toEqual([200, 200, 200, 200]);
    expect([first, none, russian].map((reply) => reply.headers['x-cache-status'])).toEqual([
      'MISS',
      'MISS',
      'MISS',
    ]);
    expect(again.headers['x-cache-status']).toMatch(/^(?:HIT|UPDATING|STALE)$/);
    // A value Next's routing does not know is kept out of the cache altogether.
    const odd = await viaNginx(landing, { headers: { cookie: 'NEXT_LOCALE=en-US' } });
    expect(odd.headers['x-cache-status']).toBe('BYPASS');
  });
});

/** Files under the microcache directory (entries; nginx writes one per stored answer). */
function cacheFiles(dir: string): number {
  let files = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    files += statSync(full).isDirectory() ? cacheFiles(full) : 1;
  }
  return files;
}

test('404s leave no files in the microcache; a landing does', async () => {
  const before = cacheFiles(nginx.cacheDir);
  const misses = Array.from({ length: 30 }, (_, n) =>
    n % 2 ? `/max?hash=unknown-${freshHash('nf')}` : `/en/min?hash=bad!${n}`,
  );
  for (let start = 0; start < misses.length; start += 5) {
    const replies = await Promise.all(
      misses.slice(start, start + 5).map((target) => viaNginx(target, from('127.0.0.11'))),
    );
    expect(statuses(replies)).toEqual(Array(replies.length).fill(404));
  }
  await expect
    .poll(() => misses.filter((target) => logFor(nginx, target).length === 1).length, LOG_LAG)
    .toBe(misses.length);
  expect(cacheFiles(nginx.cacheDir)).toBe(before);

  // The same count sees a stored landing.
  expect((await viaNginx(`/mid?hash=${freshHash('stored')}`)).status).toBe(200);
  await expect.poll(() => cacheFiles(nginx.cacheDir), LOG_LAG).toBe(before + 1);
});

test('the access log masks secrets in the query and carries the request id', async () => {
  const hash = freshHash('log');
  const targets = {
    certificate: `/certificate?hash=${hash}&token=SECRET-cert-token`,
    streamKeys: `/stream-keys?id=1001&streamKey=SECRET-stream&keyId=SECRET-key-id`,
    subscriptions: `/email_subscriptions?token=SECRET-subscription&hash=${hash}`,
    platform: `/platform?hash=${hash}&code=SECRET-code&theme=cloud`,
    many: `/max?hash=${hash}&access_token=SECRET-1&api_key=SECRET-2&client_secret=SECRET-3&password=SECRET-4&Token=SECRET-5`,
  };
  const replies = await Promise.all(
    Object.values(targets).map((target) => viaNginx(target, from('127.0.0.12'))),
  );
  for (const reply of replies) expect(reply.status).not.toBe(429);
  const lines = () => nginx.accessLog().filter((entry) => entry.client === '127.0.0.12');
  await expect.poll(() => lines().length, LOG_LAG).toBe(replies.length);

  expect(readFileSync(nginx.accessLogPath, 'utf8')).not.toContain('SECRET');
  expect(
    lines()
      .map((entry) => entry.uri)
      .sort(),
  ).toEqual(
    [
      `/certificate?hash=${hash}&token=***`,
      `/stream-keys?id=1001&streamKey=***&keyId=***`,
      `/email_subscriptions?token=***&hash=${hash}`,
      `/platform?hash=${hash}&code=***&theme=cloud`,
      '/max?[masked]',
    ].sort(),
  );
  for (const entry of lines()) {
    expect(entry.request_id).toMatch(/^[0-9a-f]{32}$/);
    expect(entry.time).not.toBe('');
    expect(entry.method).toBe('GET');
  }
  expect(new Set(lines().map((entry) => entry.request_id)).size).toBe(replies.length);
});

test.describe('internal-only endpoints', () => {
  const outside = { headers: { 'x-forwarded-for': '203.0.113.7' } };

  test('from an outside address they answer 404 without reaching Next', async () => {
    for (const target of ['/api/health', '/api/ready', '/api/metrics', '/.nginx-status']) {
      const probe = `${target}?outside=${Math.random().toString(36).slice(2)}`;
      // The trusted hop forwards a visitor from the internet.
      const reply = await viaNginx(probe, outside);
      expect(reply.status, target).toBe(404);
      expect(reply.text, target).not.toMatch(/"status"|Active connections/);
      await expect
        .poll(() => logFor(nginx, probe).map((entry) => entry.upstream), LOG_LAG)
        .toEqual(['']);
    }
  });

  test('from internal addresses they work', async () => {
    const health = await viaNginx('/api/health', from('127.0.0.2'));
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toHaveProperty('status');
    const ready = await viaNginx('/api/ready');
    expect(ready.status).toBeLessThan(500);
    const status = await viaNginx('/.nginx-status', from('127.0.0.2'));
    expect(status.status).toBe(200);
    expect(status.text).toMatch(/^Active connections: \d+/);
    expect(status.text).toMatch(/Reading: \d+ Writing: \d+ Waiting: \d+/);
  });
});

test('X-Request-Id reaches Next; the limit server’s own headers never leave nginx', async () => {
  const seen: IncomingHttpHeaders[] = [];
  const echo: Server = createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    response.end('ok');
  });
  const { freePort } = await serverHelpers();
  const { startNginx } = await nginxHelpers();
  const port = await freePort();
  await new Promise<void>((resolve) => echo.listen(port, '127.0.0.1', resolve));
  const proxy = await startNginx({ upstreams: [`127.0.0.1:${port}`], label: 'nginx (echo ids)' });
  try {
    const hop = await rawRequest(proxy.origin, '/echo?from=hop', {
      headers: { 'x-request-id': 'lb-1234', 'x-event-site-client': '198.51.100.1' },
    });
    const visitor = await rawRequest(proxy.origin, '/echo?from=visitor', {
      headers: { 'x-request-id': 'forged', 'x-event-site-client': '198.51.100.1' },
      localAddress: '127.0.0.2',
    });
    for (const reply of [hop, visitor]) {
      expect(reply.status).toBe(200);
      expect(Object.keys(reply.headers).filter((name) => name.startsWith('x-event-site'))).toEqual(
        [],
      );
    }
    expect(seen).toHaveLength(2);
    // A trusted hop's id is kept; a visitor's is replaced by nginx's own.
    expect(seen[0]!['x-request-id']).toBe('lb-1234');
    expect(seen[1]!['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // The client address the limit server counted is used up there.
    for (const headers of seen) expect(headers['x-event-site-client']).toBeUndefined();
    await expect
      .poll(
        () =>
          proxy
            .accessLog()
            .map((entry) => [entry.uri, entry.client, entry.request_id, entry.upstream]),
        LOG_LAG,
      )
      .toEqual([
        ['/echo?from=hop', '127.0.0.1', 'lb-1234', `127.0.0.1:${port}`],
        ['/echo?from=visitor', '127.0.0.2', seen[1]!['x-request-id'], `127.0.0.1:${port}`],
      ]);
  } finally {
    await proxy.stop();
    await new Promise<void>((resolve) => echo.close(() => resolve()));
  }
});
