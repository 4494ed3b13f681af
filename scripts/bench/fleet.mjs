// `bench fleet` (`npm run bench:fleet`): nginx with the shipped config in front of two instances
// sharing Next's cache through one Redis, under load, then under a steady soak (docs/benchmarks.md).
import {
  countCalls,
  groupRssBytes,
  load,
  mb,
  pause,
  runBench,
  say,
  statusCounts,
  UPSTREAM_COUNTER,
} from './common.mjs';
import { REVALIDATE_SECONDS } from '../../lib/cache/periods.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { startRedisServer } from '../lib/redis.mjs';
import { freePort } from '../lib/server.cjs';

const SETTLE_SECONDS = 30;
const RSS_SAMPLE_SECONDS = 10;
const KINDS = [
  [/\/eventor\/public\/activity\/([^/]+)$/, 'activity'],
  [/\/eventor\/public\/listevents\/(\d+)$/, 'schedule'],
  [/\/viewer\/info\/([^/]+)$/, 'registration'],
];

/** Upstream calls per event and kind ('/demo/media/eventor/public/activity/demo-online'). */
function perEvent(calls, hallToEvent) {
  const events = new Map();
  for (const { path: call } of calls) {
    const [match, kind] = KINDS.map(([re, name]) => [re.exec(call), name]).find(([m]) => m) ?? [];
    let event = match?.[1] ?? 'other';
    if (kind === 'schedule') event = hallToEvent.get(event) ?? `hall ${event}`;
    const row = events.get(event) ?? {};
    const name = kind ?? call.split('/').slice(3, 5).join('/');
    row[name] = (row[name] ?? 0) + 1;
    events.set(event, row);
  }
  return events;
}

function printCalls(title, calls, hallToEvent, seconds) {
  const periods = seconds / REVALIDATE_SECONDS;
  console.log(
    `  upstream calls, whole fleet (${calls.length}; ${seconds} s = ${periods.toFixed(1)} revalidate periods of ${REVALIDATE_SECONDS} s):`,
  );
  for (const [event, kinds] of perEvent(calls, hallToEvent)) {
    const detail = Object.entries(kinds).map(([kind, count]) => `${kind} ${count}`);
    const perPeriod = ((kinds.activity ?? 0) / Math.max(periods, 1)).toFixed(2);
    console.log(
      `    ${event.padEnd(16)} ${detail.join(', ')}  → ${perPeriod} activity reads per period`,
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
  const sum = (term) => series.reduce((total, y, x) => total + term(x - meanX, y - meanY), 0);
  const slope = sum((dx, dy) => dx * dy) / sum((dx) => dx * dx);
  return (slope * (n - 1)) / (meanY - slope * meanX);
}

const describeLoad = (result) =>
  `${result.requests.average.toFixed(0)} req/s, ${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;

export const run = (args) => runBench('bench:fleet', (bench) => fleet(bench, args));

async function fleet(bench, args) {
  const options = bench.options(args, {
    landing: { type: 'string', multiple: true },
    duration: [30, 1, 120, ' s'],
    connections: [40, 2, 500],
    soak: [300, 0, 900, ' s'],
    rate: [100, 1, 2000, ' requests/s'],
  });
  const { duration, connections, soak, rate } = options;
  const landings = options.landing?.length
    ? options.landing
    : ['/max?hash=demo-online', '/max?hash=demo-offline', '/max?hash=demo-hybrid'];
  bench.limit(240_000 + (duration + soak + SETTLE_SECONDS + 60) * 1000);

  const demo = await bench.startDemo();
  const preload = bench.preload(UPSTREAM_COUNTER, 'upstream-counter.cjs');
  const redis = bench.track(await startRedisServer().catch((error) => bench.fail(error.message)));
  // One public origin for the fleet, nginx's: identical HTML on both instances.
  const nginxPort = await freePort();
  const upstreamCalls = [];
  const env = { SITE_URL: `http://127.0.0.1:${nginxPort}`, REDIS_URL: redis.url };
  const instances = [];
  for (const name of ['A', 'B']) {
    const instance = await bench.startNext({ env, preload, label: `instance ${name}` });
    countCalls(instance, upstreamCalls);
    instances.push({ name, ...instance });
  }
  const [a, b] = instances;
  const nginx = bench.track(
    await startNginx({
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      port: nginxPort,
      label: 'bench:fleet nginx',
    }),
  );
  console.log(
    `bench:fleet: Redis ${redis.url}, instances ${a.origin} (pid ${a.pid}), ${b.origin} (pid ${b.pid}), ` +
      `nginx ${nginx.origin} (pid ${nginx.pid}) with the shipped config`,
  );
  const perInstance = (entries) =>
    instances
      .map(({ name, port }) => {
        const passed = entries.filter(
          (entry) => entry.upstream.split(', ').at(-1) === `127.0.0.1:${port}`,
        );
        return `${name} ${passed.length}`;
      })
      .join(', ');

  // Which hall belongs to which event, to file schedule reads under their event.
  const hallToEvent = new Map();
  for (const target of landings) {
    const hash = new URL(target, a.origin).searchParams.get('hash');
    if (!hash) continue;
    const response = await fetch(`${demo.origin}/demo/media/eventor/public/activity/${hash}`);
    const hall = (await response.json().catch(() => ({})))?.activity?.mainHall?.id;
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
  const activityReads = upstreamCalls.filter((call) => /\/activity\//.test(call.path)).length;
  console.log(
    `warm-up: each landing once on A, then on B: statuses ${warmStatuses.join(' ')}; ` +
      `${upstreamCalls.length} upstream calls (${activityReads} activity reads: A's renders only)`,
  );

  console.log(
    `\nload: ${connections} connections through nginx × ${duration} s, landings ${landings.join(', ')}`,
  );
  const loadStart = Date.now();
  const logBefore = nginx.accessLog().length;
  const byLanding = (options) =>
    load(nginx.origin, {
      headers: { 'accept-encoding': 'gzip' },
      target: (i) => landings[i % landings.length],
      ...options,
    });
  const loaded = await byLanding({ connections, duration });
  await pause(300);
  const loadCalls = upstreamCalls.filter((call) => call.at >= loadStart);
  const errors = loaded.errors + loaded.timeouts + loaded.non2xx;
  console.log(`  ${describeLoad(loaded)}`);
  console.log(
    `  statuses ${statusCounts(loaded)}; errors ${loaded.errors}, timeouts ${loaded.timeouts}, non-2xx ${loaded.non2xx}`,
  );
  const loadEntries = nginx.accessLog().slice(logBefore);
  console.log(`  requests that reached an instance: ${perInstance(loadEntries)}`);
  // The microcache's promise: each landing reaches Next about once a second, whatever the crowd.
  const toNextPerSecond = landings.map(
    (target) => loadEntries.filter((e) => e.uri === target && e.upstream !== '').length / duration,
  );
  const microcacheHits = loadEntries.filter(
    (e) => landings.includes(e.uri) && e.upstream === '',
  ).length;
  console.log(
    `  reached Next per landing: ${toNextPerSecond.map((perSecond) => `${perSecond.toFixed(2)}/s`).join(', ')}; microcache hits ${microcacheHits}`,
  );
  printCalls('load', loadCalls, hallToEvent, duration);

  let soakGrowth = 0;
  let soakErrors = 0;
  if (soak > 0) {
    const steadyLoad = (seconds) =>
      byLanding({ connections: 10, overallRate: rate, duration: seconds });
    // The soak starts from instances settled at its own rate, not from the load's grown heaps.
    console.log(`\nsoak: ${SETTLE_SECONDS} s at ${rate} requests/s to settle (not counted)…`);
    await steadyLoad(SETTLE_SECONDS);
    console.log(`soak: ${rate} requests/s in total, steady, for ${soak} s`);
    const rss = () => instances.map((instance) => groupRssBytes(instance.pid));
    const before = rss();
    const samples = before.map((bytes) => [bytes]);
    const sampler = setInterval(
      () => rss().forEach((bytes, i) => samples[i].push(bytes)),
      RSS_SAMPLE_SECONDS * 1000,
    );
    const soakStart = Date.now();
    const steady = await steadyLoad(soak);
    clearInterval(sampler);
    await pause(300);
    const after = rss();
    soakErrors = steady.errors + steady.timeouts + steady.non2xx;
    console.log(
      `  ${describeLoad(steady)}; statuses ${statusCounts(steady)}; errors ${soakErrors}`,
    );
    instances.forEach((instance, i) => {
      samples[i].push(after[i]);
      const growth = (after[i] - before[i]) / before[i];
      // GC makes RSS a sawtooth; a leak is a trend, judged on the least-squares line.
      const trend = trendGrowth(samples[i]);
      soakGrowth = Math.max(soakGrowth, trend);
      const series = samples[i].map((bytes) => (bytes / 1024 / 1024).toFixed(0)).join(' ');
      console.log(
        `  RSS ${instance.name}: ${mb(before[i])} MB at the start, ${mb(after[i])} MB at the end (${(growth * 100).toFixed(1)} %); trend over the soak ${(trend * 100).toFixed(1)} %; every ${RSS_SAMPLE_SECONDS} s: ${series} MB`,
      );
    });
    printCalls(
      'soak',
      upstreamCalls.filter((call) => call.at >= soakStart),
      hallToEvent,
      soak,
    );
  }

  const cacheLines = instances.flatMap(({ name, logs }) =>
    logs.filter((line) => line.includes('[cache]')).map((line) => `${name}: ${line}`),
  );
  if (cacheLines.length) console.log(`\ncache log:\n  ${cacheLines.join('\n  ')}`);
  const { verdicts } = bench;
  const allowedReads = Math.ceil(duration / REVALIDATE_SECONDS) + 1;
  const reads = [...perEvent(loadCalls, hallToEvent).values()].map((kinds) => kinds.activity ?? 0);
  const totalReads = reads.reduce((sum, count) => sum + count, 0);
  const maxToNext = Math.max(0, ...toNextPerSecond) * duration;
  // Every landing reaches Next at least once and the rest are hits: a zero in either is no data.
  const microcacheData = Math.min(microcacheHits, ...toNextPerSecond);
  console.log('\ntargets');
  say('errors', `${errors + soakErrors} (0)`, verdicts.judge(errors + soakErrors === 0));
  say(
    'upstream reads',
    `at most ${verdicts.figure(totalReads, () => Math.max(...reads))} activity reads per event during the load ` +
      `(≤ ${allowedReads}: one per ${REVALIDATE_SECONDS} s period for the whole fleet, + 1)`,
    verdicts.counted(
      totalReads,
      reads.every((count) => count <= allowedReads),
    ),
  );
  say(
    'microcache',
    `at most ${verdicts.figure(microcacheData, () => maxToNext)} requests per landing reached Next in the ${duration} s load, ` +
      `${microcacheHits} hits (≤ ${duration + 1}: once a second, + 1 for a second boundary; never once per visitor)`,
    verdicts.counted(microcacheData, maxToNext <= duration + 1),
  );
  if (soak > 0) {
    say(
      'memory',
      `RSS trend over the soak ${(soakGrowth * 100).toFixed(1)} % (< 10 %)`,
      verdicts.judge(soakGrowth < 0.1),
    );
  }
}
