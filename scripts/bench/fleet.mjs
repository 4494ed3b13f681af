// `bench fleet` (`npm run bench:fleet`): nginx with the shipped config in front of two instances
// sharing Next's cache through one Redis, under load, then under a steady soak (docs/benchmarks.md).
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  benchEnv,
  countCalls,
  groupRssBytes,
  integer,
  mb,
  pathsOnly,
  pause,
  runBench,
  statusCounts,
  UPSTREAM_COUNTER,
} from './common.mjs';
import { REVALIDATE_SECONDS } from '../../lib/cache/periods.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { startRedisServer } from '../lib/redis.mjs';
import { freePort, startServer } from '../lib/server.cjs';

const SETTLE_SECONDS = 30;
const RSS_SAMPLE_SECONDS = 10;

/** '/demo/media/eventor/public/activity/demo-online' → { event: 'demo-online', kind: 'activity' }. */
function classify(call, hallToEvent) {
  const activity = /\/eventor\/public\/activity\/([^/]+)$/.exec(call);
  if (activity) return { event: activity[1], kind: 'activity' };
  const events = /\/eventor\/public\/listevents\/(\d+)$/.exec(call);
  if (events) return { event: hallToEvent.get(events[1]) ?? `hall ${events[1]}`, kind: 'schedule' };
  const viewer = /\/viewer\/info\/([^/]+)$/.exec(call);
  if (viewer) return { event: viewer[1], kind: 'registration' };
  return { event: 'other', kind: call.split('/').slice(3, 5).join('/') };
}

function perEvent(calls, hallToEvent) {
  const table = new Map();
  for (const { path: call } of calls) {
    const { event, kind } = classify(call, hallToEvent);
    const row = table.get(event) ?? {};
    row[kind] = (row[kind] ?? 0) + 1;
    table.set(event, row);
  }
  return table;
}

function printCalls(title, calls, hallToEvent, seconds) {
  const periods = seconds / REVALIDATE_SECONDS;
  console.log(
    `  upstream calls, whole fleet (${calls.length}; ${seconds} s = ${periods.toFixed(1)} revalidate periods of ${REVALIDATE_SECONDS} s):`,
  );
  for (const [event, kinds] of perEvent(calls, hallToEvent)) {
    const detail = Object.entries(kinds)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ');
    const activity = kinds.activity ?? 0;
    console.log(
      `    ${event.padEnd(16)} ${detail}  → ${(activity / Math.max(periods, 1)).toFixed(2)} activity reads per period`,
    );
  }
  if (calls.length === 0) console.log(`    none during ${title}`);
}

/** Growth over the whole series along its least-squares line, relative to the line's start. */
function trendGrowth(series) {
  const n = series.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = series.reduce((sum, y) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  series.forEach((y, x) => {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  });
  const slope = covariance / variance;
  const start = meanY - slope * meanX;
  return (slope * (n - 1)) / start;
}

export const run = (args) => runBench('bench:fleet', (bench) => fleet(bench, args));

async function fleet(bench, args) {
  const { values: options } = parseArgs({
    args,
    options: {
      landing: { type: 'string', multiple: true },
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '40' },
      soak: { type: 'string', default: '300' },
      rate: { type: 'string', default: '100' },
      build: { type: 'boolean', default: false },
    },
  });
  const landings = pathsOnly(
    bench,
    options.landing?.length
      ? options.landing
      : ['/max?hash=demo-online', '/max?hash=demo-offline', '/max?hash=demo-hybrid'],
  );
  const duration = integer(bench, options, 'duration', 1, 120, ' s');
  const connections = integer(bench, options, 'connections', 2, 500);
  const soak = integer(bench, options, 'soak', 0, 900, ' s');
  const rate = integer(bench, options, 'rate', 1, 2000, ' requests/s');
  bench.build(options.build);
  bench.limit(240_000 + (duration + soak + SETTLE_SECONDS + 60) * 1000);

  const demo = await bench.startDemo();
  const preload = bench.preload(UPSTREAM_COUNTER, 'upstream-counter.cjs');
  const redis = bench.track(await startRedisServer().catch((error) => bench.fail(error.message)));
  const redisUrl = redis.url;
  // One public origin for the fleet, nginx's: identical HTML on both instances.
  const nginxPort = await freePort();
  /** Upstream calls of the whole fleet, with the time each was logged. */
  const upstreamCalls = [];
  const startInstance = async (name) => {
    const instance = await startServer({
      host: '127.0.0.1',
      env: benchEnv({ SITE_URL: `http://127.0.0.1:${nginxPort}`, REDIS_URL: redisUrl }),
      preload,
      label: `instance ${name}`,
    });
    countCalls(bench.track(instance), upstreamCalls);
    return { name, ...instance };
  };
  const a = await startInstance('A');
  const b = await startInstance('B');
  const instances = [a, b];
  const nginx = bench.track(
    await startNginx({
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      port: nginxPort,
      label: 'bench:fleet nginx',
    }),
  );
  console.log(
    `bench:fleet: Redis ${redisUrl}, instances ${a.origin} (pid ${a.pid}), ${b.origin} (pid ${b.pid}), ` +
      `nginx ${nginx.origin} (pid ${nginx.pid}) with the shipped config`,
  );
  /** Requests nginx passed to each instance since `since` (an access-log length). */
  const perInstance = (since) => {
    const counts = instances.map(() => 0);
    for (const entry of nginx.accessLog().slice(since)) {
      instances.forEach((instance, index) => {
        if (entry.upstream.split(', ').at(-1) === `127.0.0.1:${instance.port}`) counts[index] += 1;
      });
    }
    return instances.map((instance, index) => `${instance.name} ${counts[index]}`).join(', ');
  };

  // Which hall belongs to which event, to file schedule reads under their event.
  const hallToEvent = new Map();
  for (const target of landings) {
    const hash = new URL(target, a.origin).searchParams.get('hash');
    if (!hash) continue;
    const response = await fetch(`${demo.origin}/demo/media/eventor/public/activity/${hash}`);
    const body = await response.json().catch(() => ({}));
    const hall = body?.activity?.mainHall?.id;
    if (hall !== undefined) hallToEvent.set(String(hall), hash);
  }
  upstreamCalls.length = 0;

  // Warm-up: A renders each landing once, B must then serve it from the shared cache.
  const warmStatuses = [];
  for (const instance of instances) {
    for (const target of landings) {
      const response = await fetch(instance.origin + target);
      await response.arrayBuffer();
      warmStatuses.push(response.status);
    }
  }
  await pause(300);
  const warmCalls = upstreamCalls.length;
  console.log(
    `warm-up: each landing once on A, then on B: statuses ${warmStatuses.join(' ')}; ` +
      `${warmCalls} upstream calls (${upstreamCalls.filter((call) => /\/activity\//.test(call.path)).length} activity reads: A's renders only)`,
  );

  // Load: every connection cycles through the landings, through nginx as visitors would.
  console.log(
    `\nload: ${connections} connections through nginx × ${duration} s, landings ${landings.join(', ')}`,
  );
  const loadStart = Date.now();
  const logBefore = nginx.accessLog().length;
  const load = await autocannon({
    url: nginx.origin,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip' },
    requests: landings.map((target) => ({ method: 'GET', path: target })),
  });
  await pause(300);
  const loadCalls = upstreamCalls.filter((call) => call.at >= loadStart);
  const errors = load.errors + load.timeouts + load.non2xx;
  console.log(
    `  ${load.requests.average.toFixed(0)} req/s, ${load.requests.total} requests, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms`,
  );
  console.log(
    `  statuses ${statusCounts(load)}; errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}`,
  );
  console.log(`  requests that reached an instance: ${perInstance(logBefore)}`);
  // The microcache's promise: each landing reaches Next about once a second (its copy lives
  // 1–2 s), whatever the crowd; the e2e (fleet.spec.ts) checks the count, this times it.
  const loadEntries = nginx.accessLog().slice(logBefore);
  const toNextPerSecond = landings.map((target) => {
    const reached = loadEntries.filter((e) => e.uri === target && e.upstream !== '').length;
    return reached / duration;
  });
  // Answers nginx gave from its microcache (no instance named), over every landing.
  const microcacheHits = loadEntries.filter(
    (e) => landings.includes(e.uri) && e.upstream === '',
  ).length;
  console.log(
    `  reached Next per landing: ${toNextPerSecond.map((rate) => `${rate.toFixed(2)}/s`).join(', ')}; microcache hits ${microcacheHits}`,
  );
  printCalls('load', loadCalls, hallToEvent, duration);

  let soakGrowth = 0;
  let soakErrors = 0;
  if (soak > 0) {
    const steadyLoad = (seconds) =>
      autocannon({
        url: nginx.origin,
        headers: { 'accept-encoding': 'gzip' },
        connections: 10,
        overallRate: rate,
        duration: seconds,
        requests: landings.map((target) => ({ method: 'GET', path: target })),
      });
    // The load phase leaves heaps grown and garbage pending; the soak's starting point is the
    // instances settled at the soak's own rate, so growth measures the soak, not the load.
    console.log(`\nsoak: ${SETTLE_SECONDS} s at ${rate} requests/s to settle (not counted)…`);
    await steadyLoad(SETTLE_SECONDS);
    console.log(`soak: ${rate} requests/s in total, steady, for ${soak} s`);
    const before = instances.map((instance) => groupRssBytes(instance.pid));
    const samples = instances.map((_, index) => [before[index]]);
    const sampler = setInterval(() => {
      instances.forEach((instance, index) => samples[index].push(groupRssBytes(instance.pid)));
    }, RSS_SAMPLE_SECONDS * 1000);
    const soakStart = Date.now();
    const steady = await steadyLoad(soak);
    clearInterval(sampler);
    await pause(300);
    const after = instances.map((instance) => groupRssBytes(instance.pid));
    soakErrors = steady.errors + steady.timeouts + steady.non2xx;
    console.log(
      `  ${steady.requests.average.toFixed(0)} req/s, ${steady.requests.total} requests, p50 ${steady.latency.p50} ms, p99 ${steady.latency.p99} ms; statuses ${statusCounts(steady)}; errors ${soakErrors}`,
    );
    instances.forEach((instance, index) => {
      samples[index].push(after[index]);
      const growth = (after[index] - before[index]) / before[index];
      // GC makes RSS a sawtooth (±10 % between two samples here); a leak is a trend. The target
      // is judged on the least-squares line through every sample, over the soak's length.
      const trend = trendGrowth(samples[index]);
      soakGrowth = Math.max(soakGrowth, trend);
      console.log(
        `  RSS ${instance.name}: ${mb(before[index])} MB at the start, ${mb(after[index])} MB at the end (${(growth * 100).toFixed(1)} %); trend over the soak ${(trend * 100).toFixed(1)} %; every ${RSS_SAMPLE_SECONDS} s: ${samples[index].map((bytes) => (bytes / 1024 / 1024).toFixed(0)).join(' ')} MB`,
      );
    });
    printCalls(
      'soak',
      upstreamCalls.filter((call) => call.at >= soakStart),
      hallToEvent,
      soak,
    );
  }

  const cacheLines = instances.flatMap((instance) =>
    instance.logs
      .filter((line) => line.includes('[cache]'))
      .map((line) => `${instance.name}: ${line}`),
  );
  if (cacheLines.length) console.log(`\ncache log:\n  ${cacheLines.join('\n  ')}`);
  // The reads and microcache lines count what the upstream and Next saw: none counted is
  // `no data`, a FAIL (the counter or the access log broke, not a perfect cache).
  const { verdicts } = bench;
  const allowedReads = Math.ceil(duration / REVALIDATE_SECONDS) + 1;
  const reads = [...perEvent(loadCalls, hallToEvent).values()].map((kinds) => kinds.activity ?? 0);
  const totalReads = reads.reduce((sum, count) => sum + count, 0);
  const readsOk = reads.every((count) => count <= allowedReads);
  console.log('\ntargets');
  console.log(
    `  errors          ${errors + soakErrors} (0)  ${verdicts.judge(errors + soakErrors === 0)}`,
  );
  console.log(
    `  upstream reads  at most ${verdicts.figure(totalReads, () => Math.max(...reads))} activity reads per event during the load ` +
      `(≤ ${allowedReads}: one per ${REVALIDATE_SECONDS} s period for the whole fleet, + 1)  ${verdicts.counted(totalReads, readsOk)}`,
  );
  const maxToNext = Math.max(0, ...toNextPerSecond) * duration;
  // Every landing reaches Next at least once and the rest are hits: a zero in either is no data.
  const microcacheData = Math.min(microcacheHits, ...toNextPerSecond);
  console.log(
    `  microcache      at most ${verdicts.figure(microcacheData, () => maxToNext)} requests per landing reached Next in the ${duration} s load, ` +
      `${microcacheHits} hits (≤ ${duration + 1}: once a second, + 1 for a second boundary; never once per visitor)  ${verdicts.counted(microcacheData, maxToNext <= duration + 1)}`,
  );
  if (soak > 0) {
    console.log(
      `  memory          RSS trend over the soak ${(soakGrowth * 100).toFixed(1)} % (< 10 %)  ${verdicts.judge(soakGrowth < 0.1)}`,
    );
  }
}
