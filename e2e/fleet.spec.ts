import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../lib/demo/ids';
import {
  startCountingUpstream,
  startInstance,
  startRedis,
  type CountingUpstream,
  type Instance,
  type RedisHandle,
} from './support/fleet';

/**
 * Issue 7: two production instances of the suite's build share one Redis and one upstream.
 * The upstream counts every call, so "served from the shared cache" is a count, not a guess.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SECRET = 'fleet-e2e-secret-0123456789';
const HASH = DEMO_IDS.hashes.offline;
const LANDING = `/max?hash=${HASH}`;
const NEVER_RENDERED = `/max?hash=${DEMO_IDS.hashes.hybrid}`;

let redis: RedisHandle;
let upstream: CountingUpstream;
let a: Instance;
let b: Instance;
let originalName: string;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The event name in the landing's heading (assertions print it, not the whole page). */
function title(html: string): string | undefined {
  return /<h1 id="event-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

async function landing(instance: Instance, target = LANDING) {
  const response = await fetch(instance.origin + target);
  return { status: response.status, html: await response.text() };
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
  const activity = await fetch(`${upstream.origin}/media/eventor/public/activity/${HASH}`);
  originalName = ((await activity.json()) as { activity: { name: string } }).activity.name;
  upstream.calls.length = 0;
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await upstream?.stop();
  await redis?.stop();
});

test('a landing rendered by instance A is served by instance B without a new upstream call', async () => {
  const first = await landing(a);
  expect(first.status).toBe(200);
  expect(title(first.html)).toBe(originalName);
  expect(upstream.callsTo(`/activity/${HASH}`)).toBeGreaterThan(0);

  const callsAfterA = upstream.calls.length;
  const second = await landing(b);
  expect(second.status).toBe(200);
  // The same bytes (compared by digest: a failure message need not print two landings).
  expect(digest(second.html)).toBe(digest(first.html));
  expect(upstream.calls.slice(callsAfterA)).toEqual([]);
});

test('POST /api/revalidate on A makes B serve the new data', async () => {
  const newName = `${originalName} (перенесено)`;
  upstream.rename(HASH, newName);
  // The edit alone changes nothing yet: both instances serve the cached copy.
  expect(title((await landing(b)).html)).toBe(originalName);

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

  // The expiry reaches B through Redis pub/sub, asynchronously (milliseconds): B is polled.
  await expect
    .poll(async () => title((await landing(b)).html), { timeout: 5000, intervals: [50] })
    .toBe(newName);

  // A takes B's fresh copy from Redis instead of asking the upstream again.
  const activityCalls = upstream.callsTo(`/activity/${HASH}`);
  await expect
    .poll(async () => title((await landing(a)).html), { timeout: 5000, intervals: [50] })
    .toBe(newName);
  expect(upstream.callsTo(`/activity/${HASH}`)).toBe(activityCalls);
});

test('stopping Redis leaves both instances answering 200', async () => {
  await redis.stop();
  for (const instance of [a, b]) {
    const cached = await landing(instance);
    expect(cached.status).toBe(200);
    expect(title(cached.html)).toMatch(/\(перенесено\)$/);
    expect((await landing(instance, NEVER_RENDERED)).status).toBe(200);
    expect((await fetch(`${instance.origin}/api/health`)).status).toBe(200);

    const ready = await fetch(`${instance.origin}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      ok: false,
      checks: { media: { ok: true }, redis: { ok: false } },
    });
    expect(instance.logs.filter((line) => line.includes('[cache] Redis unreachable'))).toHaveLength(
      1,
    );
  }
});
