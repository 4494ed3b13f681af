import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import ru from '../messages/ru.json';
import { freePort, startServer, type RunningServer } from '../scripts/lib/server.cjs';
import { installPausedClock, revealStreamedContent } from './support/clock';
import { startDemoServer, type DemoServer } from './support/demo-server';
import { liveBeats } from './support/live-refresh';
import { demoUrl } from './support/demo';

/**
 * What a visitor gets while the upstream fails, against the production build over real HTTP
 * (docs/failure-behaviour.md). Faults come from demo-flaky (demo/media/faults.ts): every test
 * takes its own `demo-flaky-<suffix>` copy, so its fault and its cache entries are its own.
 *
 * Two kinds of page answer a fault differently, on purpose:
 * - pages that render the event itself (landings, platform, event site, order, meetings) fail
 *   before anything is sent: Next's own 5xx, never cached, no stack trace; with JavaScript the
 *   error boundary shows the catalogue text and a retry, and behind the shipped nginx config a
 *   script-free page in the URL's locale replaces the body (e2e/behind-nginx.spec.ts);
 * - organizer screens (questions, polls, rating, randomizer, certificate) stream their frame and
 *   a loading state first, then the catalogue text with a retry in place of the content. The
 *   status (200) is on the wire before the upstream answers; they are no-store and noindex.
 */

type FaultMode = 'healthy' | 'slow' | 'failing' | 'failing-json' | 'malformed' | 'missing-fields';

/** Each test's own copy of demo-flaky: lowercase letters and digits after the prefix. */
function flakyHash(label: string): string {
  return `demo-flaky-${label}${Math.random().toString(36).slice(2, 8)}`;
}

async function setFault(request: APIRequestContext, hash: string, mode: FaultMode) {
  const response = await request.post(demoUrl('/demo/media/control/faults'), {
    data: { hash, mode },
  });
  expect(response.status()).toBe(200);
}

async function upstreamHits(request: APIRequestContext, hash: string): Promise<number> {
  const response = await request.get(demoUrl(`/demo/media/control/faults?hash=${hash}`));
  return ((await response.json()) as { hits: number }).hits;
}

/** Pages that render the event: an upstream fault is their answer's status. */
const EVENT_PAGES = [
  '/max',
  '/landing',
  '/min',
  '/mid',
  '/en/max',
  '/platform',
  '/site',
  '/meetings',
  '/new-dion',
  '/order',
  '/order-invoice',
];
/** Organizer screens: a streamed frame, then the error state in place of the content. */
const ORGANIZER_PAGES = [
  '/questions',
  '/polls',
  '/participants-rating',
  '/randomizer',
  '/certificate',
];

function pagePath(page: string, hash: string): string {
  const query = `hash=${hash}`;
  return page === '/certificate'
    ? `${page}?${query}&token=${DEMO_IDS.certificateTokens.uploaded}`
    : `${page}?${query}`;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}

/** Node stack frames, file:line positions and the error class: nothing of the server's insides. */
function expectNoStackTrace(html: string) {
  expect(html).not.toMatch(/\bat \S+ \(?[^\s)]+\.(?:js|ts|tsx|mjs|cjs):\d+/);
  expect(html).not.toMatch(/\.next(?:-[a-z]+)?\/server|node_modules\//);
  expect(html).not.toContain('ApiError');
}

/**
 * The catalogue text a fault reads as: an error code the catalogue does not know (`failing-json`
 * sends `INTERNAL_SERVER_ERROR`) is the default text; no usable answer at all is `UNEXPECTED`.
 */
type TextKey = 'UNEXPECTED' | 'default';

/** A failed first render: a 5xx a crawler or balancer can act on, never kept by a cache. */
async function expectFaultPage(response: APIResponse, path: string) {
  expect(response.status(), path).toBeGreaterThanOrEqual(500);
  expect(response.headers()['cache-control'], path).toMatch(/no-store/);
  expectNoStackTrace(await response.text());
}

async function expectOrganizerErrorState(
  response: APIResponse,
  path: string,
  textKey: TextKey = 'UNEXPECTED',
) {
  const html = await response.text();
  expect(response.status(), path).toBe(200);
  expect(response.headers()['cache-control'], path).toMatch(/no-store/);
  expect(html, path).toMatch(/<meta name="robots" content="noindex/);
  const escaped = ru.errors[textKey].replace(/[.]/g, '\\.');
  expect(html, path).toMatch(new RegExp(`role="alert"[^>]*>(?:<p[^>]*>)?${escaped}</p>`));
  // The retry reloads this page: its own path, or an empty href (the current document).
  const retry = [
    ...html.matchAll(new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${ru.errors.retry}</a>`, 'g')),
  ];
  expect(retry.length, path).toBeGreaterThan(0);
  for (const match of retry) expect(['', path], path).toContain(decodeEntities(match[1] ?? ''));
  expectNoStackTrace(html);
}

test.describe('an upstream fault on the pages that read the event', () => {
  // In turn: `slow` holds each page for the upstream timeout, and the machine has two cores.
  test.describe.configure({ mode: 'serial' });
  const faults: Exclude<FaultMode, 'healthy'>[] = [
    'slow',
    'failing',
    'failing-json',
    'malformed',
    'missing-fields',
  ];
  for (const mode of faults) {
    test(`${mode}: event pages answer an uncached 5xx, organizer screens their error state; no stack trace`, async ({
      request,
    }) => {
      // `slow` waits out the 5 s upstream timeout, twice on pages whose metadata reads the event.
      test.setTimeout(60_000);
      const hash = flakyHash(mode.replace(/-/g, '').slice(0, 6));
      const textKey: TextKey = mode === 'failing-json' ? 'default' : 'UNEXPECTED';
      await setFault(request, hash, mode);
      const checks = [
        ...EVENT_PAGES.map(async (page) => {
          const path = pagePath(page, hash);
          await expectFaultPage(await request.get(path, { timeout: 30_000 }), path);
        }),
        ...ORGANIZER_PAGES.map(async (page) => {
          const path = pagePath(page, hash);
          await expectOrganizerErrorState(
            await request.get(path, { timeout: 30_000 }),
            path,
            textKey,
          );
        }),
      ];
      await Promise.all(checks);
      // Asked at least once; a failed read is never cached, so a page may ask again.
      expect(await upstreamHits(request, hash)).toBeGreaterThan(0);
    });
  }

  test('an unknown event is a 404, not an outage', async ({ request, page }) => {
    for (const pageName of EVENT_PAGES) {
      const path = pagePath(pageName, DEMO_IDS.faults.missing);
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expectNoStackTrace(await response.text());
    }
    // Organizer screens check the event before sending anything: a real 404 too, with the
    // not-found text, kept out of search results.
    for (const pageName of ORGANIZER_PAGES) {
      const path = pagePath(pageName, DEMO_IDS.faults.missing);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: ru.notFound.title })).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        'content',
        /noindex/,
      );
    }
  });

  test('the visitor sees the catalogue text and can retry into a recovered page', async ({
    page,
    request,
  }) => {
    const hash = flakyHash('retry');
    await setFault(request, hash, 'failing');
    const path = pagePath('/max', hash);
    const response = await page.goto(path);
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.locator('main[role="alert"]')).toContainText(ru.errors.UNEXPECTED);
    await setFault(request, hash, 'healthy');
    await page.getByRole('button', { name: ru.errors.retry }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Цифровые продукты 2026: трансляция на нестабильном сервере',
    );
  });

  for (const mode of ['malformed', 'missing-fields'] as const) {
    test(`${mode}: an unusable 200 answer is not kept; the next request after recovery gets the page`, async ({
      request,
    }) => {
      const hash = flakyHash(`keep${mode.slice(0, 4)}`);
      await setFault(request, hash, mode);
      const path = pagePath('/max', hash);
      expect((await request.get(path)).status()).toBeGreaterThanOrEqual(500);
      const hits = await upstreamHits(request, hash);
      await setFault(request, hash, 'healthy');
      // Well inside the 30 s period: a cached copy of the bad answer would fail this request.
      const recovered = await request.get(path);
      expect(recovered.status()).toBe(200);
      expect(await recovered.text()).toContain('трансляция на нестабильном сервере');
      expect(await upstreamHits(request, hash)).toBeGreaterThan(hits);
    });
  }
});

test.describe('stale-while-revalidate', () => {
  // A server of its own with a 3 s period (CACHE_PERIOD_SECONDS, lib/cache/periods.mjs): the copy
  // goes stale within seconds instead of after the 30 s one, and the test waits for Next to say so.
  const PERIOD_SECONDS = 3;
  let server: DemoServer;
  let api: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    server = await startDemoServer({ CACHE_PERIOD_SECONDS: String(PERIOD_SECONDS) });
    api = await playwright.request.newContext({ baseURL: server.origin });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  test('a landing rendered while healthy keeps serving its last good copy through an outage', async () => {
    const hash = flakyHash('swr');
    const path = pagePath('/max', hash);
    const first = await api.get(path);
    expect(first.status()).toBe(200);
    // The shorter period reached the page through its cached reads.
    expect(first.headers()['cache-control']).toContain(`s-maxage=${PERIOD_SECONDS},`);
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(await first.text())?.[1];
    expect(title).toBeTruthy();
    expect((await api.get(path)).headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);

    await setFault(api, hash, 'failing');
    const hitsAtFault = await upstreamHits(api, hash);
    // Once the period is over, Next answers with the stale copy and renders again behind it.
    let stale: APIResponse | undefined;
    await expect
      .poll(
        async () => {
          stale = await api.get(path);
          return stale.headers()['x-nextjs-cache'];
        },
        { timeout: 15_000 },
      )
      .toBe('STALE');
    expect(stale?.status()).toBe(200);
    expect(await stale?.text()).toContain(`>${title}</h1>`);
    // The stale answer sent the server back to the upstream, which failed…
    await expect.poll(() => upstreamHits(api, hash)).toBeGreaterThan(hitsAtFault);
    // …and the visitors after it still get the last good copy, not an error.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const later = await api.get(path);
      expect(later.status()).toBe(200);
      expect(await later.text()).toContain(`>${title}</h1>`);
    }
  });
});

test.describe('a failed client refetch keeps what is on screen', () => {
  test('the landing schedule keeps its events when /api/events fails, and updates on the next good beat', async ({
    page,
  }) => {
    const hall = DEMO_IDS.halls.flaky;
    const events = `/api/events/${hall}`;
    await installPausedClock(page);
    await page.goto(pagePath('/max', DEMO_IDS.faults.flaky));
    const cards = page.getByTestId('schedule-event');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    const beats = await liveBeats(page, events, 60_000);

    let failed = 0;
    await page.route(`**${events}`, async (route) => {
      failed += 1;
      await route.fulfill({ status: 503, json: { error: { code: 'UNEXPECTED' } } });
    });
    // The failed answer has been handled once the beat after it is scheduled.
    await beats.next();
    expect(failed).toBe(1);
    expect(await cards.allTextContents()).toEqual(shown);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The next beat still comes after a failure, and a good answer replaces the list.
    await page.unrouteAll();
    const response = await page.request.get(events);
    const body = (await response.json()) as { events: { name: string }[] };
    const renamed = 'Перенесённый доклад (после сбоя)';
    await page.route(`**${events}`, (route) =>
      route.fulfill({
        json: {
          ...body,
          events: body.events.map((event, index) =>
            index === 0 ? { ...event, name: renamed } : event,
          ),
        },
      }),
    );
    await beats.next();
    await expect(page.getByText(renamed).first()).toBeVisible();
  });

  test('an organizer screen keeps its list and says the refresh failed', async ({ page }) => {
    const rating = `/api/rating/${DEMO_IDS.faults.flaky}`;
    await installPausedClock(page);
    await page.goto(pagePath('/participants-rating', DEMO_IDS.faults.flaky));
    const rows = page.locator('main ol li');
    await revealStreamedContent(rows.first());
    const shown = await rows.allTextContents();
    const beats = await liveBeats(page, rating, 10_000);

    // Live screens add a `beat` query per period (lib/swr/use-live.ts): match the path alone.
    await page.route(
      (url) => url.pathname === rating,
      (route) => route.fulfill({ status: 502, json: { error: 'UNEXPECTED' } }),
    );
    await beats.next();
    await expect(page.getByText(/^Не удалось обновить рейтинг: К сожалению/)).toBeVisible();
    expect(await rows.allTextContents()).toEqual(shown);
  });
});

const UPSTREAM_MARK = '[resilience-upstream-call]';

/**
 * Preloaded into the spec's server, ahead of Next's own fetch patch: one marked line per call
 * that really leaves for the upstream, so the log can be held to one line per failed call.
 */
function upstreamCounter(origin: string): string {
  return `
const original = globalThis.fetch;
globalThis.fetch = function resilienceCountingFetch(input, init) {
  try {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(${JSON.stringify(origin)})) {
      process.stdout.write(${JSON.stringify(UPSTREAM_MARK)} + ' ' + new URL(url).pathname + '\\n');
    }
  } catch {}
  return original.apply(this, arguments);
};
`;
}

interface SpecServer {
  origin: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** The suite's build started with `env`, with a preload that marks every upstream call. */
async function startSpecServer(env: Record<string, string>, preload: string): Promise<SpecServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'resilience-'));
  const preloadFile = path.join(dir, 'upstream-counter.cjs');
  writeFileSync(preloadFile, preload);
  let server: RunningServer;
  try {
    server = await startServer({
      host: '127.0.0.1',
      env: { ...env, SITE_URL: 'http://127.0.0.1' },
      preload: preloadFile,
      label: 'resilience',
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: server.origin,
    output: () => server.logs.join('\n'),
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test.describe('an unreachable upstream (connection refused)', () => {
  test.describe.configure({ mode: 'serial' });
  let server: SpecServer;
  let upstream: string;

  test.beforeAll(async () => {
    // A port nothing listens on: bound by the OS, then closed, so connecting to it is refused.
    upstream = `http://127.0.0.1:${await freePort()}`;
    server = await startSpecServer(
      { MEDIA_API_URL: upstream, FORMS_API_URL: upstream },
      upstreamCounter(upstream),
    );
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('landings answer an uncached 5xx without a stack trace; /api answers JSON 503s', async ({
    request,
  }) => {
    const { origin } = server;
    // Hashes and halls nobody has rendered: the build's page cache is shared with the suite's
    // server, and a cached landing would (rightly) be served instead of an error.
    const hash = `down-${Math.random().toString(36).slice(2, 10)}`;
    const hall = 900_000 + Math.floor(Math.random() * 99_999);
    for (const path of [`/max?hash=${hash}`, `/en/min?hash=${hash}`, `/platform?hash=${hash}`]) {
      await expectFaultPage(await request.get(origin + path), path);
    }
    for (const path of [
      `/api/events/${hall}`,
      `/api/registration-info/${hash}`,
      `/api/questions/${hash}`,
      `/api/polls/${hash}`,
    ]) {
      const response = await request.get(origin + path);
      expect(response.status(), path).toBe(503);
      expect(response.headers()['content-type'], path).toMatch(/^application\/json/);
      expect(await response.json(), path).toBeTruthy();
    }
    const organizer = await request.get(`${origin}/questions?hash=${hash}`);
    expect(organizer.status()).toBe(200);
    expect(await organizer.text()).toContain(ru.errors.UNEXPECTED);
    // Liveness is the process, not the upstream: a balancer must not restart a healthy server.
    expect((await request.get(`${origin}/api/health`)).status()).toBe(200);
  });

  // Instances share rendered landings through Redis only (their caches are in memory, never on
  // a shared disk): e2e/fleet.spec.ts serves another instance's copy while the upstream is down.

  test('one structured log line per failed upstream call, and no unhandled rejection', async () => {
    const output = server.output();
    const calls = output.split('\n').filter((line) => line.startsWith(UPSTREAM_MARK));
    const failures = output
      .split('\n')
      .filter((line) => line.includes('"msg":"upstream_error"'))
      .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>);
    expect(calls.length).toBeGreaterThan(0);
    expect(failures).toHaveLength(calls.length);
    for (const failure of failures) {
      expect(failure).toMatchObject({ level: 'error', code: 'UNEXPECTED', status: 503 });
      expect(typeof failure.service).toBe('string');
      expect(typeof failure.path).toBe('string');
      expect(typeof failure.durationMs).toBe('number');
    }
    expect(output).not.toMatch(/unhandledRejection|Unhandled (?:promise )?rejection/i);
  });
});
