// `bench flood` (`npm run bench:flood`): what hostile traffic can make one instance keep, per mode
// (docs/benchmarks.md, docs/security.md), with `npm start`'s memory settings unless a mode
// compares them with Node's defaults.
import path from 'node:path';
import { createClient } from '@redis/client';
import {
  countCalls,
  groupCpuSeconds,
  groupRssBytes as rssBytes,
  load,
  mb,
  median,
  runBench,
  statusCounts,
  table,
  UPSTREAM_COUNTER,
} from './common.mjs';
import { cacheMemoryBytes } from '../../lib/cache/bounded.mjs';
import { REVALIDATE_SECONDS } from '../../lib/cache/periods.mjs';
import { diskUse, paced, randomKey, VECTORS } from '../lib/flood.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { startRedisServer } from '../lib/redis.mjs';
import { DIST_DIR, ROOT, waitUntil } from '../lib/server.cjs';

const REAL_LANDINGS = [
  '/max?hash=demo-online',
  '/en/mid?hash=demo-offline',
  '/min?hash=demo-hybrid',
];
const MB = 1024 * 1024;
const RSS_BUDGET_MB = 64;
const MEMORY_RSS_MB = 512; // one instance through the memory mode's flood
const CACHE_HEADROOM_MB = 256; // steady mode: CACHE_MEMORY_MB plus this much
const THROUGHPUT_DROP = 0.05; // what the memory settings may cost the hot landing
const HOT_LANDING = '/max?hash=demo-online';
// Redis may gain refresh claims and re-rendered real entries during a flood, never per key.
const FLOOD_REDIS_KEYS = 50;
const FLOOD_REDIS_BYTES = 4 * MB;
const P99_FACTOR = 2;
const WARM_UP_REQUESTS = 2000;
// The shipped nginx limits per address (deploy/nginx/event-site.conf): burst plus rate.
const NGINX_LIMIT = { burst: 60, perSecond: 10 };
const FROM_CACHE = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);
const ALL_MODES = ['start', 'standalone-redis', 'nginx', 'nginx-distributed', 'memory', 'steady'];
// On SIGUSR2 a full GC (`--expose-gc`, never a deployment), then the live heap and what is outside it.
const HEAP_PROBE = `
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') { global.gc(); global.gc(); }
  const usage = process.memoryUsage();
  process.stdout.write('[bench-heap] ' + usage.heapUsed + ' ' + usage.external + '\\n');
});
`;

let o, bench, judged, judgedCount;

export const run = (args) =>
  runBench('bench:flood', async (current) => {
    bench = current;
    o = bench.options(args, {
      requests: [6000, 1, 10_000_000],
      rate: [200, 0, 100_000],
      connections: [20, 1, 1000],
      events: [1000, 0, 100_000],
      periods: [3, 1, 100],
      absorb: { type: 'string', default: '25,50,100' },
      'absorb-seconds': [15, 1, 600, ' s'],
      'landing-rate': [100, 0, 100_000],
      addresses: [50, 1, 250],
      'memory-requests': [10000, 1, 10_000_000],
      'throughput-rounds': [3, 1, 9],
      defaults: { type: 'boolean', default: true },
      mode: { type: 'string', multiple: true },
    });
    o.absorbRates = o.absorb
      .split(',')
      .filter(Boolean)
      .map(Number)
      .filter((rate) => rate > 0 && (!o.rate || rate < o.rate))
      .sort((a, b) => a - b);
    if (o.absorbRates.some((rate) => !Number.isFinite(rate))) bench.fail('bad options');
    // `--no-defaults`: the memory and steady modes skip the run with Node's default settings.
    o.settings = [{ name: "npm start's settings", nodeDefaults: false }];
    if (o.defaults) o.settings.push({ name: "Node's defaults", nodeDefaults: true });
    const modes = o.mode?.length ? o.mode : ALL_MODES;
    for (const mode of modes) if (!ALL_MODES.includes(mode)) bench.fail(`unknown mode ${mode}`);
    ({ judge: judged, counted: judgedCount } = bench.verdicts);
    const preload = bench.preload(`${UPSTREAM_COUNTER}\n${HEAP_PROBE}`);
    const upstream = await bench.startDemo();
    for (const mode of modes) {
      if (mode === 'steady') await steadyMode(preload);
      else
        await bench.within(() =>
          (mode === 'memory' ? memoryMode : floodMode)(mode, preload, upstream),
        );
    }
  });

const floodTarget = (i) => VECTORS[i % VECTORS.length][1](randomKey());
/** `amount` requests with random keys, round-robin over the vectors, `rate` a second. */
const flood = (origin, amount, rate = o.rate) =>
  cannon(origin, {
    amount,
    connections: o.connections,
    overallRate: rate || undefined,
    target: floodTarget,
  });
const cannon = (url, options) => load(url, { connections: 10, timeout: 30, ...options });
/** The real landings round-robin, `--landing-rate` a second (a visitor's latency at a given load). */
const realLandings = (origin, duration) =>
  cannon(origin, {
    duration,
    connections: 6,
    overallRate: o['landing-rate'] || undefined,
    target: (i) => REAL_LANDINGS[i % REAL_LANDINGS.length],
  });
/** The real landings requested until `stop()`, which resolves to their result. */
const throughout = (origin) => {
  const during = realLandings(origin, 1_000_000);
  return async () => (during.stop(), await during);
};
const achieved = (result) => Math.round(result.requests.total / result.duration);
const landingRate = () => (o['landing-rate'] ? `${o['landing-rate']}/s` : 'as fast as answered');
const row = (label, value, budget = '–', verdict = '') => [label, value, budget, verdict];

/** Resident memory sampled every 250 ms until `stop()`: the peak and the number of samples. */
function rssSampler(pid) {
  const state = { peak: 0, samples: 0 };
  const take = () => {
    const value = rssBytes(pid);
    if (value > 0)
      Object.assign(state, { samples: state.samples + 1, peak: Math.max(state.peak, value) });
  };
  take();
  const timer = setInterval(take, 250);
  return { stop: () => (clearInterval(timer), take(), state) };
}

/** The server's live heap after a full GC and the memory outside V8's heap, in bytes. */
async function heapAfterGc(server) {
  const probes = () => server.logs.filter((line) => line.startsWith('[bench-heap]'));
  const seen = probes().length;
  process.kill(server.pid, 'SIGUSR2');
  await waitUntil(
    async () => probes().length > seen,
    'the heap probe',
    () => '',
    10_000,
  );
  const [, heap, external] = probes().at(-1).split(' ');
  return { heap: Number(heap), external: Number(external) };
}

/** `200 HIT` per real landing: nginx's X-Cache-Status when it answered, else Next's. */
async function cacheStates(origin) {
  const states = [];
  for (const landing of REAL_LANDINGS) {
    const response = await fetch(`${origin}${landing}`);
    await response.arrayBuffer();
    const cache =
      response.headers.get('x-cache-status') ?? response.headers.get('x-nextjs-cache') ?? '-';
    states.push(`${response.status} ${cache}`);
  }
  return states;
}

/** A measured server; `--expose-gc` for the heap probe only, the environment's NODE_OPTIONS after it. */
const server = (label, preload, { env, ...options } = {}) =>
  bench.startNext({
    env: env ?? {
      NODE_OPTIONS: ['--expose-gc', process.env.NODE_OPTIONS].filter(Boolean).join(' '),
    },
    preload,
    label,
    ...options,
  });

async function floodMode(mode, preload, upstream) {
  const behindNginx = mode === 'nginx' || mode === 'nginx-distributed';
  let redis;
  if (mode === 'standalone-redis') {
    const redisServer = bench.track(
      await startRedisServer().catch((error) => bench.fail(error.message)),
    );
    const client = createClient({ url: redisServer.url });
    await client.connect();
    bench.track({ stop: () => client.close() });
    redis = {
      url: redisServer.url,
      usage: async () => ({
        keys: await client.dbSize(),
        bytes: Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1] ?? 0),
      }),
    };
  }
  const standalone = mode === 'standalone-redis';
  const next = await server(mode, preload, {
    mode: standalone ? 'standalone' : 'start',
    env: { REDIS_URL: redis?.url, NODE_OPTIONS: '--expose-gc' },
  });
  const nginx =
    behindNginx &&
    bench.track(
      await startNginx({ upstreams: [`127.0.0.1:${next.port}`], label: `nginx (${mode})` }),
    );
  const front = nginx ? nginx.origin : next.origin;
  // Never 127.0.0.1, the real landings' address: nginx's limits are per address.
  const addresses = Array.from(
    { length: mode === 'nginx-distributed' ? o.addresses : 1 },
    (_, i) => `127.0.0.${i + 2}`,
  );
  const calls = countCalls(next);
  const distDir = path.join(ROOT, DIST_DIR, ...(standalone ? ['standalone'] : []));

  // Warm the real landings, and the render path with a short flood to the server itself (the
  // first renders grow the heap once, whatever the keys), then measure the real landings alone.
  await cacheStates(front);
  await cacheStates(front);
  const rssStart = rssBytes(next.pid);
  const warming = throughout(front);
  await flood(next.origin, WARM_UP_REQUESTS);
  await warming();
  const before = await realLandings(front, 5);
  const disk0 = diskUse(distDir);
  const nginxDisk0 = nginx && diskUse(nginx.cacheDir);
  const rss0 = rssBytes(next.pid);
  const { heap: heap0 } = await heapAfterGc(next);
  const redis0 = await redis?.usage();
  const calls0 = calls.length;
  const log0 = nginx ? nginx.accessLog().length : 0;

  const during = throughout(front);
  const result = nginx
    ? await paced({
        origin: front,
        amount: o.requests,
        rate: o.rate,
        connections: o.connections,
        addresses,
        target: floodTarget,
      })
    : await flood(front, o.requests);
  const duringResult = await during();
  const states = await cacheStates(front);
  const disk1 = diskUse(distDir);
  const rss1 = rssBytes(next.pid);
  const { heap: heap1 } = await heapAfterGc(next);
  const redis1 = await redis?.usage();
  const floodCalls = calls.length - calls0;

  const p99Before = before.latency.p99;
  const p99Flood = duringResult?.latency?.p99 ?? NaN;
  const addedBytes = disk1.bytes - disk0.bytes;
  const addedFiles = disk1.files - disk0.files;
  const rssGrowth = rss1 - rss0;
  const rows = [
    ['', 'value', 'budget', ''],
    row(
      'flood requests (statuses)',
      `${result.requests.total} (${statusCounts(result)}, errors ${result.errors}, 5xx ${result['5xx']})`,
      '0 × 5xx',
      judgedCount(result.requests.total, result['5xx'] === 0),
    ),
  ];
  if (nginx) {
    // What got past nginx: the flood's log lines naming an instance (a 429 names none).
    const flooded = nginx
      .accessLog()
      .slice(log0)
      .filter((entry) => !REAL_LANDINGS.includes(entry.uri));
    const reached = flooded.filter((entry) => entry.upstream !== '');
    const perAddress = new Map();
    for (const entry of reached)
      perAddress.set(entry.client, (perAddress.get(entry.client) ?? 0) + 1);
    const most = Math.max(0, ...perAddress.values());
    const allowed = Math.ceil(NGINX_LIMIT.burst + NGINX_LIMIT.perSecond * result.duration);
    const nginxDisk1 = diskUse(nginx.cacheDir);
    const plural = addresses.length > 1 ? 'es' : '';
    rows.push(
      row(
        'answered 429 by nginx',
        `${result.statusCodeStats['429']?.count ?? 0} (from ${addresses.length} address${plural})`,
      ),
      row(
        'flood requests that reached Next',
        `${reached.length} (${(reached.length / result.duration).toFixed(0)}/s, from ${perAddress.size} addresses)`,
      ),
      row(
        'most from one address',
        `${most} in ${result.duration.toFixed(1)} s`,
        `≤ ${allowed} (burst ${NGINX_LIMIT.burst} + ${NGINX_LIMIT.perSecond}/s)`,
        judgedCount(reached.length, most <= allowed),
      ),
      row(
        "added under nginx's cache",
        `${nginxDisk1.bytes - nginxDisk0.bytes} B, ${nginxDisk1.files - nginxDisk0.files} files`,
        '≤ max_size (1 GB)',
      ),
    );
  }
  rows.push(
    row(
      'added under the dist dir',
      `${addedBytes} B, ${addedFiles} files`,
      '0',
      judged(addedBytes === 0 && addedFiles === 0),
    ),
    row(
      'RSS growth',
      `${mb(rssGrowth)} MB (${mb(rss0)} → ${mb(rss1)}; ${mb(rssStart)} before the ${WARM_UP_REQUESTS}-request warm-up)`,
      `≤ ${RSS_BUDGET_MB} MB`,
      judged(rssGrowth <= RSS_BUDGET_MB * MB),
    ),
    row('live heap after a full GC', `${mb(heap0)} → ${mb(heap1)} MB`),
  );
  if (redis0 && redis1) {
    const keys = redis1.keys - redis0.keys;
    const bytes = redis1.bytes - redis0.bytes;
    rows.push(
      row(
        'Redis added',
        `${keys} keys, ${mb(bytes)} MB (${redis0.keys} → ${redis1.keys} keys)`,
        `≤ ${FLOOD_REDIS_KEYS} keys, ≤ ${mb(FLOOD_REDIS_BYTES)} MB`,
        judged(keys <= FLOOD_REDIS_KEYS && bytes <= FLOOD_REDIS_BYTES),
      ),
    );
  }
  const fromCache = (state) => state.startsWith('200 ') && FROM_CACHE.has(state.slice(4));
  rows.push(
    row(
      'upstream calls the flood caused',
      `${floodCalls} (${(floodCalls / result.requests.total).toFixed(2)} per request)`,
    ),
    row(
      'real landings after the flood',
      states.join(', '),
      'all 200 from cache',
      judgedCount(states.length, states.every(fromCache)),
    ),
    row(
      'real landings p99: before → during',
      `${p99Before} ms → ${p99Flood} ms (${duringResult?.requests.total ?? 0} requests, ${statusCounts(duringResult ?? {})})`,
      `≤ ${P99_FACTOR}×`,
      judgedCount(duringResult?.requests.total, p99Flood <= Math.max(p99Before, 1) * P99_FACTOR),
    ),
  );
  if (mode === 'start' && o.absorbRates.length) {
    // Lower rates after the main flood, each with its own "before" (the machine's load drifts);
    // a step counts at the rate it achieved.
    const steps = [];
    for (const rate of o.absorbRates) {
      const stepBefore = (await realLandings(front, 5)).latency.p99;
      const stepDuring = throughout(front);
      const stepResult = await flood(front, Math.round(rate * o['absorb-seconds']), rate);
      const p99 = (await stepDuring())?.latency?.p99 ?? NaN;
      steps.push({ rate, achieved: achieved(stepResult), before: stepBefore, p99 });
    }
    if (o.rate)
      steps.push({ rate: o.rate, achieved: achieved(result), before: p99Before, p99: p99Flood });
    // The highest rate with every lower one within too (noise must not hide a failing step).
    const failing = steps.findIndex((step) => step.p99 > Math.max(step.before, 1) * P99_FACTOR);
    const best = failing === -1 ? steps.at(-1) : steps[failing - 1];
    const each = steps.map((step) => `${step.rate}/s ${step.before}→${step.p99} ms`).join(', ');
    const absorbed = best
      ? `${best.rate}/s (${best.achieved}/s achieved)`
      : `none (< ${steps[0].rate}/s)`;
    rows.push(row(`flood rate absorbed within ${P99_FACTOR}×`, `${absorbed}; p99 ${each}`));
  }
  console.log(
    `\nbench:flood — ${mode}: ${o.requests} requests over ${VECTORS.length} vectors, ` +
      `${o.connections} connections, ${o.rate ? `${o.rate}/s` : 'unthrottled'} ` +
      `(${achieved(result)}/s achieved, ${result.duration.toFixed(1)} s); real landings ` +
      `${landingRate()}; upstream ${upstream.origin}` +
      (nginx ? `, through nginx from ${addresses.length} address(es)` : ''),
  );
  console.log(table(rows));
}

/** The hot landing as fast as answered (10 connections, 10 s): 2xx a second and CPU ms per answer. */
async function hotThroughput(next) {
  const cpu0 = groupCpuSeconds(next.pid);
  const result = await cannon(next.origin, { duration: 10, target: () => HOT_LANDING });
  const answered = result['2xx'];
  const cpuMs = answered ? ((groupCpuSeconds(next.pid) - cpu0) * 1000) / answered : NaN;
  return { rate: Math.round(answered / result.duration), cpuMs };
}

/**
 * Memory through an unthrottled flood of `--memory-requests` random keys (no warm-up: the flood
 * is what grows the process), the real landings throughout; first the hot landing's throughput,
 * rounds alternating between the settings compared.
 */
async function memoryMode(_mode, preload, upstream) {
  const servers = [];
  for (const setting of o.settings) {
    servers.push(
      await server(`memory (${setting.name})`, preload, { nodeDefaults: setting.nodeDefaults }),
    );
    await cacheStates(servers.at(-1).origin);
    await cacheStates(servers.at(-1).origin);
  }
  const throughputs = servers.map(() => []);
  for (let round = 0; round < o['throughput-rounds']; round += 1) {
    const order = servers.map((_, i) => i);
    if (round % 2) order.reverse();
    for (const i of order) throughputs[i].push(await hotThroughput(servers[i]));
  }
  const runs = [];
  for (const next of servers) {
    const rssBefore = rssBytes(next.pid);
    const heapBefore = await heapAfterGc(next);
    const before = await realLandings(next.origin, 5);
    const sampler = rssSampler(next.pid);
    const cpu0 = groupCpuSeconds(next.pid);
    const during = throughout(next.origin);
    const result = await flood(next.origin, o['memory-requests'], 0);
    const duringResult = await during();
    const answered = result.requests.total + (duringResult?.requests.total ?? 0);
    const cpuMs = ((groupCpuSeconds(next.pid) - cpu0) * 1000) / answered;
    const { peak, samples } = sampler.stop();
    const [rssAfter, heapAfter] = [rssBytes(next.pid), await heapAfterGc(next)];
    runs.push({
      rssBefore,
      heapBefore,
      result,
      duringResult,
      p99Before: before.latency.p99,
      peak,
      samples,
      rssAfter,
      heapAfter,
      cpuMs,
    });
  }
  const [main, defaults] = runs;
  const medians = throughputs.map((rounds) =>
    rounds.length ? median(rounds.map(({ rate }) => rate)) : 0,
  );
  const cpuMedians = throughputs.map((rounds) => median(rounds.map(({ cpuMs }) => cpuMs)));
  const cells = (format) => runs.map((item, i) => format(item, i));
  const each = (i, pick) => throughputs[i].map(pick).join(', ');
  const share = ((medians[0] / Math.max(medians[1], 1)) * 100).toFixed(0);
  const during = (item) => item.duringResult ?? {};
  const rows = [
    ['', ...o.settings.map((setting) => setting.name), 'budget', ''],
    [
      `${HOT_LANDING} alone, req/s (median of ${o['throughput-rounds']}, as fast as answered)`,
      ...cells((_, i) => `${medians[i]} (${each(i, ({ rate }) => rate)})`),
      defaults ? `≥ ${100 - THROUGHPUT_DROP * 100} % of defaults` : '–',
      defaults
        ? `${judgedCount(Math.min(...medians), medians[0] >= medians[1] * (1 - THROUGHPUT_DROP))} (${share} %)`
        : '',
    ],
    [
      'its CPU ms per request (median; hardly moves with the machine)',
      ...cells(
        (_, i) => `${cpuMedians[i].toFixed(2)} (${each(i, ({ cpuMs }) => cpuMs.toFixed(2))})`,
      ),
      '–',
      '',
    ],
    [
      'flood: requests (statuses)',
      ...cells(
        ({ result: r }) =>
          `${r.requests.total} at ${achieved(r)}/s (${statusCounts(r)}, errors ${r.errors})`,
      ),
      '0 × 5xx',
      judgedCount(main.result.requests.total, main.result['5xx'] === 0),
    ],
    [
      'CPU ms per request during the flood (flood and landings)',
      ...cells(({ cpuMs }) => cpuMs.toFixed(1)),
      '–',
      '',
    ],
    [
      'RSS before → after the flood',
      ...cells((r) => `${mb(r.rssBefore)} → ${mb(r.rssAfter)} MB`),
      '–',
      '',
    ],
    [
      'RSS peak during the flood',
      ...cells(({ peak, samples }) => `${mb(peak)} MB (${samples} samples)`),
      `≤ ${MEMORY_RSS_MB} MB`,
      judgedCount(main.samples && main.result.requests.total, main.peak <= MEMORY_RSS_MB * MB),
    ],
    [
      'live heap after a full GC: before → after',
      ...cells((r) => `${mb(r.heapBefore.heap)} → ${mb(r.heapAfter.heap)} MB`),
      '–',
      '',
    ],
    [
      'outside the heap (Buffers): before → after',
      ...cells((r) => `${mb(r.heapBefore.external)} → ${mb(r.heapAfter.external)} MB`),
      '–',
      '',
    ],
    [
      'real landings answered during the flood',
      ...cells(
        (r) =>
          `${Math.round((during(r)['2xx'] ?? 0) / (during(r).duration || 1))}/s (${statusCounts(during(r))})`,
      ),
      '–',
      '',
    ],
    [
      'real landings p99: before → during',
      ...cells((r) => `${r.p99Before} → ${during(r).latency?.p99 ?? NaN} ms`),
      '–',
      '',
    ],
  ];
  console.log(
    `\nbench:flood — memory: ${o['memory-requests']} random keys over ${VECTORS.length} vectors, ` +
      `${o.connections} connections, as fast as answered; real landings ${landingRate()}; upstream ${upstream.origin}`,
  );
  console.log(table(rows));
}

/** One steady-load run on a fresh server with `setting`. */
function steadyRun(setting, preload) {
  return bench.within(async () => {
    const next = await server(`steady (${setting.name})`, preload, {
      nodeDefaults: setting.nodeDefaults,
    });
    const calls = countCalls(next);
    const hashes = Array.from(
      { length: o.events },
      (_, i) => `demo-flaky-${String(i).padStart(4, '0')}`,
    );
    const rss0 = rssBytes(next.pid);
    const seconds = o.periods * REVALIDATE_SECONDS;
    // Enough for each event to be asked several times a period once every page is cached.
    const rate = Math.max(50, Math.ceil((o.events * 4) / REVALIDATE_SECONDS));
    const sampler = rssSampler(next.pid);
    const target = (i) => `/max?hash=${hashes[i % hashes.length]}`;
    // Every event once first, however long that takes, so all are cached (or evicted) before the periods.
    const fill = await cannon(next.origin, { amount: o.events, target });
    const calls0 = calls.length;
    const result = await cannon(next.origin, { duration: seconds, overallRate: rate, target });
    const { peak, samples } = sampler.stop();
    const rss1 = rssBytes(next.pid);
    const heap = await heapAfterGc(next);
    const activityReads = calls
      .slice(calls0)
      .filter((call) => /\/activity\/demo-flaky-/.test(call.path)).length;
    return { seconds, rate, fill, result, rss0, rss1, peak, samples, heap, calls, activityReads };
  });
}

async function steadyMode(preload) {
  if (o.events === 0) return;
  const runs = [];
  for (const setting of o.settings) runs.push(await steadyRun(setting, preload));
  const [main] = runs;
  const cacheMb = cacheMemoryBytes() / MB;
  const cells = (format) => runs.map((item) => format(item));
  // After the fill, one refresh per event per elapsed period.
  const perEventPeriod = (item) => item.activityReads / o.events / o.periods;
  const allOk = (r) => r.non2xx === 0 && r.errors === 0;
  console.log(
    `\nbench:flood — steady load: ${o.events} events, each once (10 connections), then round-robin for ${o.periods} periods (${main.seconds} s) at ${main.rate} req/s; CACHE_MEMORY_MB ${cacheMb}`,
  );
  console.log(
    table([
      ['', ...o.settings.map((setting) => setting.name), 'target', ''],
      [
        `filling: each event once (statuses)`,
        ...cells(
          ({ fill }) =>
            `${fill.requests.total} in ${fill.duration.toFixed(0)} s (${statusCounts(fill)}, errors ${fill.errors})`,
        ),
        'all 200',
        judgedCount(main.fill.requests.total, allOk(main.fill)),
      ],
      [
        'requests over the periods (statuses)',
        ...cells(({ result: r }) => `${r.requests.total} (${statusCounts(r)}, errors ${r.errors})`),
        'all 200',
        judgedCount(main.result.requests.total, allOk(main.result)),
      ],
      [
        'activity reads per event per period',
        ...cells((item) => `${perEventPeriod(item).toFixed(2)} (${item.activityReads} reads)`),
        '≈ 1',
        judgedCount(main.activityReads, perEventPeriod(main) <= 1.25),
      ],
      ['upstream calls in all', ...cells((item) => String(item.calls.length)), '–', ''],
      ['RSS start → end', ...cells(({ rss0, rss1 }) => `${mb(rss0)} → ${mb(rss1)} MB`), '–', ''],
      [
        'RSS peak',
        ...cells(({ peak, samples }) => `${mb(peak)} MB (${samples} samples)`),
        `≤ CACHE_MEMORY_MB + ${CACHE_HEADROOM_MB} = ${cacheMb + CACHE_HEADROOM_MB} MB`,
        judgedCount(
          main.samples && main.result.requests.total,
          main.peak <= (cacheMb + CACHE_HEADROOM_MB) * MB,
        ),
      ],
      [
        'live heap after a full GC (outside it)',
        ...cells(({ heap }) => `${mb(heap.heap)} MB (${mb(heap.external)} MB)`),
        '–',
        '',
      ],
      [
        'latency p50 / p99',
        ...cells(({ result }) => `${result.latency.p50} / ${result.latency.p99} ms`),
        '–',
        '',
      ],
    ]),
  );
}
