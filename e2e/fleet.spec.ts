import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import en from '../messages/en.json';
import type { RunningNginx } from '../scripts/lib/nginx.mjs';
import {
  startCountingUpstream,
  startInstance,
  startRedis,
  type CountingUpstream,
  type Instance,
  type RedisHandle,
} from './support/fleet';
import { digest, eventTitle, rawRequest, type RawReply } from './support/proxy';
import { nginxHelpers } from './support/scripts';

/**
 * The deployment in small: Debian's nginx with the shipped config (deploy/nginx/event-site.conf)
 * in front of two production instances of the suite's build, which share one Redis and one
 * upstream. The upstream counts every call and nginx logs which instance answered each request,
 * so "reached Next once a second" and "asked the upstream once" are counts, not guesses.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SECRET = 'fleet-e2e-secret-0123456789';
const HASH = DEMO_IDS.hashes.offline;
const LANDING = `/max?hash=${HASH}`;
const CROWD_HASH = DEMO_IDS.hashes.online;
const CROWD_LANDING = `/max?hash=${CROWD_HASH}`;
const NEVER_RENDERED = `/max?hash=${DEMO_IDS.hashes.hybrid}`;
const CROWD_CONNECTIONS = 20;
const CROWD_SECONDS = 8;
/**
 * nginx keeps cache times in whole seconds: a copy stored for "1s" expires when the clock has
 * passed the next full second, so it lives between 1 and 2 s.
 */
const MICROCACHE_MAX_AGE_MS = 2000;

let redis: RedisHandle;
let upstream: CountingUpstream;
let a: Instance;
let b: Instance;
let nginx: RunningNginx;
let originalName: string;

const address = (instance: Instance) => `127.0.0.1:${instance.port}`;

async function landing(origin: string, target = LANDING): Promise<RawReply> {
  return rawRequest(origin, target);
}

/**
 * Waits until the server at `origin` dates its answers at least `seconds` after `since` (an
 * HTTP `Date`): time measured by the server that keeps the cache, not by the test.
 */
async function passSecondsOn(origin: string, since: string | undefined, seconds: number) {
  const start = Date.parse(since ?? '');
  expect(start, 'the first answer is dated').not.toBeNaN();
  await expect
    .poll(async () => Date.parse((await rawRequest(origin, '/api/health')).headers.date ?? ''), {
      message: `${origin} dates its answers ${seconds} s later`,
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(start + seconds * 1000);
}

/** Upstream addresses nginx logged for `uri` (one entry per request an instance received). */
function answeredBy(uri: string): string[] {
  return nginx
    .accessLog()
    .filter((entry) => entry.uri === uri && entry.upstream !== '')
    .map((entry) => entry.upstream);
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  redis = await startRedis();
  upstream = await startCountingUpstream();
  const options = {
    siteUrl: 'https://events.example.test',
    upstream: upstream.origin,
    redisUrl: redis.url,
    revalidateSecret: SECRET,
  };
  [a, b] = await Promise.all([startInstance(options), startInstance(options)]);
  const { startNginx } = await nginxHelpers();
  nginx = await startNginx({ upstreams: [address(a), address(b)], label: 'nginx (fleet)' });
  // Each instance renders one landing of its own first, so no timed step below pays for a first
  // render's module loading (events the tests below never ask for).
  for (const [instance, hash] of [
    [a, DEMO_IDS.hashes.completed],
    [b, DEMO_IDS.hashes.corporate],
  ] as const) {
    expect((await landing(instance.origin, `/max?hash=${hash}`)).status).toBe(200);
  }
  const activity = await fetch(`${upstream.origin}/media/eventor/public/activity/${HASH}`);
  originalName = ((await activity.json()) as { activity: { name: string } }).activity.name;
  upstream.calls.length = 0;
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await upstream?.stop();
  await redis?.stop();
});

test('a landing rendered by instance A is served by instance B without a new upstream call', async () => {
  const first = await landing(a.origin);
  expect(first.status).toBe(200);
  expect(eventTitle(first.text)).toBe(originalName);
  expect(upstream.callsTo(`/activity/${HASH}`)).toBeGreaterThan(0);

  const callsAfterA = upstream.calls.length;
  const second = await landing(b.origin);
  expect(second.status).toBe(200);
  // The same bytes (compared by digest: a failure message need not print two landings).
  expect(digest(second.text)).toBe(digest(first.text));
  expect(upstream.calls.slice(callsAfterA)).toEqual([]);
  // B knows the copy's lifetime too (lib/cache/fleet.mjs): the page's own period, not
  // the 1 s Next assumes for an entry it has no lifetime for.
  expect(first.headers['cache-control']).toBe('s-maxage=30, stale-while-revalidate=604770');
  expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
  // Past the 1 s Next would assume, by B's own clock (its `Date` header, whole seconds).
  await passSecondsOn(b.origin, first.headers.date, 2);
  const third = await landing(b.origin);
  expect(third.headers['x-nextjs-cache']).toBe('HIT');
  expect(third.headers['cache-control']).toBe(first.headers['cache-control']);
});

test('a crowd on one landing reaches Next about once a second and the upstream once', async () => {
  // The crowd's landing has never been rendered: it starts cold, within one revalidate period
  // (30 s), so the whole fleet should read the event from the upstream exactly once.
  const activityCalls = () => upstream.callsTo(`/activity/${CROWD_HASH}`);
  expect(activityCalls()).toBe(0);
  const statuses = new Map<number, number>();
  const started = Date.now();
  const deadline = started + CROWD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CROWD_CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const reply = await rawRequest(nginx.origin, CROWD_LANDING, {
          headers: { 'accept-encoding': 'gzip' },
        });
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const requests = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const toNext = answeredBy(CROWD_LANDING);
  console.log(
    `crowd: ${requests} requests in ${seconds.toFixed(1)} s from ${CROWD_CONNECTIONS} connections; ` +
      `${toNext.length} reached Next (A ${toNext.filter((x) => x === address(a)).length}, ` +
      `B ${toNext.filter((x) => x === address(b)).length}); ` +
      `${activityCalls()} activity reads upstream, ${upstream.calls.length} upstream calls in all`,
  );

  expect([...statuses.keys()]).toEqual([200]);
  // About once a second: the first request, then one background refresh whenever the copy has
  // expired (every 1-2 s, see MICROCACHE_MAX_AGE_MS), never one per visitor. Counted against
  // the seconds nginx itself logged the crowd in, not the test's clock (bench:fleet times it).
  const crowdSeconds = new Set(
    nginx
      .accessLog()
      .filter((entry) => entry.uri === CROWD_LANDING)
      .map((entry) => entry.time),
  ).size;
  expect(toNext.length).toBeGreaterThanOrEqual(2);
  expect(toNext.length).toBeLessThanOrEqual(crowdSeconds + 1);
  // Both instances took turns, and took the page from the shared cache, not the upstream.
  expect(new Set(toNext)).toEqual(new Set([address(a), address(b)]));
  expect(activityCalls()).toBe(1);
});

test('POST /api/revalidate on A shows through the proxy within the microcache lifetime + 1 s', async () => {
  const newName = `${originalName} (перенесено)`;
  upstream.rename(HASH, newName);
  // The edit alone changes nothing yet: the cached copy is served.
  expect(eventTitle((await landing(nginx.origin)).text)).toBe(originalName);

  const post = (secret: string, body: unknown) =>
    fetch(`${a.origin}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify(body),
    });
  const refused = await post('not-the-secret-0123456789', { hash: HASH });
  expect(refused.status).toBe(401);
  expect((await post(SECRET, { hash: 'no spaces allowed' })).status).toBe(400);

  const accepted = await post(SECRET, { hash: HASH });
  expect(accepted.status).toBe(200);
  expect(accepted.headers.get('cache-control')).toBe('no-store');
  expect(await accepted.json()).toMatchObject({ revalidated: [`activity:${HASH}`] });
  const revalidatedAt = Date.now();

  // Visitors keep asking through nginx until the new name shows: once the microcache copy has
  // expired (MICROCACHE_MAX_AGE_MS) and an instance has rendered the page again. How long that
  // takes is printed, not budgeted here.
  await expect
    .poll(async () => eventTitle((await landing(nginx.origin)).text), {
      message: 'the new name shows through nginx',
      timeout: MICROCACHE_MAX_AGE_MS + 10_000,
    })
    .toBe(newName);
  console.log(`revalidate: new name through nginx ${Date.now() - revalidatedAt} ms after the POST`);

  // Both instances serve it; whichever rendered it first, the other took it from Redis.
  const activityCalls = upstream.callsTo(`/activity/${HASH}`);
  for (const instance of [a, b]) {
    expect(eventTitle((await landing(instance.origin)).text)).toBe(newName);
  }
  expect(upstream.callsTo(`/activity/${HASH}`)).toBe(activityCalls);
});

test('one instance killed: the proxy keeps answering from the other', async () => {
  process.kill(-a.pid!, 'SIGKILL');
  expect(await a.exited).toBe('SIGKILL');
  // Distinct queries miss the microcache: each is a request nginx must pass to an instance.
  const targets = Array.from({ length: 6 }, (_, index) => `${LANDING}&debug=visit-${index}`);
  for (const target of targets) {
    const reply = await landing(nginx.origin, target);
    expect(reply.status, target).toBe(200);
    expect(eventTitle(reply.text), target).toMatch(/\(перенесено\)$/);
  }
  // nginx logs a request as it finalises it, possibly just after the answer was read.
  await expect
    .poll(() => targets.flatMap(answeredBy).length, { timeout: 2000 })
    .toBe(targets.length);
  const tried = targets.flatMap(answeredBy);
  // Every request was answered by B; the one sent to A first was retried there (`A, B`).
  for (const upstreams of tried) expect(upstreams.split(', ').at(-1)).toBe(address(b));
  expect(tried).toContain(`${address(a)}, ${address(b)}`);
});

test('upstream down: landings are still served from the cache', async () => {
  await upstream.stop();
  // Each landing once nginx has passed it to an instance (its copy expired, or a query it has
  // never seen): Next itself answers, from its own (Redis-shared) cache, while every upstream
  // call fails.
  for (const target of [LANDING, `${LANDING}&debug=visit-outage`, CROWD_LANDING]) {
    const reached = answeredBy(target).length;
    let reply: RawReply | undefined;
    await expect
      .poll(
        async () => {
          reply = await landing(nginx.origin, target);
          return answeredBy(target).length;
        },
        { message: `nginx passes ${target} to an instance`, timeout: 10_000 },
      )
      .toBeGreaterThan(reached);
    expect(reply?.status, target).toBe(200);
    expect(eventTitle(reply?.text ?? ''), target).toBeTruthy();
    // The instance answered it itself (not nginx from a stale copy over a failed instance).
    const last = nginx
      .accessLog()
      .filter((entry) => entry.uri === target && entry.upstream !== '')
      .at(-1);
    expect(last?.upstream_status, target).toBe('200');
  }
  // A landing nobody rendered has nothing to fall back on: the localized error page, a 5xx.
  const never = await landing(nginx.origin, `/en${NEVER_RENDERED}`);
  expect(never.status).toBeGreaterThanOrEqual(500);
  expect(never.text).toContain(en.errors.UNEXPECTED);
});

test('Redis down: the remaining instance still answers through the proxy and says it is degraded', async () => {
  await redis.stop();
  const cached = await landing(nginx.origin, `${LANDING}&debug=visit-redis`);
  expect(cached.status).toBe(200);
  expect(eventTitle(cached.text)).toMatch(/\(перенесено\)$/);
  expect((await rawRequest(nginx.origin, '/api/health')).status).toBe(200);

  const ready = await rawRequest(nginx.origin, '/api/ready');
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.text)).toMatchObject({ ok: false, checks: { redis: { ok: false } } });
});
