import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import type { RunningNginx } from '../scripts/lib/nginx.mjs';
import {
  startCountingUpstream,
  startInstance,
  startRedis,
  type CountingUpstream,
  type Instance,
  type RedisHandle,
} from './support/fleet';
import {
  query,
  scalar,
  startNginxExporter,
  startPrometheus,
  startRedisExporter,
  type Running,
} from './support/monitoring';
import { rawRequest } from './support/proxy';
import { nginxHelpers, serverHelpers } from './support/scripts';

/**
 * What an operator sees, end to end: Debian's Prometheus scrapes two production instances
 * (sharing one Redis and one counting upstream), prometheus-nginx-exporter (nginx's
 * `stub_status`) and prometheus-redis-exporter, with the shipped alert rules loaded. Traffic is
 * driven through nginx with the shipped config, then Prometheus's HTTP API must show numbers that
 * follow it: the upstream's own count of calls, failures as failures, the Redis gauge through an
 * outage, renders far fewer than requests.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SECRET = 'operable-e2e-secret-0123456789';
const LANDINGS = [DEMO_IDS.hashes.online, DEMO_IDS.hashes.offline].map(
  (hash) => `/max?hash=${hash}`,
);
const BROKEN = `/max?hash=${DEMO_IDS.faults.broken}`;
const CROWD_REQUESTS = 300;
const CROWD_CONNECTIONS = 10;
const STATUS_PATH = '/.nginx-status';

let redis: RedisHandle;
let upstream: CountingUpstream;
let a: Instance;
let b: Instance;
let nginx: RunningNginx;
let nginxExporter: Running;
let redisExporter: Running;
let prometheus: Running;

/** Waits for a Prometheus query to satisfy `check` (scrapes come every second). */
async function eventually(
  what: string,
  promql: string,
  check: (value: number | undefined) => boolean,
  timeoutMs = 30_000,
): Promise<number | undefined> {
  const { waitUntil } = await serverHelpers();
  let last: number | undefined;
  await waitUntil(
    async () => check((last = await scalar(prometheus, promql))),
    what,
    () => `${promql} = ${last}`,
    timeoutMs,
  );
  return last;
}

/** The instances' JSON log lines with this `msg`. */
function logged(msg: string): Array<Record<string, unknown>> {
  return [...a.logs, ...b.logs]
    .filter((line) => line.startsWith('{') && line.includes(`"msg":"${msg}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  redis = await startRedis();
  upstream = await startCountingUpstream();
  const options = {
    siteUrl: 'https://events.example.test',
    upstream: upstream.origin,
    redisUrl: redis.url,
    revalidateSecret: SECRET,
  };
  [a, b] = await Promise.all([startInstance(options), startInstance(options)]);
  const { startNginx, SITE_CONFIG } = await nginxHelpers();
  // The shipped config serves stub_status to internal addresses at STATUS_PATH; until it does,
  // a loopback server of the test's own stands in (the exporter reads the same counters).
  const shipsStatus = readFileSync(SITE_CONFIG, 'utf8').includes('stub_status');
  const { freePort } = await serverHelpers();
  const statusPort = await freePort();
  nginx = await startNginx({
    upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`],
    label: 'nginx (operable)',
    extraHttp: shipsStatus
      ? ''
      : `server { listen 127.0.0.1:${statusPort}; location = ${STATUS_PATH} { stub_status; } }`,
  });
  const statusUrl = shipsStatus
    ? `${nginx.origin}${STATUS_PATH}`
    : `http://127.0.0.1:${statusPort}${STATUS_PATH}`;
  [nginxExporter, redisExporter] = await Promise.all([
    startNginxExporter(statusUrl),
    startRedisExporter(redis.url),
  ]);
  prometheus = await startPrometheus({
    instances: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`],
    nginxExporter: nginxExporter.address,
    redisExporter: redisExporter.address,
  });
});

test.afterAll(async () => {
  await prometheus?.stop();
  await Promise.all([nginxExporter?.stop(), redisExporter?.stop()]);
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await upstream?.stop();
  await redis?.stop();
});

test('every target is up and names its build', async () => {
  await eventually('four targets up', 'sum(up)', (value) => value === 4);
  const up = await query(prometheus, 'up');
  expect(up.map(({ metric }) => metric.job).sort()).toEqual([
    'event-site',
    'event-site',
    'nginx',
    'redis',
  ]);
  await eventually('nginx seen by its exporter', 'nginx_up', (value) => value === 1);
  await eventually('Redis seen by its exporter', 'redis_up', (value) => value === 1);
  const builds = await query(prometheus, 'event_site_build_info');
  expect(builds).toHaveLength(2);
  expect(new Set(builds.map(({ metric }) => metric.build_id)).size).toBe(1);
  expect(builds[0]?.metric.build_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(builds[0]?.metric.node_version).toMatch(/^v24\./);
});

test('landings through nginx: upstream calls counted per endpoint, renders far fewer than requests', async () => {
  let sent = 0;
  await Promise.all(
    Array.from({ length: CROWD_CONNECTIONS }, async () => {
      while (sent < CROWD_REQUESTS) {
        const target = LANDINGS[sent++ % LANDINGS.length] ?? '';
        expect((await rawRequest(nginx.origin, target)).status).toBe(200);
      }
    }),
  );
  // Each endpoint's count in Prometheus is exactly what the upstream itself received.
  for (const [endpoint, fragment] of [
    ['/eventor/public/activity/:hash', '/eventor/public/activity/'],
    ['/eventor/public/listevents/:id', '/eventor/public/listevents/'],
    ['/viewer/info/:hash', '/viewer/info/'],
  ] as const) {
    const received = upstream.callsTo(fragment);
    expect(received).toBeGreaterThan(0);
    await eventually(
      `${endpoint} counted`,
      `sum(event_site_upstream_requests_total{endpoint="${endpoint}", outcome="2xx"})`,
      (value) => value === received,
    );
  }
  await eventually(
    'nginx requests counted',
    'sum(nginx_http_requests_total)',
    (value) => (value ?? 0) >= CROWD_REQUESTS,
  );
  const renders = await eventually(
    'renders counted',
    'sum(event_site_renders_total{family="max", outcome="ok"})',
    (value) => (value ?? 0) > 0,
  );
  console.log(`operable: ${CROWD_REQUESTS} landing requests through nginx, ${renders} renders`);
  expect(renders ?? Infinity).toBeLessThan(CROWD_REQUESTS / 10);
});

test('an upstream failure is counted as a failure and logged as one JSON line', async () => {
  expect((await rawRequest(nginx.origin, BROKEN)).status).toBeGreaterThanOrEqual(500);
  const failed = upstream.callsTo(`/activity/${DEMO_IDS.faults.broken}`);
  expect(failed).toBeGreaterThan(0);
  await eventually(
    'failures counted',
    'sum(event_site_upstream_requests_total{endpoint="/eventor/public/activity/:hash", outcome="5xx"})',
    (value) => value === failed,
  );
  await eventually(
    'failed render counted',
    'sum(event_site_renders_total{outcome="error"})',
    (value) => (value ?? 0) >= 1,
  );
  // Log lines reach the test through the child's stdout pipe: wait for them, never assume.
  await expect
    .poll(() => logged('upstream_error'))
    .toContainEqual(
      expect.objectContaining({
        level: 'error',
        endpoint: '/eventor/public/activity/:hash',
        outcome: '5xx',
        path: `/eventor/public/activity/${DEMO_IDS.faults.broken}`,
        time: expect.any(String),
      }),
    );
  // The render's failure carries the route's pattern (never the URL) and the request's id.
  const requestId = 'fedcba9876543210fedcba9876543210';
  const direct = await rawRequest(a.origin, BROKEN, { headers: { 'x-request-id': requestId } });
  expect(direct.status).toBe(500);
  // Next reports the failure once per render layer, after the answer has gone out: wait for it.
  await expect
    .poll(() => logged('request_error'))
    .toContainEqual(
      expect.objectContaining({
        level: 'error',
        route: expect.stringMatching(
          /^\/\[locale\]\/landings\/\[variant\]\/\[kind\]\/\[key\]\/full/,
        ),
        request_id: requestId,
      }),
    );
});

test('Redis stopped and started again: the gauge goes 0 and back to 1, fallback reads counted', async () => {
  const port = Number(new URL(redis.url).port);
  // Each instance reads its cache once, so both have connected to Redis whatever nginx chose.
  for (const instance of [a, b]) {
    expect((await rawRequest(instance.origin, LANDINGS[0] ?? '')).status).toBe(200);
  }
  await eventually('Redis up on both', 'sum(event_site_cache_redis_up)', (value) => value === 2);
  await redis.stop();
  await eventually('Redis down on both', 'max(event_site_cache_redis_up)', (value) => value === 0);
  await eventually('exporter sees Redis down', 'redis_up', (value) => value === 0);
  // Straight to the instances (not nginx's microcache): their cache reads meet a dead Redis.
  for (const instance of [a, b]) {
    for (const target of LANDINGS) {
      expect((await rawRequest(instance.origin, target)).status).toBe(200);
    }
  }
  await eventually(
    'fallback reads counted',
    'sum(event_site_cache_fallback_reads_total)',
    (value) => (value ?? 0) > 0,
  );
  await eventually(
    'the shipped alert pending',
    'count(ALERTS{alertname="EventSiteRedisDown"})',
    (value) => (value ?? 0) >= 1,
  );
  await expect.poll(() => logged('redis_down').length).toBeGreaterThanOrEqual(2);

  redis = await startRedis({ port });
  await eventually(
    'Redis up again on both',
    'min(event_site_cache_redis_up) + count(event_site_cache_redis_up)',
    (value) => value === 3,
  );
  await eventually('exporter sees Redis up', 'redis_up', (value) => value === 1);
  await expect.poll(() => logged('redis_up').length).toBeGreaterThanOrEqual(2);
});

test('a revalidation is counted and logged with the request id', async () => {
  const requestId = '0123456789abcdef0123456789abcdef';
  const response = await fetch(`${a.origin}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-revalidate-secret': SECRET,
      'x-request-id': requestId,
    },
    body: JSON.stringify({ hash: DEMO_IDS.hashes.online }),
  });
  expect(response.status).toBe(200);
  await eventually(
    'tag revalidation counted',
    'sum(event_site_revalidations_total{trigger="tag"})',
    (value) => value === 1,
  );
  await expect
    .poll(() => logged('revalidation'))
    .toContainEqual(
      expect.objectContaining({ level: 'info', request_id: requestId, trigger: 'tag' }),
    );
});

test('every shipped alert rule evaluates against the live metrics without error', async () => {
  const response = await fetch(`${prometheus.origin}/api/v1/rules`);
  const body = (await response.json()) as {
    data: { groups: Array<{ rules: Array<{ name: string; health: string; lastError?: string }> }> };
  };
  const rules = body.data.groups.flatMap((group) => group.rules);
  expect(rules.length).toBeGreaterThanOrEqual(8);
  expect(rules.filter((rule) => rule.health !== 'ok')).toEqual([]);
});
