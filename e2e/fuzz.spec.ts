import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import type { RunningNginx } from '../scripts/lib/nginx.mjs';
import type { RunningServer } from '../scripts/lib/server.cjs';
import { freshHash } from './support/proxy';
import { nginxHelpers, serverHelpers } from './support/scripts';

/**
 * Random and boundary values for every input of every route, over real HTTP against the
 * production build on the healthy demo data: nothing may answer 5xx (no upstream is failing, so
 * not even 502/503) or show a stack trace. Values come from a seeded PRNG: a failure names its
 * seed and request, and `FUZZ_SEED=<seed>` replays the same run.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261122) >>> 0;

/** mulberry32: small, fast, and the same sequence on every machine for a given seed. */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof prng>;

/** A seed of the route's own (FNV-1a of its path over `seed`). */
function routeSeed(seed: number, path: string): number {
  let hash = seed;
  for (const char of path) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/**
 * A query value is either text (percent-encoded on the way out, as a browser would) or `raw`
 * bytes of the query string, for sequences an encoder would never produce (`%`, `%00`, `%E0%A4%A`).
 */
type Value = { text: string } | { raw: string };

const BOUNDARY: Value[] = [
  { text: '' },
  { text: ' ' },
  { text: '0' },
  { text: '-1' },
  { text: '1e309' },
  { text: '9007199254740993' },
  { text: 'true' },
  { text: 'null' },
  { text: 'undefined' },
  { text: 'x'.repeat(10_000) },
  { text: 'демо-онлайн' },
  { text: 'مرحبا بالعالم' },
  { text: '\u202Eevil\u202C' },
  { text: '🎉🔥👩‍👩‍👧‍👦' },
  { text: '\uFEFF\u200B' },
  { text: '__proto__' },
  { text: 'constructor' },
  { text: 'prototype' },
  { text: '../../etc/passwd' },
  { text: '..' },
  { text: 'a/b' },
  { text: '\\\\evil.example' },
  { text: '//evil.example' },
  { text: 'https://evil.example/' },
  { text: 'javascript:alert(1)' },
  { text: '<script>alert(1)</script>' },
  { text: '"><img src=x onerror=alert(1)>' },
  { text: "'; DROP TABLE events; --" },
  { text: '{{7*7}}${7*7}' },
  { text: 'line\r\nSet-Cookie: injected=1' },
  { raw: '%' },
  { raw: '%00' },
  { raw: '%2F' },
  { raw: '%2e%2e%2F' },
  { raw: '%E0%A4%A' },
  { raw: '%C0%AF' },
  { raw: '%FF%FE' },
  { raw: '%0D%0ALocation:%20https://evil.example' },
  { raw: 'a%26hash%3Ddemo-online' },
];

const ALPHABETS = [
  'abcdefghijklmnopqrstuvwxyz0123456789-_',
  'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
  'אבגדהוזחטיכלמנסעפצקרשת',
  '<>"\'&/\\?#%=;:@[]{}|^`~ ',
  '\u0000\u0001\u0007\u001b\u007f\u00a0\u2028\u2029',
  '😀🎉🔥👍🏽🇷🇺',
];

function randomText(random: Random): string {
  const length = pick(random, [1, 2, 8, 33, 64, 65, 200, 3000]);
  const alphabet = [...pick(random, ALPHABETS)];
  let text = '';
  for (let index = 0; index < length; index += 1) text += pick(random, alphabet);
  return text;
}

function encode(value: Value): string {
  return 'raw' in value ? value.raw : encodeURIComponent(value.text);
}

const ONLINE = DEMO_IDS.hashes.online;

interface Route {
  path: string;
  /** Every query input the route reads, with a value that gets it past validation. */
  inputs: Record<string, string>;
  /**
   * The route reads its query with the same parser as the route at this path (the same page under
   * another name, mode or locale). Every boundary value in every input already goes through that
   * one, so this route gets the valid query, arrays, hostile keys and random values only.
   */
  parsedLike?: string;
}

const PLAYER_INPUTS = {
  hash: ONLINE,
  hallId: String(DEMO_IDS.halls.online),
  isDisabledTechSupport: '1',
  theme: 'dark',
  debug: '1',
  isOnlyChat: '1',
  isShowPoll: '1',
  customDomain: 'events.example',
  isOnlyRegistration: '1',
  isHighload: '1',
};

/** The pages (app/[locale]) and the query each reads (lib/platform/inputs, lib/organizer/query). */
const PAGES: Route[] = [
  ...['/max', '/landing', '/min', '/mid', '/en/max'].map((path) => ({
    path,
    // Landings route on the hash; the others are the player's client-side flags and legacy locale.
    inputs: { hash: ONLINE, lang: 'en', locale: 'en', debug: '1', isOnlyChat: '1', code: 'x' },
    // /landing is /max under another name; /en/max the same rewrite with the locale prefix.
    parsedLike: ['/landing', '/en/max'].includes(path) ? '/max' : undefined,
  })),
  { path: '/platform', inputs: { ...PLAYER_INPUTS, isEmbeddedPlayer: '1', code: 'abc' } },
  // playerInputsSchema, which /platform's schema extends.
  { path: '/meetings', inputs: PLAYER_INPUTS, parsedLike: '/platform' },
  { path: '/new-dion', inputs: PLAYER_INPUTS, parsedLike: '/platform' },
  { path: '/order', inputs: { hash: ONLINE, orderId: 'order-1' } },
  { path: '/order-invoice', inputs: { hash: ONLINE, orderId: 'order-1' }, parsedLike: '/order' },
  { path: '/site', inputs: { hash: ONLINE } },
  // The same route ([[...chapters]]) with a chapter.
  { path: '/site/program', inputs: { hash: ONLINE }, parsedLike: '/site' },
  { path: '/questions', inputs: { hash: ONLINE } },
  { path: '/polls', inputs: { hash: ONLINE, activityId: String(DEMO_IDS.activities.online) } },
  {
    path: '/participants-rating',
    inputs: { hash: ONLINE, activityId: String(DEMO_IDS.activities.online) },
  },
  { path: '/certificate', inputs: { hash: ONLINE, token: DEMO_IDS.certificateTokens.uploaded } },
  { path: '/form-qr-code', inputs: { id: DEMO_IDS.forms.published } },
  { path: '/stream-keys', inputs: { id: String(DEMO_IDS.streamKeys) } },
  { path: '/randomizer', inputs: { hash: ONLINE } },
  {
    path: '/email_subscriptions',
    inputs: { token: DEMO_IDS.subscriptionTokens.subscribed, hash: ONLINE },
  },
  { path: '/portal_subscriptions', inputs: { token: DEMO_IDS.subscriptionTokens.subscribed } },
  { path: '/test', inputs: { hash: ONLINE } },
  { path: '/', inputs: { hash: ONLINE, lang: 'en' } },
];

/** API routes: `{}` marks the path parameter; `beat` is the live screens' cache-busting query. */
const API: Route[] = [
  { path: '/api/events/{}', inputs: {} },
  { path: '/api/registration-info/{}', inputs: {} },
  { path: '/api/og/ru/{}', inputs: {} },
  { path: '/api/calendar/ru/{}.ics', inputs: {} },
  { path: '/api/questions/{}', inputs: { beat: '1' } },
  { path: '/api/polls/{}', inputs: { beat: '1' } },
  { path: '/api/polls/activity/{}', inputs: { beat: '1' } },
  { path: '/api/rating/{}', inputs: { beat: '1' } },
  { path: '/api/rating/activity/{}', inputs: { beat: '1' } },
  { path: '/api/speed-test', inputs: { bytes: '1000' } },
  { path: '/api/health', inputs: {} },
];

const PATH_VALID: Record<string, string> = {
  '/api/events/{}': String(DEMO_IDS.halls.online),
  '/api/polls/activity/{}': String(DEMO_IDS.activities.online),
  '/api/rating/activity/{}': String(DEMO_IDS.activities.online),
};

function query(inputs: Record<string, string>, override: Record<string, string[]>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(inputs)) {
    if (!Object.hasOwn(override, key)) parts.push(`${key}=${encodeURIComponent(value)}`);
  }
  for (const key of Object.getOwnPropertyNames(override)) {
    const encodedValues = override[key] ?? [];
    for (const value of encodedValues) parts.push(`${key}=${value}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Every boundary value once in each input, then random values, arrays and hostile keys. */
function casesFor(route: Route, random: Random, randomCases: number): string[] {
  const urls: string[] = [];
  const keys = Object.keys(route.inputs);
  const withPath = (q: string, segment?: string) =>
    route.path.replace('{}', segment ?? PATH_VALID[route.path] ?? ONLINE) + q;
  if (route.path.includes('{}')) {
    for (const value of BOUNDARY) urls.push(withPath(query(route.inputs, {}), encode(value)));
  }
  if (route.parsedLike) urls.push(withPath(query(route.inputs, {})));
  for (const key of keys) {
    if (!route.parsedLike) {
      for (const value of BOUNDARY)
        urls.push(withPath(query(route.inputs, { [key]: [encode(value)] })));
    }
    // Arrays: the same input twice, and PHP/qs-style brackets.
    urls.push(withPath(query(route.inputs, { [key]: [encode({ text: ONLINE }), 'other'] })));
    urls.push(withPath(query(route.inputs, { [`${key}[]`]: ['x'], [`${key}[__proto__]`]: ['x'] })));
  }
  // Computed keys: a literal `__proto__:` would set the object's prototype, not add a key.
  urls.push(withPath(query(route.inputs, { ['__proto__']: ['x'], ['constructor']: ['x'] })));
  urls.push(
    withPath(
      query(route.inputs, {
        '__proto__[polluted]': ['1'],
        'constructor[prototype][polluted]': ['1'],
      }),
    ),
  );
  for (let index = 0; index < randomCases; index += 1) {
    const override: Record<string, string[]> = {};
    for (const key of keys) {
      if (random() < 0.5) continue;
      const value: Value = random() < 0.3 ? pick(random, BOUNDARY) : { text: randomText(random) };
      override[key] = [encode(value)];
    }
    const segment = route.path.includes('{}')
      ? encode(random() < 0.5 ? pick(random, BOUNDARY) : { text: randomText(random) })
      : undefined;
    urls.push(withPath(query(route.inputs, override), segment));
  }
  return urls;
}

interface Outcome {
  url: string;
  status: number;
  headerBytes: number;
  problem?: string;
}

/**
 * One GET over loopback with Node's own client: unlike Playwright's request fixture it takes
 * response headers as large as a browser does (a redirect may echo a 10k query twice), so the
 * answer is judged rather than the client's 16 KB default.
 */
function get(
  url: string,
  method: 'GET' | 'HEAD' | 'POST' = 'GET',
): Promise<{ status: number; headers: Record<string, string>; headerBytes: number; body: string }> {
  const { baseURL } = test.info().project.use;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${baseURL}${url}`,
      {
        method,
        maxHeaderSize: 256 * 1024,
        timeout: 20_000,
        headers: {
          'accept-language': 'ru',
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            headers[name] = Array.isArray(value) ? value.join(', ') : (value ?? '');
          }
          resolve({
            status: response.statusCode ?? 0,
            headers,
            headerBytes: response.rawHeaders.join(': ').length,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out after 20 s')));
    outgoing.on('error', reject);
    // A POST carries a body that is not even JSON: handlers must refuse it, not fail on it.
    outgoing.end(method === 'POST' ? '{"hash":' : undefined);
  });
}

/** Stack frames and server paths: what a leaked error would carry. */
const STACK_TRACE =
  /\bat \S+ \(?[^\s)]+\.(?:js|ts|tsx|mjs|cjs):\d+|node_modules\/|\.next[^"'\s]*\/server\//;

async function probe(url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET'): Promise<Outcome> {
  let answer: Awaited<ReturnType<typeof get>>;
  try {
    answer = await get(url, method);
  } catch (error) {
    return { url, status: 0, headerBytes: 0, problem: `no answer (${String(error)})` };
  }
  const { status, headers, headerBytes, body } = answer;
  const outcome = { url: method === 'GET' ? url : `${method} ${url}`, status, headerBytes };
  if (status >= 500) return { ...outcome, problem: `status ${status}` };
  if (STACK_TRACE.test(body)) return { ...outcome, problem: 'stack trace in the body' };
  const location = headers['location'];
  // A redirect stays on this site: a path, never another host taken from the input.
  if (
    location &&
    !/^\/(?![/\\])/.test(location) &&
    !location.startsWith(`${test.info().project.use.baseURL}/`)
  ) {
    return { ...outcome, problem: `redirect off-site to ${location.slice(0, 100)}` };
  }
  return outcome;
}

/**
 * A path whose percent-encoding does not decode to UTF-8 (`/%E0%A4%A`, `/%C0%AF`). The middleware
 * answers it 400 on every path (Next's router would answer a bare 500); so does the shipped nginx
 * config in front (e2e/behind-nginx.spec.ts).
 */
function undecodablePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

type Request = string | { url: string; method: 'GET' | 'HEAD' | 'POST' };

/** Runs `requests` with a few in flight: enough to be quick, few enough for 2 cores. */
async function run(requests: Request[], concurrency = 4) {
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const request = requests[next++] as Request;
        outcomes.push(
          typeof request === 'string'
            ? await probe(request)
            : await probe(request.url, request.method),
        );
      }
    }),
  );
  return outcomes;
}

function report(outcomes: Outcome[], label: string) {
  const problems = outcomes
    .filter((outcome) => outcome.problem)
    .map((outcome) => `${outcome.problem}: ${outcome.url.slice(0, 300)}`);
  const statuses = new Map<number, number>();
  for (const { status } of outcomes) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const largestHeaders = Math.max(...outcomes.map((outcome) => outcome.headerBytes));
  test.info().annotations.push({
    type: 'fuzz',
    description: `${label}: seed ${SEED}, ${outcomes.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, largest response headers ${largestHeaders} bytes`,
  });
  expect(problems, `seed ${SEED} (FUZZ_SEED=${SEED} replays it)`).toEqual([]);
}

/**
 * Every route of app/ (pages, API, metadata files), by a path that reaches it.
 * `e2e/fuzz.spec.ts` fails when a route is added to app/ and not here (see the first test).
 */
const ALL_ROUTES: Record<string, string> = {
  'app/[locale]/(event)/landings/[variant]/page.tsx': '/max',
  'app/[locale]/(event)/landings/[variant]/[kind]/[key]/full/page.tsx': `/ru/landings/max/hash/${ONLINE}/full`,
  'app/[locale]/(event)/landings/[variant]/[kind]/[key]/mid/page.tsx': `/ru/landings/mid/hash/${ONLINE}/mid`,
  'app/[locale]/(event)/landings/[variant]/[kind]/[key]/minimal/page.tsx':
    '/ru/landings/min/host/events.example/minimal',
  'app/[locale]/(event)/platform/page.tsx': '/platform',
  'app/[locale]/(event)/meetings/page.tsx': '/meetings',
  'app/[locale]/(event)/new-dion/page.tsx': '/new-dion',
  'app/[locale]/(event)/order/page.tsx': '/order',
  'app/[locale]/(event)/order-invoice/page.tsx': '/order-invoice',
  'app/[locale]/site/[[...chapters]]/page.tsx': '/site/program',
  'app/[locale]/test/page.tsx': '/test',
  'app/[locale]/page-not-found/page.tsx': '/page-not-found',
  'app/[locale]/(organizer)/certificate/page.tsx': '/certificate',
  'app/[locale]/(organizer)/email_subscriptions/page.tsx': '/email_subscriptions',
  'app/[locale]/(organizer)/form-qr-code/page.tsx': '/form-qr-code',
  'app/[locale]/(organizer)/participants-rating/page.tsx': '/participants-rating',
  'app/[locale]/(organizer)/polls/page.tsx': '/polls',
  'app/[locale]/(organizer)/portal_subscriptions/page.tsx': '/portal_subscriptions',
  'app/[locale]/(organizer)/questions/page.tsx': '/questions',
  'app/[locale]/(organizer)/randomizer/page.tsx': '/randomizer',
  'app/[locale]/(organizer)/stream-keys/page.tsx': '/stream-keys',
  'app/api/calendar/[locale]/[file]/route.ts': `/api/calendar/ru/${ONLINE}.ics`,
  'app/api/events/[hallId]/route.ts': `/api/events/${DEMO_IDS.halls.online}`,
  'app/api/health/route.ts': '/api/health',
  'app/api/metrics/route.ts': '/api/metrics',
  'app/api/og/[locale]/[hash]/route.tsx': `/api/og/ru/${ONLINE}`,
  'app/api/polls/[hash]/route.ts': `/api/polls/${ONLINE}`,
  'app/api/polls/activity/[activityId]/route.ts': `/api/polls/activity/${DEMO_IDS.activities.online}`,
  'app/api/questions/[hash]/route.ts': `/api/questions/${ONLINE}`,
  'app/api/rating/[hash]/route.ts': `/api/rating/${ONLINE}`,
  'app/api/rating/activity/[activityId]/route.ts': `/api/rating/activity/${DEMO_IDS.activities.online}`,
  'app/api/ready/route.ts': '/api/ready',
  'app/api/registration-info/[hash]/route.ts': `/api/registration-info/${ONLINE}`,
  'app/api/revalidate/route.ts': '/api/revalidate',
  'app/api/speed-test/route.ts': '/api/speed-test',
  'app/api/subscriptions/portal/route.ts': '/api/subscriptions/portal',
  'app/api/subscriptions/settings/route.ts': '/api/subscriptions/settings',
  'app/api/subscriptions/unsubscribe/route.ts': '/api/subscriptions/unsubscribe',
  'app/favicon.ico/route.ts': '/favicon.ico',
  'app/manifest.webmanifest/route.ts': '/manifest.webmanifest',
  'app/sw.js/route.ts': '/sw.js',
};

/** Malformed additions to a route's path; `{}` is the route's own path. */
const PATH_MUTATIONS = [
  '{}%FF',
  '{}/%FF',
  '{}/%E0%A4%A',
  '{}/%C0%AF',
  '{}/%ED%A0%80',
  '{}%',
  '{}/%00',
  '{}%00',
  '{}/%0A%0D',
  '{}/%7F%1B',
  '{}/..%2F..%2Fetc%2Fpasswd',
  `{}/${'a'.repeat(2100)}`,
  `{}/${'a'.repeat(9000)}`,
];

/** Malformed queries, appended to a route's path (which carries none of its own). */
const QUERY_MUTATIONS = [
  '?hash=%FF&id=%FF&token=%FF&code=%FF',
  '?hash=%&id=%&token=%',
  '?hash=%E0%A4%A&activityId=%C0%AF',
  '?hash=%00&id=%00%01%1F%7F&token=a%0Db',
  '?%FF=%FF&%00=1',
  `?hash=${'x'.repeat(20_000)}`,
  `?token=${'%FF'.repeat(2000)}`,
  `?hash=${ONLINE}&hash=%FF&hash=&hash[]=x&id=1&id=%00&id=2&token=a&token=%`,
  `?hash=${ONLINE}&${Array.from({ length: 500 }, (_, index) => `p${index}=%FF`).join('&')}`,
];

function allRouteRequests(random: Random): Request[] {
  const requests: Request[] = [];
  for (const path of Object.values(ALL_ROUTES)) {
    const urls = [
      ...PATH_MUTATIONS.map((mutation) => mutation.replace('{}', path)),
      ...QUERY_MUTATIONS.map((mutation) => `${path}${mutation}`),
      // And a seeded random one of each, so a replay with another seed looks elsewhere.
      `${path}/${encodeURIComponent(randomText(random)).slice(0, 300)}`,
      `${path}?${pick(random, ['hash', 'id', 'token', 'code', 'activityId'])}=${encode(pick(random, BOUNDARY))}`,
    ];
    for (const url of urls) {
      requests.push(url, { url, method: 'HEAD' }, { url, method: 'POST' });
    }
  }
  return requests;
}

test.describe(`fuzz (seed ${SEED})`, () => {
  test.describe.configure({ timeout: 90_000 });

  test('every page parsed like another has that one fuzzed in full, with the same inputs', () => {
    for (const { path, inputs, parsedLike } of PAGES.filter((route) => route.parsedLike)) {
      const full = PAGES.find((route) => route.path === parsedLike && !route.parsedLike);
      expect(Object.keys(full?.inputs ?? {}), `${path} parsed like ${parsedLike}`).toEqual(
        expect.arrayContaining(Object.keys(inputs)),
      );
    }
    const random = prng(SEED);
    expect(PAGES.flatMap((route) => casesFor(route, random, 6)).length).toBeGreaterThan(1000);
  });

  // One test per page, each on its own sequence: the two workers share the load, and a failure
  // names its page (FUZZ_SEED and the test's title replay it).
  for (const route of PAGES) {
    test(`query inputs of ${route.path}`, async () => {
      const urls = casesFor(route, prng(routeSeed(SEED, route.path)), 6);
      report(await run(urls), route.path);
    });
  }

  test('every route of app/ is in the all-routes list', async () => {
    const { readdir } = await import('node:fs/promises');
    const files = (await readdir('app', { recursive: true }))
      .map((file) => `app/${file.replaceAll('\\', '/')}`)
      .filter((file) => /\/(?:page|route)\.tsx?$/.test(file));
    expect(files.sort()).toEqual(Object.keys(ALL_ROUTES).sort());
  });

  // GET, HEAD and POST (with a body that is not JSON) of every route, with malformed paths
  // (undecodable percent-encoding, control characters, NUL, 2 kB and 9 kB paths) and malformed
  // queries (undecodable, very long, repeated): never a 5xx.
  test('every route answers malformed input below 500, GET, HEAD and POST', async () => {
    test.setTimeout(300_000);
    const requests = allRouteRequests(prng(SEED ^ 0x27d4eb2f));
    report(await run(requests), 'all routes');
  });

  test('path and query inputs of the API routes', async () => {
    const random = prng(SEED ^ 0x9e3779b9);
    const urls = API.flatMap((route) => casesFor(route, random, 12));
    report(await run(urls), 'api');
  });

  test('malformed paths answer 400 or 404, undecodable ones 400', async () => {
    const random = prng(SEED ^ 0x85ebca6b);
    const fixed = [
      '/%',
      '/%%',
      // An encoded percent sign: decoded once it is a `%` that must not be decoded again.
      '/%25',
      '/en/%25',
      '/max%25',
      '/questions%25?hash=demo-online',
      '/%E0%A4%A',
      '/max%E0%A4%A',
      '/max/%E0%A4%A',
      '/en/%C0%AF',
      '/%00',
      '/max%00',
      '/questions/%2F..%2F..%2Fetc%2Fpasswd',
      '/..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/ru/%FF',
      '/en/max/%',
      '/site/%E0%A4%A?hash=demo-online',
      '/site/program%2F..%2Flinks?hash=demo-online',
      '/api/events/%E0%A4%A',
      '/api/og/ru/%',
      '/api/og/%E0/demo-online',
      '/api/calendar/ru/%E0%A4%A.ics',
      '/api/registration-info/%25',
      '/api/questions/%00',
      '/demo/media/eventor/public/activity/%E0%A4%A',
      '/demo/media/%',
      '/_next/static/%E0%A4%A',
      '/_next/image?url=%E0%A4%A&w=64&q=75',
      '/brands/%',
    ];
    const paths = [...fixed];
    for (let index = 0; index < 40; index += 1) {
      paths.push(`/${encodeURIComponent(randomText(random)).slice(0, 500)}`);
      paths.push(
        `/en/${pick(random, ['max', 'questions', 'site'])}/${pick(random, ['%', '%G0', '%E0%A4%A', '%C0%80', '%ED%A0%80'])}`,
      );
    }
    const outcomes = await run(paths);
    report(outcomes, 'paths');
    for (const outcome of outcomes.filter(({ url }) => fixed.includes(url))) {
      // The middleware answers every undecodable path 400, before Next's router can fail on it.
      const expected = undecodablePath(outcome.url) ? [400] : [400, 404, 307, 308];
      expect(expected, outcome.url).toContain(outcome.status);
    }
  });
});

/**
 * The framework's own request headers, as a hostile client would send them. The product has no
 * Server Actions and reads none of these headers itself: a value Next's client would never send is
 * refused 400 by the middleware (lib/routing/framework-headers.ts), and a repeated one through the
 * shipped nginx config is forwarded as the one value nginx keyed its microcache on.
 */
const FRAMEWORK_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
] as const;
type FrameworkHeader = (typeof FRAMEWORK_HEADERS)[number];

/** A router tree of the shape Next's client sends for a landing, encoded as it sends it. */
const TREE = JSON.stringify([
  '',
  {
    children: [
      ['locale', 'ru', 'd', null],
      { children: ['max', { children: ['__PAGE__?{"hash":"demo-online"}', {}, null, null] }] },
    ],
  },
  null,
  null,
  true,
]);

/** Values no header of Next's client ever carries, whatever the header. */
const HEADER_GARBAGE = [
  '',
  '0',
  '2',
  'true',
  'null',
  '[]',
  '{}',
  '%',
  '%FF',
  '%E0%A4%A',
  '\u00ff\u00fe',
  '<script>alert(1)</script>',
  'x'.repeat(12_000),
];

/** Values of the right syntax for one header and the wrong content: types, shapes, truncation. */
function headerValues(header: FrameworkHeader, random: Random): string[] {
  const truncated = TREE.slice(0, 1 + Math.floor(random() * (TREE.length - 2)));
  const byHeader: Record<FrameworkHeader, string[]> = {
    rsc: ['1, 1', '01', '1.0', '-1', 'yes'],
    'next-router-state-tree': [
      truncated,
      encodeURIComponent(truncated),
      encodeURIComponent(TREE.replace('"d"', '"zz"')),
      encodeURIComponent(TREE.replace('"children"', '1')),
      encodeURIComponent('"tree"'),
      encodeURIComponent('[1,2,3]'),
      encodeURIComponent('{"children":[]}'),
      encodeURIComponent('['.repeat(5_000)),
      encodeURIComponent(`["",{"children":${'["x",{"children":'.repeat(400)}`),
      encodeURIComponent(JSON.stringify(['', { children: ['x'.repeat(41_000), {}] }])),
    ],
    'next-router-prefetch': ['4', '1, 2', '11', 'full'],
    'next-router-segment-prefetch': ['_tree', '//evil.example', '/a,/b', `/${'a'.repeat(3_000)}`],
    'next-url': ['max', '//evil.example/', 'https://evil.example/', '/max, /min', '\\\\evil'],
    // Any Server Action id, well-formed or not, is refused: the product declares none.
    'next-action': ['7f3a9c1e2b4d6f8a0c1e3b5d7f9a1c3e5b7d9f1a2c', '0', 'x'],
  };
  const random8 = () =>
    Array.from({ length: 1 + Math.floor(random() * 64) }, () =>
      String.fromCharCode(0x21 + Math.floor(random() * 0x5e)),
    ).join('');
  // `2` is a prefetch kind Next's client sends.
  const garbage = HEADER_GARBAGE.filter(
    (value) => header !== 'next-router-prefetch' || value !== '2',
  );
  // Random printable words around a space, which no header of Next's client carries.
  return [
    ...garbage,
    ...byHeader[header],
    `${random8()} ${random8()}`,
    `${random8()} ${random8()}`,
  ];
}

const HEADER_DOMAIN = 'events.fuzz-headers.test';

/** One page of each family (app/[locale]), with the query that gets it past validation. */
const HEADER_PAGES: { url: string; host?: string }[] = [
  { url: `/max?hash=${ONLINE}` },
  { url: `/landing?hash=${ONLINE}` },
  { url: `/mid?hash=${ONLINE}` },
  { url: `/min?hash=${ONLINE}` },
  { url: `/ru/max/${ONLINE}` },
  { url: `/en/max?hash=${ONLINE}` },
  { url: '/', host: HEADER_DOMAIN },
  { url: `/platform?hash=${ONLINE}` },
  { url: `/meetings?hash=${ONLINE}` },
  { url: `/order?hash=${ONLINE}&orderId=order-1` },
  { url: `/site?hash=${ONLINE}` },
  { url: `/site/program?hash=${ONLINE}` },
  { url: `/test?hash=${ONLINE}` },
  { url: `/questions?hash=${ONLINE}` },
  { url: `/polls?hash=${ONLINE}&activityId=${DEMO_IDS.activities.online}` },
  { url: `/participants-rating?hash=${ONLINE}&activityId=${DEMO_IDS.activities.online}` },
  { url: `/certificate?hash=${ONLINE}&token=${DEMO_IDS.certificateTokens.uploaded}` },
  { url: `/form-qr-code?id=${DEMO_IDS.forms.published}` },
  { url: `/stream-keys?id=${DEMO_IDS.streamKeys}` },
  { url: `/randomizer?hash=${ONLINE}` },
  { url: `/email_subscriptions?token=${DEMO_IDS.subscriptionTokens.subscribed}&hash=${ONLINE}` },
  { url: `/portal_subscriptions?token=${DEMO_IDS.subscriptionTokens.subscribed}` },
  { url: '/' },
  { url: '/no-such-page' },
  { url: '/page-not-found' },
];

interface HeaderReply {
  status: number;
  contentType: string;
  body: string;
}

/** A GET with `headers` as given: an array value is sent as that many header lines. */
function sendHeaders(
  origin: string,
  target: string,
  headers: Record<string, string | string[]>,
  localAddress?: string,
): Promise<HeaderReply> {
  const url = new URL(target, origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers: { 'accept-language': 'ru', ...headers },
        agent: false,
        localAddress,
        maxHeaderSize: 256 * 1024,
        timeout: 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out after 20 s')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A visitor of its own at nginx, with its own rate budget. */
const VISITOR = '127.0.250.1';

/** What Next writes when a render fails: its error mark, an error name, a stack frame. */
const LOG_PROBLEM = /⨯|\b(?:Type|Range|Syntax)?Error\b|\bat \S+ \(?[^\s)]+:\d+/;

test.describe('framework headers', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let instance: RunningServer;
  let nginx: RunningNginx;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const { startServer } = await serverHelpers();
    const { startNginx } = await nginxHelpers();
    instance = await startServer({
      host: '127.0.0.1',
      label: 'instance for the header fuzz',
      env: {
        CUSTOM_DOMAINS: JSON.stringify({ [HEADER_DOMAIN]: { hash: ONLINE, variant: 'max' } }),
        REDIS_URL: undefined,
        TRUST_PROXY: undefined,
      },
    });
    nginx = await startNginx({ upstreams: [`127.0.0.1:${instance.port}`] });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await instance?.stop();
  });

  test('malformed, repeated and huge values are a 4xx with Next alone and through nginx, and nothing reaches the log', async () => {
    const random = prng(SEED ^ 0x5bd1e995);
    const logStart = instance.logs.length;
    const cases: { origin: string; target: string; headers: Record<string, string | string[]> }[] =
      [];
    for (const page of HEADER_PAGES) {
      for (const header of FRAMEWORK_HEADERS) {
        const values = headerValues(header, random);
        const sets: Record<string, string | string[]>[] = [
          ...values.map((value) => ({ [header]: value })),
          // Repeats: a valid value twice, and a valid one after garbage.
          { [header]: ['1', '1'] },
          { [header]: [pick(random, values), '1'] },
        ];
        for (const set of sets) {
          const headers: Record<string, string | string[]> = {
            ...(page.host ? { host: page.host } : {}),
            ...set,
          };
          // RSC alone makes the others meaningful to Next: send it along where it is not fuzzed.
          if (header !== 'rsc') headers.rsc = '1';
          cases.push({ origin: instance.origin, target: page.url, headers });
          cases.push({ origin: nginx.origin, target: page.url, headers });
        }
      }
    }
    const problems: string[] = [];
    const statuses = new Map<string, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < cases.length) {
          const { origin, target, headers } = cases[next++]!;
          const alone = origin === instance.origin;
          const label = `${alone ? 'Next' : 'nginx'} ${target} ${JSON.stringify(headers).slice(0, 200)}`;
          let reply: HeaderReply;
          // Through nginx, from loopback addresses of their own: each is a visitor within its
          // rate limits, so every case reaches Next instead of nginx's 429.
          const from = alone ? undefined : `127.0.${1 + (next % 200)}.${2 + (next % 7)}`;
          try {
            reply = await sendHeaders(origin, target, headers, from);
          } catch (error) {
            problems.push(`no answer (${String(error)}): ${label}`);
            continue;
          }
          const key = `${alone ? 'Next' : 'nginx'} ${reply.status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          if (reply.status >= 500) problems.push(`status ${reply.status}: ${label}`);
          else if (STACK_TRACE.test(reply.body)) problems.push(`stack trace in the body: ${label}`);
          // nginx forwards a repeat as its first value, which may be the valid one: only Next
          // alone sees every case as the malformed request it is.
          else if (alone && (reply.status < 400 || reply.status >= 500)) {
            problems.push(`status ${reply.status}, not a 4xx: ${label}`);
          } else if (reply.status === 429) problems.push(`rate-limited, never judged: ${label}`);
        }
      }),
    );
    test.info().annotations.push({
      type: 'fuzz',
      description: `framework headers: seed ${SEED}, ${cases.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    });
    expect(problems, `seed ${SEED} (FUZZ_SEED=${SEED} replays it)`).toEqual([]);
    expect(instance.logs.slice(logStart).filter((line) => LOG_PROBLEM.test(line))).toEqual([]);
  });

  test('a repeated framework header through nginx leaves the next plain request its own content type', async () => {
    for (const header of FRAMEWORK_HEADERS) {
      const path = `/max?hash=${freshHash(`hdr${header.length}`)}&_rsc`;
      const repeated = header === 'rsc' ? { rsc: ['1', '1'] } : { rsc: '1', [header]: ['1', '1'] };
      const first = await sendHeaders(nginx.origin, path, repeated, VISITOR);
      expect(first.status, `${header} repeated`).toBeLessThan(500);
      const html = await sendHeaders(nginx.origin, path, {}, VISITOR);
      expect([html.status, html.contentType], `${header}: plain request`).toEqual([
        200,
        expect.stringMatching(/^text\/html/),
      ]);
      expect(html.contentType, `${header}: plain request`).toMatch(/^text\/html/);
      const rsc = await sendHeaders(nginx.origin, path, { rsc: '1' }, VISITOR);
      expect(rsc.status, `${header}: RSC request`).toBe(200);
      expect(rsc.contentType, `${header}: RSC request`).toMatch(/^text\/x-component/);
      // And the HTML stored first is not served for RSC on a second look either, nor the reverse.
      expect((await sendHeaders(nginx.origin, path, {}, VISITOR)).contentType).toMatch(
        /^text\/html/,
      );
      expect((await sendHeaders(nginx.origin, path, { rsc: '1' }, VISITOR)).contentType).toMatch(
        /^text\/x-component/,
      );
    }
  });
});
