import { upstreamRequest } from '@/lib/api/http';
import {
  hangUntilAborted,
  jsonResponse,
  mockFetch,
  restoreFetch,
  textResponse,
  type FetchMock,
} from '@/test/api-support';
import { z } from 'zod';
import { countFallbackRead, countRefreshClaim, setRedisUp } from './cache.mjs';
import { countedRender, countTagRevalidations, scrape } from './index';
import { getMetrics } from './registry.mjs';

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ API_TIMEOUT_MS: 5000 }),
  getServiceUrls: () => ({ media: 'http://media.test/api', forms: 'http://forms.test' }),
}));

const KEY = Symbol.for('event-site.metrics');

/** The value of one sample in this process's scrape, 0 when it is absent. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = (await scrape())?.body ?? '';
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((pair) => present.includes(pair)) && present.length === wanted.length) {
      return Number(match[3]);
    }
  }
  return 0;
}

let fetchMock: FetchMock;

beforeEach(() => {
  // A fresh registry per test: the metrics live on globalThis, so forget them.
  delete (globalThis as { [KEY]?: unknown })[KEY];
  delete (globalThis as { [key: symbol]: unknown })[Symbol.for('event-site.rendered-pages')];
  delete process.env.METRICS;
  fetchMock = mockFetch();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const call = (timeoutMs = 5000) =>
  upstreamRequest({
    service: 'viewer',
    base: 'media',
    path: '/viewer/info/secret-hash-1',
    endpoint: '/viewer/info/:hash',
    schema: z.object({ ok: z.boolean() }),
    timeoutMs,
  }).catch(() => undefined);

describe('upstream calls', () => {
  it('counts each call by service, endpoint shape and outcome, and times it', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ ok: true }))
      .mockResolvedValueOnce(jsonResponse({ ok: true }))
      .mockResolvedValueOnce(jsonResponse({ error: 'ACTIVITY_NOT_FOUND' }, 404))
      .mockResolvedValueOnce(jsonResponse({ error: 'DB_DOWN' }, 500))
      .mockResolvedValueOnce(textResponse('<html>'))
      .mockResolvedValueOnce(jsonResponse({ ok: 'yes' }))
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockImplementationOnce(hangUntilAborted);
    for (let i = 0; i < 7; i++) await call();
    await call(20);

    const labels = (outcome: string) => ({
      service: 'viewer',
      endpoint: '/viewer/info/:hash',
      outcome,
    });
    expect(await sample('event_site_upstream_requests_total', labels('2xx'))).toBe(2);
    expect(await sample('event_site_upstream_requests_total', labels('4xx'))).toBe(1);
    expect(await sample('event_site_upstream_requests_total', labels('5xx'))).toBe(1);
    expect(await sample('event_site_upstream_requests_total', labels('invalid_body'))).toBe(2);
    expect(await sample('event_site_upstream_requests_total', labels('unreachable'))).toBe(1);
    expect(await sample('event_site_upstream_requests_total', labels('timeout'))).toBe(1);
    expect(
      await sample('event_site_upstream_request_duration_seconds_count', {
        service: 'viewer',
        endpoint: '/viewer/info/:hash',
      }),
    ).toBe(8);
    // Labels are bounded: the raw path (and its hash) never appears.
    expect((await scrape())?.body).not.toContain('secret-hash-1');
  });

  it('writes the outcome and the time into the failure log line', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await call();
    const line = JSON.parse(String(errors.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', msg: 'upstream_error', outcome: 'unreachable' });
    expect(new Date(String(line.time)).getTime()).not.toBeNaN();
  });
});

describe('renders', () => {
  it('counts ok, not found and errors, and a second render of a page as a revalidation', async () => {
    await countedRender('max', 'ru/max/a', async () => 'page');
    await countedRender('max', 'ru/max/a', async () => 'page');
    await countedRender('max', 'ru/max/b', async () => undefined);
    await expect(
      countedRender('og', 'ru/og/a', async () => Promise.reject(new Error('upstream down'))),
    ).rejects.toThrow('upstream down');
    countTagRevalidations(2);

    expect(await sample('event_site_renders_total', { family: 'max', outcome: 'ok' })).toBe(2);
    expect(await sample('event_site_renders_total', { family: 'max', outcome: 'not_found' })).toBe(
      1,
    );
    expect(await sample('event_site_renders_total', { family: 'og', outcome: 'error' })).toBe(1);
    expect(await sample('event_site_revalidations_total', { trigger: 'period' })).toBe(1);
    expect(await sample('event_site_revalidations_total', { trigger: 'tag' })).toBe(2);
  });
});

describe('the cache handler’s metrics', () => {
  it('exports no Redis gauge until the handler reports one, then follows it', async () => {
    expect((await scrape())?.body).not.toContain('event_site_cache_redis_up');
    setRedisUp(true);
    expect(await sample('event_site_cache_redis_up')).toBe(1);
    setRedisUp(false);
    expect(await sample('event_site_cache_redis_up')).toBe(0);
    countFallbackRead();
    countRefreshClaim('won');
    countRefreshClaim('lost');
    countRefreshClaim('lost');
    expect(await sample('event_site_cache_fallback_reads_total')).toBe(1);
    expect(await sample('event_site_cache_refresh_claims_total', { result: 'lost' })).toBe(2);
  });
});

describe('one registry per process', () => {
  it('a second copy of the modules (another route bundle) counts into the same registry', async () => {
    await countedRender('min', 'en/min/a', async () => 'page');
    let other: typeof import('./index') | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<typeof import('./index')>('./index');
    });
    await other?.countedRender('min', 'en/min/b', async () => 'page');
    expect(await sample('event_site_renders_total', { family: 'min', outcome: 'ok' })).toBe(2);
    expect((await other?.scrape())?.body).toContain(
      'event_site_renders_total{family="min",outcome="ok"} 2',
    );
  });

  it('exports the library’s process metrics', async () => {
    const body = (await scrape())?.body ?? '';
    expect(body).toContain('process_cpu_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    expect(body).toContain('nodejs_heap_size_used_bytes');
  });
});

describe('METRICS=0', () => {
  it('creates nothing, counts nothing and has nothing to scrape', async () => {
    process.env.METRICS = '0';
    await countedRender('max', 'ru/max/a', async () => 'page');
    setRedisUp(true);
    expect(getMetrics()).toBeUndefined();
    expect(await scrape()).toBeUndefined();
    expect((globalThis as { [KEY]?: unknown })[KEY]).toBeUndefined();
  });
});
