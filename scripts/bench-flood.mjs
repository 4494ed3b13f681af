#!/usr/bin/env node
// `npm run bench:flood`: what hostile traffic can make one instance keep (docs/security.md).
//
//   npm run bench:flood -- [--requests 6000] [--rate 200] [--connections 20] [--events 1000]
//                          [--periods 3]
//                          [--mode start] [--mode standalone-redis] [--mode steady] [--build]
//
// For each mode — `next start`, and the standalone `server.js` with a Redis of its own — on the
// embedded demo, loopback only:
//  1. warms three real landings and measures their p99 (10 connections, 5 s);
//  2. floods `--requests` requests (`--rate` a second, 0 for as fast as it answers; after a
//     2,000-request warm-up of the same kind, so the render path's one-time growth of V8's heap
//     and the allocator is not counted as the flood's) with random keys over every vector an anonymous client has
//     (random hashes on each landing variant, the internal route shapes, custom-domain paths,
//     OG cards, dotted and unknown paths, the refetch routes, random query values, bad
//     percent-encoding, random Host headers) while the real landings are requested throughout;
//  3. prints what the flood added: bytes and files under the dist dir (budget 0), the server's
//     RSS (budget 64 MB), Redis keys and memory (budget: FLOOD_REDIS_* below), upstream calls it
//     caused, and the real landings' cache state and p99 during the flood against before (still
//     HIT, p99 within 2×);
//  4. steady load: `--events` distinct real events (`demo-flaky-<n>`, copies of demo-online)
//     requested round-robin for `--periods` cache periods; prints upstream reads per event per
//     period (≈ 1), RSS and p99.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createClient } from '@redis/client';
import {
  benchEnv,
  buildIfNeeded,
  countedCall,
  failWith,
  statusCounts,
  table,
  UPSTREAM_COUNTER,
  writePreload,
} from './lib/bench-support.mjs';
import { REVALIDATE_SECONDS } from '../lib/cache/periods.mjs';
import { diskUse, randomKey, VECTORS } from './lib/flood.mjs';
import { startRedisServer } from './lib/redis.mjs';
import { DIST_DIR, freePort, ROOT, startServer, waitUntil } from './lib/server.cjs';

const fail = failWith('bench:flood');

const REAL_LANDINGS = [
  '/max?hash=demo-online',
  '/en/mid?hash=demo-offline',
  '/min?hash=demo-hybrid',
];
const RSS_BUDGET_MB = 64;
/** Redis may gain refresh claims and re-rendered real entries during a flood, never per key. */
const FLOOD_REDIS_KEYS = 50;
const FLOOD_REDIS_BYTES = 4 * 1024 * 1024;
const P99_FACTOR = 2;
const WARM_UP_REQUESTS = 2000;

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '6000' },
    rate: { type: 'string', default: '200' },
    connections: { type: 'string', default: '20' },
    events: { type: 'string', default: '1000' },
    periods: { type: 'string', default: '3' },
    mode: { type: 'string', multiple: true },
    build: { type: 'boolean', default: false },
  },
});
const floodRequests = Number(options.requests);
const connections = Number(options.connections);
/** Flood requests per second in all (0: as fast as the server answers). */
const floodRate = Number(options.rate);
const eventCount = Number(options.events);
const periods = Number(options.periods);
const modes = options.mode?.length ? options.mode : ['start', 'standalone-redis', 'steady'];
if (floodRequests < 1 || connections < 1 || eventCount < 0 || periods < 1) fail('bad options');

/** `amount` requests with random keys, round-robin over the vectors. */
function flood(origin, amount) {
  let sent = 0;
  return run(origin, {
    amount,
    connections,
    overallRate: floodRate || undefined,
    requests: [
      {
        setupRequest: (request) => {
          const [, vector] = VECTORS[sent % VECTORS.length];
          sent += 1;
          const { path: target, headers } = vector(randomKey());
          request.path = target;
          if (headers) request.headers = { ...request.headers, ...headers };
          return request;
        },
      },
    ],
  });
}

/** Resident memory of a server's whole process group, in bytes (`next start` may fork). */
function rssBytes(pid) {
  const out = spawnSync('ps', ['-o', 'rss=', '-g', String(pid)], { encoding: 'utf8' }).stdout;
  return out
    .split('\n')
    .map((line) => Number(line.trim()) * 1024)
    .filter((value) => value > 0)
    .reduce((sum, value) => sum + value, 0);
}

/** Preloaded beside the upstream counter: on SIGUSR2, a full GC, then the live heap on stdout. */
const HEAP_PROBE = `
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') { global.gc(); global.gc(); }
  process.stdout.write('[bench-heap] ' + process.memoryUsage().heapUsed + '\\n');
});
`;

/** The server's live heap after a full GC, in bytes. */
async function heapAfterGc(server) {
  const seen = server.logs.filter((line) => line.startsWith('[bench-heap]')).length;
  process.kill(server.pid, 'SIGUSR2');
  let value;
  await waitUntil(
    async () => {
      const lines = server.logs.filter((line) => line.startsWith('[bench-heap]'));
      if (lines.length <= seen) return false;
      value = Number(lines.at(-1).split(' ')[1]);
      return true;
    },
    'the heap probe',
    () => '',
    10_000,
  );
  return value;
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

/** autocannon's instance: a promise of its result that can also be stopped. */
function run(url, { connections: conns = 10, ...rest }) {
  const defined = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  return autocannon({ url, connections: conns, timeout: 30, ...defined });
}

/** Requests real landings round-robin for `duration` seconds; resolves to autocannon's result. */
function realLandings(origin, duration) {
  let next = 0;
  return run(origin, {
    duration,
    connections: 6,
    requests: [
      {
        setupRequest: (request) => {
          request.path = REAL_LANDINGS[next % REAL_LANDINGS.length];
          next += 1;
          return request;
        },
      },
    ],
  });
}

async function cacheStates(origin) {
  const states = [];
  for (const landing of REAL_LANDINGS) {
    const response = await fetch(`${origin}${landing}`);
    await response.arrayBuffer();
    states.push(`${response.status} ${response.headers.get('x-nextjs-cache') ?? '-'}`);
  }
  return states;
}

async function startRedis(running) {
  const server = await startRedisServer().catch((error) => fail(error.message));
  running.push(server);
  const { url } = server;
  const client = createClient({ url });
  await client.connect();
  running.push({ stop: () => client.close() });
  return {
    url,
    async usage() {
      const info = await client.info('memory');
      const used = Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0);
      return { keys: await client.dbSize(), bytes: used };
    },
  };
}

function upstreamCounter(server) {
  const calls = [];
  server.child.stdout.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      const call = countedCall(line);
      if (call) calls.push(call);
    }
  });
  return calls;
}

async function floodMode(mode, preload) {
  const running = [];
  try {
    const redis = mode === 'standalone-redis' ? await startRedis(running) : undefined;
    const port = await freePort();
    const server = await startServer({
      mode: mode === 'start' ? 'start' : 'standalone',
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
    const calls = upstreamCounter(server);
    const distDir =
      mode === 'start' ? path.join(ROOT, DIST_DIR) : path.join(ROOT, DIST_DIR, 'standalone');

    // Warm the real landings, and the render path with a short flood of the same vectors (the
    // first renders grow V8's heap and the allocator's arenas once, whatever the keys), then
    // measure the real landings alone.
    await cacheStates(server.origin);
    await cacheStates(server.origin);
    const rssStart = rssBytes(server.pid);
    const warming = realLandings(server.origin, 1_000_000);
    await flood(server.origin, WARM_UP_REQUESTS);
    warming.stop();
    await warming;
    const before = await realLandings(server.origin, 5);
    const disk0 = diskUse(distDir);
    const rss0 = rssBytes(server.pid);
    const heap0 = await heapAfterGc(server);
    const redis0 = await redis?.usage();
    const calls0 = calls.length;

    // The flood, with the real landings requested throughout.
    const during = realLandings(server.origin, 1_000_000);
    const result = await flood(server.origin, floodRequests);
    during.stop();
    const duringResult = await during;
    const states = await cacheStates(server.origin);
    const disk1 = diskUse(distDir);
    const rss1 = rssBytes(server.pid);
    const heap1 = await heapAfterGc(server);
    const redis1 = await redis?.usage();
    const floodCalls = calls.length - calls0;

    const p99Before = before.latency.p99;
    const p99During = duringResult?.latency?.p99 ?? NaN;
    const addedBytes = disk1.bytes - disk0.bytes;
    const addedFiles = disk1.files - disk0.files;
    const rssGrowth = rss1 - rss0;
    const rows = [
      ['', 'value', 'budget', ''],
      [
        'flood requests (statuses)',
        `${result.requests.total} (${statusCounts(result)}, errors ${result.errors}, 5xx ${result['5xx']})`,
        '0 × 5xx',
        verdict(result['5xx'] === 0),
      ],
      [
        'added under the dist dir',
        `${addedBytes} B, ${addedFiles} files`,
        '0',
        verdict(addedBytes === 0 && addedFiles === 0),
      ],
      [
        'RSS growth',
        `${mb(rssGrowth)} MB (${mb(rss0)} → ${mb(rss1)}; ${mb(rssStart)} before the ${WARM_UP_REQUESTS}-request warm-up)`,
        `≤ ${RSS_BUDGET_MB} MB`,
        verdict(rssGrowth <= RSS_BUDGET_MB * 1024 * 1024),
      ],
      ['live heap after a full GC', `${mb(heap0)} → ${mb(heap1)} MB`, '–', ''],
    ];
    if (redis0 && redis1) {
      const keys = redis1.keys - redis0.keys;
      const bytes = redis1.bytes - redis0.bytes;
      rows.push([
        'Redis added',
        `${keys} keys, ${mb(bytes)} MB (${redis0.keys} → ${redis1.keys} keys)`,
        `≤ ${FLOOD_REDIS_KEYS} keys, ≤ ${mb(FLOOD_REDIS_BYTES)} MB`,
        verdict(keys <= FLOOD_REDIS_KEYS && bytes <= FLOOD_REDIS_BYTES),
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
        'all 200 HIT',
        verdict(states.every((state) => state === '200 HIT')),
      ],
      [
        'real landings p99: before → during',
        `${p99Before} ms → ${p99During} ms (${duringResult?.requests.total ?? 0} requests, ${statusCounts(duringResult ?? {})})`,
        `≤ ${P99_FACTOR}×`,
        verdict(p99During <= Math.max(p99Before, 1) * P99_FACTOR),
      ],
    );
    console.log(
      `\nbench:flood — ${mode}: ${floodRequests} requests over ${VECTORS.length} vectors, ` +
        `${connections} connections, ${floodRate ? `${floodRate}/s` : 'unthrottled'} ` +
        `(${result.duration.toFixed(1)} s)`,
    );
    console.log(table(rows));
  } finally {
    for (const item of running.reverse()) await item.stop();
  }
}

async function steadyMode(preload) {
  if (eventCount === 0) return;
  const running = [];
  try {
    const port = await freePort();
    const server = await startServer({
      host: '127.0.0.1',
      port,
      env: benchEnv({ SITE_URL: `http://127.0.0.1:${port}` }),
      preload,
      label: 'steady',
    });
    running.push(server);
    const calls = upstreamCounter(server);
    const hashes = Array.from(
      { length: eventCount },
      (_, i) => `demo-flaky-${String(i).padStart(4, '0')}`,
    );
    const rss0 = rssBytes(server.pid);
    let next = 0;
    const seconds = periods * REVALIDATE_SECONDS;
    // Enough for each event to be asked several times a period once every page is cached.
    const rate = Math.max(50, Math.ceil((eventCount * 4) / REVALIDATE_SECONDS));
    const result = await run(server.origin, {
      duration: seconds,
      connections: 10,
      overallRate: rate,
      requests: [
        {
          setupRequest: (request) => {
            request.path = `/max?hash=${hashes[next % hashes.length]}`;
            next += 1;
            return request;
          },
        },
      ],
    });
    const rss1 = rssBytes(server.pid);
    const activityReads = calls.filter((call) => /\/activity\/demo-flaky-/.test(call)).length;
    // The first render and one refresh per elapsed period: `periods` reads per event in all.
    const perEventPeriod = activityReads / eventCount / periods;
    console.log(
      `\nbench:flood — steady load: ${eventCount} events round-robin for ${periods} periods (${seconds} s) at ${rate} req/s`,
    );
    console.log(
      table([
        ['', 'value', 'target', ''],
        [
          'requests (statuses)',
          `${result.requests.total} (${statusCounts(result)}, errors ${result.errors})`,
          'all 200',
          verdict(result.non2xx === 0 && result.errors === 0),
        ],
        [
          'activity reads per event per period',
          `${perEventPeriod.toFixed(2)} (${activityReads} reads in ${periods} periods, the first render included)`,
          '≈ 1',
          verdict(perEventPeriod <= 1.25),
        ],
        ['upstream calls in all', String(calls.length), '–', ''],
        ['RSS', `${mb(rss0)} → ${mb(rss1)} MB`, '–', ''],
        ['latency p50 / p99', `${result.latency.p50} / ${result.latency.p99} ms`, '–', ''],
      ]),
    );
  } finally {
    for (const item of running.reverse()) await item.stop();
  }
}

buildIfNeeded({ force: options.build, label: 'bench:flood', fail });
const counter = writePreload(`${UPSTREAM_COUNTER}\n${HEAP_PROBE}`);
try {
  for (const mode of modes) {
    if (mode === 'steady') await steadyMode(counter.path);
    else if (['start', 'standalone-redis'].includes(mode)) await floodMode(mode, counter.path);
    else fail(`unknown mode ${mode}`);
  }
} finally {
  counter.remove();
}
