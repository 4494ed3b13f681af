// `bench flood` (`npm run bench:flood`): what hostile traffic can make one instance keep, per mode
// (docs/benchmarks.md, docs/security.md). Every server runs with `npm start`'s memory settings
// (scripts/lib/server.cjs) unless a mode compares them with Node's defaults.
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createClient } from '@redis/client';
import {
  benchEnv,
  countCalls,
  groupCpuSeconds,
  groupRssBytes as rssBytes,
  mb,
  median,
  portPicker,
  portRange,
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
import { DIST_DIR, ROOT, startServer, waitUntil } from '../lib/server.cjs';

const REAL_LANDINGS = [
  '/max?hash=demo-online',
  '/en/mid?hash=demo-offline',
  '/min?hash=demo-hybrid',
];
const RSS_BUDGET_MB = 64;
/** One instance's resident memory through the memory mode's flood (issue 27, item 8). */
const MEMORY_RSS_MB = 512;
/** With real events cached: CACHE_MEMORY_MB plus this much (steady mode). */
const CACHE_HEADROOM_MB = 256;
/** The memory settings may cost the hot landing at most this share of its throughput. */
const THROUGHPUT_DROP = 0.05;
/** The hot landing the memory mode loads as fast as it is answered. */
const HOT_LANDING = '/max?hash=demo-online';
/** Redis may gain refresh claims and re-rendered real entries during a flood, never per key. */
const FLOOD_REDIS_KEYS = 50;
const FLOOD_REDIS_BYTES = 4 * 1024 * 1024;
const P99_FACTOR = 2;
const WARM_UP_REQUESTS = 2000;
/**
 * The shipped nginx limits per address (deploy/nginx/event-site.conf, the limit server): what
 * one address can get past them in `seconds` is at most the burst plus the rate.
 */
const NGINX_LIMIT = { burst: 60, perSecond: 10 };
/** Cache statuses that mean "answered from a cache": Next's, and nginx's X-Cache-Status. */
const FROM_CACHE = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);

const ALL_MODES = ['start', 'standalone-redis', 'nginx', 'nginx-distributed', 'memory', 'steady'];
/** This run's flags and what follows from them (set by `run`). */
let floodRequests, connections, floodRate, eventCount, periods, absorbRates, absorbSeconds;
let landingRate, addressCount, memoryRequests, throughputRounds, compareDefaults, modes, ports;
/** Every verdict printed; `judgedCount` for a line whose figure is a count. */
let judged, judgedCount;

export const run = (args) =>
  runBench('bench:flood', async (bench) => {
    const { values: options } = parseArgs({
      args,
      allowNegative: true,
      options: {
        requests: { type: 'string', default: '6000' },
        rate: { type: 'string', default: '200' },
        connections: { type: 'string', default: '20' },
        events: { type: 'string', default: '1000' },
        periods: { type: 'string', default: '3' },
        absorb: { type: 'string', default: '25,50,100' },
        'absorb-seconds': { type: 'string', default: '15' },
        'landing-rate': { type: 'string', default: '100' },
        addresses: { type: 'string', default: '50' },
        'memory-requests': { type: 'string', default: '10000' },
        'throughput-rounds': { type: 'string', default: '3' },
        defaults: { type: 'boolean', default: true },
        ports: { type: 'string' },
        mode: { type: 'string', multiple: true },
        build: { type: 'boolean', default: false },
      },
    });
    floodRequests = Number(options.requests);
    connections = Number(options.connections);
    /** Flood requests per second in all (0: as fast as the server answers). */
    floodRate = Number(options.rate);
    eventCount = Number(options.events);
    periods = Number(options.periods);
    absorbRates = options.absorb
      .split(',')
      .filter(Boolean)
      .map(Number)
      .filter((rate) => rate > 0 && (!floodRate || rate < floodRate))
      .sort((a, b) => a - b);
    absorbSeconds = Number(options['absorb-seconds']);
    /** Real landing requests per second in all (0: as fast as answered, which measures queueing). */
    landingRate = Number(options['landing-rate']);
    addressCount = Number(options.addresses);
    memoryRequests = Number(options['memory-requests']);
    throughputRounds = Number(options['throughput-rounds']);
    /** `--no-defaults`: the memory and steady modes skip the run with Node's default settings. */
    compareDefaults = options.defaults;
    ports = portPicker(portRange(bench, options.ports));
    modes = options.mode?.length ? options.mode : ALL_MODES;
    if (
      floodRequests < 1 ||
      connections < 1 ||
      eventCount < 0 ||
      periods < 1 ||
      !(absorbSeconds > 0) ||
      !(landingRate >= 0) ||
      !(addressCount >= 1 && addressCount <= 250) ||
      !(memoryRequests >= 1) ||
      !(throughputRounds >= 1 && throughputRounds <= 9) ||
      absorbRates.some((rate) => !Number.isFinite(rate))
    ) {
      bench.fail('bad options');
    }
    for (const mode of modes) if (!ALL_MODES.includes(mode)) bench.fail(`unknown mode ${mode}`);
    ({ judge: judged, counted: judgedCount } = bench.verdicts);
    bench.build(options.build);
    const preload = bench.preload(`${UPSTREAM_COUNTER}\n${HEAP_PROBE}`);
    const upstream = await bench.startDemo();
    const startRedis = async (running) => {
      const server = await startRedisServer().catch((error) => bench.fail(error.message));
      running.push(server);
      const client = createClient({ url: server.url });
      await client.connect();
      running.push({ stop: () => client.close() });
      return {
        url: server.url,
        async usage() {
          const info = await client.info('memory');
          const used = Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0);
          return { keys: await client.dbSize(), bytes: used };
        },
      };
    };
    for (const mode of modes) {
      if (mode === 'steady') await steadyMode(preload, upstream);
      else if (mode === 'memory') await memoryMode(preload, upstream);
      else await floodMode(mode, preload, upstream, startRedis);
    }
  });

/** The flood's `i`-th request: a random key on the next vector. */
function floodTarget(i) {
  const [, vector] = VECTORS[i % VECTORS.length];
  return vector(randomKey());
}

/** `amount` requests with random keys, round-robin over the vectors, `rate` a second. */
const flood = (origin, amount, rate = floodRate) =>
  cannon(origin, { amount, connections, overallRate: rate || undefined, target: floodTarget });

/** 127.0.0.2 …: `count` loopback addresses other than the real landings' (127.0.0.1). */
function loopbackAddresses(count) {
  return Array.from({ length: count }, (_, i) => `127.0.0.${i + 2}`);
}

/**
 * Resident memory sampled every 250 ms until `stop()`, which resolves to the peak and the
 * number of samples (0 when none could be taken).
 */
function rssSampler(pid) {
  let peak = 0;
  let samples = 0;
  const take = () => {
    const value = rssBytes(pid);
    if (value > 0) {
      samples += 1;
      peak = Math.max(peak, value);
    }
  };
  take();
  const timer = setInterval(take, 250);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peak, samples };
    },
  };
}

/**
 * Preloaded beside the upstream counter: on SIGUSR2, a full GC (the bench starts the server with
 * `--expose-gc`, never a deployment), then the live heap and the memory outside it (Buffers,
 * ArrayBuffers) on stdout.
 */
const HEAP_PROBE = `
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') { global.gc(); global.gc(); }
  const usage = process.memoryUsage();
  process.stdout.write('[bench-heap] ' + usage.heapUsed + ' ' + usage.external + '\\n');
});
`;

/** The server's live heap after a full GC and the memory outside V8's heap, in bytes. */
async function heapAfterGc(server) {
  const seen = server.logs.filter((line) => line.startsWith('[bench-heap]')).length;
  process.kill(server.pid, 'SIGUSR2');
  let value;
  await waitUntil(
    async () => {
      const lines = server.logs.filter((line) => line.startsWith('[bench-heap]'));
      if (lines.length <= seen) return false;
      const [, heap, external] = lines.at(-1).split(' ');
      value = { heap: Number(heap), external: Number(external) };
      return true;
    },
    'the heap probe',
    () => '',
    10_000,
  );
  return value;
}

/**
 * autocannon's instance, a promise of its result that can also be stopped; `target(i)` names the
 * i-th request (a path, or `{ path, headers }`).
 */
function cannon(url, { connections: conns = 10, target, ...rest }) {
  const defined = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  let sent = 0;
  const setupRequest = (request) => {
    const next = target(sent);
    sent += 1;
    const { path: pathname, headers } = typeof next === 'string' ? { path: next } : next;
    request.path = pathname;
    if (headers) request.headers = { ...request.headers, ...headers };
    return request;
  };
  return autocannon({
    url,
    connections: conns,
    timeout: 30,
    requests: [{ setupRequest }],
    ...defined,
  });
}

/**
 * Real landings round-robin for `duration` seconds, `--landing-rate` a second (a visitor's
 * latency at a given load, not the queue of a saturated server).
 */
const realLandings = (origin, duration) =>
  cannon(origin, {
    duration,
    connections: 6,
    overallRate: landingRate || undefined,
    target: (i) => REAL_LANDINGS[i % REAL_LANDINGS.length],
  });

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

const fromCache = (state) => state.startsWith('200 ') && FROM_CACHE.has(state.slice(4));

/** Requests a second a result achieved. */
const achieved = (result) => Math.round(result.requests.total / result.duration);

/**
 * The real landings' p99 alone (5 s) and then while flooding at `rate` for `absorbSeconds`
 * (`next start` alone): each step has its own "before", as other load on the machine drifts.
 */
async function absorbStep(origin, rate) {
  const before = (await realLandings(origin, 5)).latency.p99;
  const during = realLandings(origin, 1_000_000);
  const result = await flood(origin, Math.round(rate * absorbSeconds), rate);
  during.stop();
  const p99 = (await during)?.latency?.p99 ?? NaN;
  return { rate, achieved: achieved(result), before, p99 };
}

async function floodMode(mode, preload, upstream, startRedis) {
  const running = [];
  const behindNginx = mode === 'nginx' || mode === 'nginx-distributed';
  try {
    const redis = mode === 'standalone-redis' ? await startRedis(running) : undefined;
    const port = await ports.pick();
    const server = await startServer({
      mode: mode === 'standalone-redis' ? 'standalone' : 'start',
      host: '127.0.0.1',
      port,
      env: benchEnv({
        SITE_URL: `http://127.0.0.1:${port}`,
        REDIS_URL: redis?.url,
        NODE_OPTIONS: '--expose-gc',
      }),
      preload,
      label: mode,
    });
    running.push(server);
    const nginx = behindNginx
      ? await startNginx({ upstreams: [`127.0.0.1:${port}`], label: `nginx (${mode})` })
      : undefined;
    if (nginx) running.push(nginx);
    /** Where visitors go: nginx when it is in front, else the server. */
    const front = nginx?.origin ?? server.origin;
    // Never 127.0.0.1, the real landings' address: a visitor is not the flooder (nginx's
    // limits, and the 429 a cache refresh would get, are per address).
    const floodAddresses = loopbackAddresses(mode === 'nginx-distributed' ? addressCount : 1);
    const calls = countCalls(server);
    const distDir =
      mode === 'standalone-redis'
        ? path.join(ROOT, DIST_DIR, 'standalone')
        : path.join(ROOT, DIST_DIR);

    // Warm the real landings, and the render path with a short flood of the same vectors sent
    // to the server itself (the first renders grow V8's heap and the allocator's arenas once,
    // whatever the keys; behind nginx the limits would keep most of it away), then measure the
    // real landings alone.
    await cacheStates(front);
    await cacheStates(front);
    const rssStart = rssBytes(server.pid);
    const warming = realLandings(front, 1_000_000);
    await flood(server.origin, WARM_UP_REQUESTS);
    warming.stop();
    await warming;
    const before = await realLandings(front, 5);
    const disk0 = diskUse(distDir);
    const nginxDisk0 = nginx ? diskUse(nginx.cacheDir) : undefined;
    const rss0 = rssBytes(server.pid);
    const { heap: heap0 } = await heapAfterGc(server);
    const redis0 = await redis?.usage();
    const calls0 = calls.length;
    const log0 = nginx ? nginx.accessLog().length : 0;

    // The flood, with the real landings requested throughout.
    const during = realLandings(front, 1_000_000);
    const result = nginx
      ? await paced({
          origin: front,
          amount: floodRequests,
          rate: floodRate,
          connections,
          addresses: floodAddresses,
          target: floodTarget,
        })
      : await flood(front, floodRequests);
    during.stop();
    const duringResult = await during;
    const states = await cacheStates(front);
    const disk1 = diskUse(distDir);
    const rss1 = rssBytes(server.pid);
    const { heap: heap1 } = await heapAfterGc(server);
    const redis1 = await redis?.usage();
    const floodCalls = calls.length - calls0;

    const p99Before = before.latency.p99;
    const p99Flood = duringResult?.latency?.p99 ?? NaN;
    const withinFactor = (p99) => p99 <= Math.max(p99Before, 1) * P99_FACTOR;
    const addedBytes = disk1.bytes - disk0.bytes;
    const addedFiles = disk1.files - disk0.files;
    const rssGrowth = rss1 - rss0;
    const rows = [
      ['', 'value', 'budget', ''],
      [
        'flood requests (statuses)',
        `${result.requests.total} (${statusCounts(result)}, errors ${result.errors}, 5xx ${result['5xx']})`,
        '0 × 5xx',
        judgedCount(result.requests.total, result['5xx'] === 0),
      ],
    ];
    if (nginx) {
      // What got past nginx: the flood's log lines naming an instance (a 429 names none).
      const realPaths = new Set(REAL_LANDINGS);
      const flooded = nginx
        .accessLog()
        .slice(log0)
        .filter((entry) => !realPaths.has(entry.uri));
      const reached = flooded.filter((entry) => entry.upstream !== '');
      const perAddress = new Map();
      for (const entry of reached) {
        perAddress.set(entry.client, (perAddress.get(entry.client) ?? 0) + 1);
      }
      const most = Math.max(0, ...perAddress.values());
      const allowed = Math.ceil(NGINX_LIMIT.burst + NGINX_LIMIT.perSecond * result.duration);
      const nginxDisk1 = diskUse(nginx.cacheDir);
      rows.push(
        [
          'answered 429 by nginx',
          `${result.statusCodeStats['429']?.count ?? 0} (from ${floodAddresses.length} address${floodAddresses.length > 1 ? 'es' : ''})`,
          '–',
          '',
        ],
        [
          'flood requests that reached Next',
          `${reached.length} (${(reached.length / result.duration).toFixed(0)}/s, from ${perAddress.size} addresses)`,
          '–',
          '',
        ],
        [
          'most from one address',
          `${most} in ${result.duration.toFixed(1)} s`,
          `≤ ${allowed} (burst ${NGINX_LIMIT.burst} + ${NGINX_LIMIT.perSecond}/s)`,
          judgedCount(reached.length, most <= allowed),
        ],
        [
          "added under nginx's cache",
          `${nginxDisk1.bytes - nginxDisk0.bytes} B, ${nginxDisk1.files - nginxDisk0.files} files`,
          '≤ max_size (1 GB)',
          '',
        ],
      );
    }
    rows.push(
      [
        'added under the dist dir',
        `${addedBytes} B, ${addedFiles} files`,
        '0',
        judged(addedBytes === 0 && addedFiles === 0),
      ],
      [
        'RSS growth',
        `${mb(rssGrowth)} MB (${mb(rss0)} → ${mb(rss1)}; ${mb(rssStart)} before the ${WARM_UP_REQUESTS}-request warm-up)`,
        `≤ ${RSS_BUDGET_MB} MB`,
        judged(rssGrowth <= RSS_BUDGET_MB * 1024 * 1024),
      ],
      ['live heap after a full GC', `${mb(heap0)} → ${mb(heap1)} MB`, '–', ''],
    );
    if (redis0 && redis1) {
      const keys = redis1.keys - redis0.keys;
      const bytes = redis1.bytes - redis0.bytes;
      rows.push([
        'Redis added',
        `${keys} keys, ${mb(bytes)} MB (${redis0.keys} → ${redis1.keys} keys)`,
        `≤ ${FLOOD_REDIS_KEYS} keys, ≤ ${mb(FLOOD_REDIS_BYTES)} MB`,
        judged(keys <= FLOOD_REDIS_KEYS && bytes <= FLOOD_REDIS_BYTES),
      ]);
    }
    rows.push(
      [
        'upstream calls the flood caused',
        `${floodCalls} (${(floodCalls / result.requests.total).toFixed(2)} per request)`,
        '–',
        '',
      ],
      [
        'real landings after the flood',
        states.join(', '),
        'all 200 from cache',
        judgedCount(states.length, states.every(fromCache)),
      ],
      [
        'real landings p99: before → during',
        `${p99Before} ms → ${p99Flood} ms (${duringResult?.requests.total ?? 0} requests, ${statusCounts(duringResult ?? {})})`,
        `≤ ${P99_FACTOR}×`,
        judgedCount(duringResult?.requests.total, withinFactor(p99Flood)),
      ],
    );
    if (mode === 'start' && absorbRates.length) {
      // Lower rates, each for `absorbSeconds`, after the main flood (its numbers are taken).
      // A step counts at the rate it achieved (a busy server answers slower than it is asked).
      const steps = [];
      for (const rate of absorbRates) steps.push(await absorbStep(front, rate));
      if (floodRate) {
        steps.push({
          rate: floodRate,
          achieved: achieved(result),
          before: p99Before,
          p99: p99Flood,
        });
      }
      // The highest rate with every lower one within too (noise must not hide a failing step).
      const within = (step) => step.p99 <= Math.max(step.before, 1) * P99_FACTOR;
      const failing = steps.findIndex((step) => !within(step));
      const best = failing === -1 ? steps.at(-1) : steps[failing - 1];
      rows.push([
        `flood rate absorbed within ${P99_FACTOR}×`,
        `${best ? `${best.rate}/s (${best.achieved}/s achieved)` : `none (< ${steps[0].rate}/s)`}; p99 ${steps.map((step) => `${step.rate}/s ${step.before}→${step.p99} ms`).join(', ')}`,
        '–',
        '',
      ]);
    }
    console.log(
      `\nbench:flood — ${mode}: ${floodRequests} requests over ${VECTORS.length} vectors, ` +
        `${connections} connections, ${floodRate ? `${floodRate}/s` : 'unthrottled'} ` +
        `(${achieved(result)}/s achieved, ${result.duration.toFixed(1)} s); real landings ` +
        `${landingRate ? `${landingRate}/s` : 'as fast as answered'}; upstream ${upstream.origin}` +
        (nginx ? `, through nginx from ${floodAddresses.length} address(es)` : ''),
    );
    console.log(table(rows));
  } finally {
    for (const item of running.reverse()) await item.stop();
  }
}

/**
 * The settings the memory and steady modes compare: `npm start`'s (scripts/start.sh, applied by
 * startServer) and, unless `--no-defaults`, Node's and glibc's own.
 */
function memorySettingsCompared() {
  const settings = [{ name: "npm start's settings", nodeDefaults: false }];
  if (compareDefaults) settings.push({ name: "Node's defaults", nodeDefaults: true });
  return settings;
}

/** A measured server for the memory and steady modes: `--expose-gc` for the heap probe only. */
async function memoryServer(setting, preload, upstream, label) {
  const port = await ports.pick();
  return startServer({
    host: '127.0.0.1',
    port,
    env: benchEnv({
      SITE_URL: `http://127.0.0.1:${port}`,
      // The environment's own NODE_OPTIONS after it, as `npm start` puts them after its settings.
      NODE_OPTIONS: ['--expose-gc', process.env.NODE_OPTIONS].filter(Boolean).join(' '),
    }),
    preload,
    label: `${label} (${setting.name})`,
    nodeDefaults: setting.nodeDefaults,
  });
}

/**
 * The hot landing as fast as it is answered (10 connections, 10 s): 2xx answers a second and
 * the server's CPU milliseconds per answer.
 */
async function hotThroughput(server) {
  const cpu0 = groupCpuSeconds(server.pid);
  const result = await cannon(server.origin, {
    connections: 10,
    duration: 10,
    target: () => HOT_LANDING,
  });
  const answered = result['2xx'];
  return {
    rate: Math.round(answered / result.duration),
    cpuMs: answered ? ((groupCpuSeconds(server.pid) - cpu0) * 1000) / answered : NaN,
  };
}

/**
 * Memory through a flood at the highest rate Next alone serves (`--memory-requests` random keys,
 * unthrottled, `--connections` in flight, no warm-up: the flood is what grows the process), with
 * the real landings requested at `--landing-rate` throughout; first the hot landing's throughput
 * as fast as answered, rounds alternating between the settings compared.
 */
async function memoryMode(preload, upstream) {
  const running = [];
  try {
    const settings = memorySettingsCompared();
    const servers = [];
    for (const setting of settings) {
      const server = await memoryServer(setting, preload, upstream, 'memory');
      running.push(server);
      servers.push(server);
      await cacheStates(server.origin);
      await cacheStates(server.origin);
    }
    const throughputs = servers.map(() => []);
    for (let round = 0; round < throughputRounds; round += 1) {
      const order = servers.map((_, i) => i);
      if (round % 2) order.reverse();
      for (const i of order) throughputs[i].push(await hotThroughput(servers[i]));
    }
    const runs = [];
    for (const server of servers) {
      const rssBefore = rssBytes(server.pid);
      const heapBefore = await heapAfterGc(server);
      const before = await realLandings(server.origin, 5);
      const sampler = rssSampler(server.pid);
      const cpu0 = groupCpuSeconds(server.pid);
      const during = realLandings(server.origin, 1_000_000);
      const result = await flood(server.origin, memoryRequests, 0);
      during.stop();
      const duringResult = await during;
      const cpuMs =
        ((groupCpuSeconds(server.pid) - cpu0) * 1000) /
        (result.requests.total + (duringResult?.requests.total ?? 0));
      const { peak, samples } = sampler.stop();
      const rssAfter = rssBytes(server.pid);
      const heapAfter = await heapAfterGc(server);
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
    const rows = [
      ['', ...settings.map((setting) => setting.name), 'budget', ''],
      [
        `${HOT_LANDING} alone, req/s (median of ${throughputRounds}, as fast as answered)`,
        ...cells((_, i) => `${medians[i]} (${throughputs[i].map(({ rate }) => rate).join(', ')})`),
        defaults ? `≥ ${100 - THROUGHPUT_DROP * 100} % of defaults` : '–',
        defaults
          ? judgedCount(Math.min(...medians), medians[0] >= medians[1] * (1 - THROUGHPUT_DROP)) +
            ` (${((medians[0] / Math.max(medians[1], 1)) * 100).toFixed(0)} %)`
          : '',
      ],
      [
        'its CPU ms per request (median; hardly moves with the machine)',
        ...cells(
          (_, i) =>
            `${cpuMedians[i].toFixed(2)} (${throughputs[i].map(({ cpuMs }) => cpuMs.toFixed(2)).join(', ')})`,
        ),
        '–',
        '',
      ],
      [
        'flood: requests (statuses)',
        ...cells(
          ({ result }) =>
            `${result.requests.total} at ${achieved(result)}/s (${statusCounts(result)}, errors ${result.errors})`,
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
        ...cells(({ rssBefore, rssAfter }) => `${mb(rssBefore)} → ${mb(rssAfter)} MB`),
        '–',
        '',
      ],
      [
        'RSS peak during the flood',
        ...cells(({ peak, samples }) => `${mb(peak)} MB (${samples} samples)`),
        `≤ ${MEMORY_RSS_MB} MB`,
        judgedCount(
          main.samples && main.result.requests.total,
          main.peak <= MEMORY_RSS_MB * 1024 * 1024,
        ),
      ],
      [
        'live heap after a full GC: before → after',
        ...cells(
          ({ heapBefore, heapAfter }) => `${mb(heapBefore.heap)} → ${mb(heapAfter.heap)} MB`,
        ),
        '–',
        '',
      ],
      [
        'outside the heap (Buffers): before → after',
        ...cells(
          ({ heapBefore, heapAfter }) =>
            `${mb(heapBefore.external)} → ${mb(heapAfter.external)} MB`,
        ),
        '–',
        '',
      ],
      [
        'real landings answered during the flood',
        ...cells(
          ({ duringResult }) =>
            `${Math.round((duringResult?.['2xx'] ?? 0) / (duringResult?.duration || 1))}/s (${statusCounts(duringResult ?? {})})`,
        ),
        '–',
        '',
      ],
      [
        'real landings p99: before → during',
        ...cells(
          ({ p99Before, duringResult }) => `${p99Before} → ${duringResult?.latency?.p99 ?? NaN} ms`,
        ),
        '–',
        '',
      ],
    ];
    console.log(
      `\nbench:flood — memory: ${memoryRequests} random keys over ${VECTORS.length} vectors, ` +
        `${connections} connections, as fast as answered; real landings ` +
        `${landingRate ? `${landingRate}/s` : 'as fast as answered'}; upstream ${upstream.origin}`,
    );
    console.log(table(rows));
  } finally {
    for (const item of running.reverse()) await item.stop();
  }
}

/** One steady-load run on a fresh server with `setting`. */
async function steadyRun(setting, preload, upstream) {
  const server = await memoryServer(setting, preload, upstream, 'steady');
  try {
    const calls = countCalls(server);
    const hashes = Array.from(
      { length: eventCount },
      (_, i) => `demo-flaky-${String(i).padStart(4, '0')}`,
    );
    const rss0 = rssBytes(server.pid);
    const seconds = periods * REVALIDATE_SECONDS;
    // Enough for each event to be asked several times a period once every page is cached.
    const rate = Math.max(50, Math.ceil((eventCount * 4) / REVALIDATE_SECONDS));
    const sampler = rssSampler(server.pid);
    const target = (i) => `/max?hash=${hashes[i % hashes.length]}`;
    // Every event once first, however long that takes, so all of them are cached (or evicted
    // by the LRU's bound) before the periods are counted.
    const fill = await cannon(server.origin, { amount: eventCount, connections: 10, target });
    const calls0 = calls.length;
    const result = await cannon(server.origin, {
      duration: seconds,
      connections: 10,
      overallRate: rate,
      target,
    });
    const { peak, samples } = sampler.stop();
    const rss1 = rssBytes(server.pid);
    const heap = await heapAfterGc(server);
    const activityReads = calls
      .slice(calls0)
      .filter((call) => /\/activity\/demo-flaky-/.test(call.path)).length;
    return { seconds, rate, fill, result, rss0, rss1, peak, samples, heap, calls, activityReads };
  } finally {
    await server.stop();
  }
}

async function steadyMode(preload, upstream) {
  if (eventCount === 0) return;
  const settings = memorySettingsCompared();
  const runs = [];
  for (const setting of settings) runs.push(await steadyRun(setting, preload, upstream));
  const [main] = runs;
  const cacheMb = cacheMemoryBytes() / 1024 / 1024;
  const cells = (format) => runs.map((item) => format(item));
  // After the fill, one refresh per event per elapsed period.
  const perEventPeriod = (item) => item.activityReads / eventCount / periods;
  console.log(
    `\nbench:flood — steady load: ${eventCount} events, each once (10 connections), then round-robin for ${periods} periods (${main.seconds} s) at ${main.rate} req/s; CACHE_MEMORY_MB ${cacheMb}`,
  );
  console.log(
    table([
      ['', ...settings.map((setting) => setting.name), 'target', ''],
      [
        `filling: each event once (statuses)`,
        ...cells(
          ({ fill }) =>
            `${fill.requests.total} in ${fill.duration.toFixed(0)} s (${statusCounts(fill)}, errors ${fill.errors})`,
        ),
        'all 200',
        judgedCount(main.fill.requests.total, main.fill.non2xx === 0 && main.fill.errors === 0),
      ],
      [
        'requests over the periods (statuses)',
        ...cells(
          ({ result }) =>
            `${result.requests.total} (${statusCounts(result)}, errors ${result.errors})`,
        ),
        'all 200',
        judgedCount(
          main.result.requests.total,
          main.result.non2xx === 0 && main.result.errors === 0,
        ),
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
          main.peak <= (cacheMb + CACHE_HEADROOM_MB) * 1024 * 1024,
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
