#!/usr/bin/env node
// `npm run bench`: the landing's speed budget on the production build, over loopback only.
//
//   npm run bench -- [--landing /max?hash=demo-online]... [--static /brands/default/logo.svg]
//                    [--duration 10] [--connections 20] [--build] [--strict]
//
// Builds when `<NEXT_DIST_DIR or .next>/BUILD_ID` is missing (or with --build), starts `next start` on the embedded
// demo services, then prints for each landing: requests/s, p50/p99 latency and non-2xx answers
// under load, the same for a static file served by the same server and the ratio of the two;
// first-load JavaScript (gzip) and HTML size; and the upstream calls the server made during the
// run. Budgets: landing ≥ 25 % of the static file's throughput, first-load JS ≤ 160 kB gzip.
// --strict exits with 1 when a budget is missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import {
  benchEnv,
  buildIfNeeded,
  countedCall,
  failWith,
  freePort,
  NEXT_BIN,
  ROOT,
  stopChild,
  STARTUP_TIMEOUT_MS,
  UPSTREAM_COUNTER,
} from './lib/bench-support.mjs';

const fail = failWith('bench');

const THROUGHPUT_BUDGET = 0.25;
const JS_BUDGET_BYTES = 160_000; // kB as Next's build output counts them (1 kB = 1000 bytes)

const { values: options } = parseArgs({
  options: {
    landing: { type: 'string', multiple: true },
    static: { type: 'string', default: '/brands/default/logo.svg' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    build: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
  },
});
const landings = options.landing?.length ? options.landing : ['/max?hash=demo-online'];
const duration = Number(options.duration);
const connections = Number(options.connections);
if (!Number.isInteger(duration) || duration < 1 || duration > 120) fail('--duration: 1–120 s');
if (!Number.isInteger(connections) || connections < 1 || connections > 500) {
  fail('--connections: 1–500');
}
for (const target of [...landings, options.static]) {
  // Paths only: the benchmark never leaves the loopback server it started.
  if (!target.startsWith('/') || target.startsWith('//')) fail(`not a path: ${target}`);
}

let workDir;
let server;
const serverLog = [];
const upstreamCalls = [];

async function startServer(port) {
  workDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const preload = path.join(workDir, 'upstream-counter.cjs');
  writeFileSync(preload, UPSTREAM_COUNTER);
  const origin = `http://localhost:${port}`;
  // Hostname `localhost`, not 127.0.0.1: middleware rewrites are anchored on the origin the
  // server was started on (lib/routing/internal-rewrite.ts).
  server = spawn(process.execPath, [NEXT_BIN, 'start', '-H', 'localhost', '-p', String(port)], {
    cwd: ROOT,
    env: benchEnv({
      PORT: String(port),
      SITE_URL: origin,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(preload)}`.trim(),
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it also stops any worker it forks
  });
  const collect = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      const call = countedCall(line);
      if (call) upstreamCalls.push(call);
      else serverLog.push(line);
    }
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  server.once('exit', (code, signal) => {
    if (server) serverLog.push(`(server exited: ${code ?? signal})`);
  });

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return origin;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not become healthy:\n${serverLog.slice(-20).join('\n')}`);
}

async function stopServer() {
  const running = server;
  server = undefined;
  await stopChild(running);
}

const WARM_REQUESTS = 3;

async function warm(origin, target) {
  // The first render fills the cache; the next ones show what a crowd will get.
  let status = 0;
  for (let attempt = 0; attempt < WARM_REQUESTS; attempt += 1) {
    const response = await fetch(origin + target);
    await response.arrayBuffer();
    status = response.status;
  }
  if (status !== 200) {
    console.warn(
      `bench: ${target} answers ${status}; the build may predate this route (try --build)`,
    );
  }
  return status;
}

function load(url, headers = {}) {
  return autocannon({ url, connections, duration, headers });
}

/**
 * `Cache-Control: no-cache` makes the one-second landing micro-cache (lib/server/landing-micro-cache.ts)
 * hand the request to Next, so the same run also shows what Next's own ISR path serves.
 */
const BYPASS_MICRO_CACHE = { 'cache-control': 'no-cache' };

function summarise(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
    statuses: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
  };
}

function scriptSources(html) {
  const sources = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value) sources.add(value.replace(/&amp;/g, '&'));
  }
  return [...sources];
}

async function firstLoad(origin, target) {
  const html = Buffer.from(await (await fetch(origin + target)).arrayBuffer());
  const files = [];
  const skipped = [];
  for (const src of scriptSources(html.toString('utf8'))) {
    const url = new URL(src, origin + target);
    if (url.origin !== origin) {
      skipped.push(url.href); // loopback only: third-party tags are not ours to fetch
      continue;
    }
    const response = await fetch(url);
    const body = Buffer.from(await response.arrayBuffer());
    files.push({
      path: url.pathname + url.search,
      status: response.status,
      raw: body.length,
      gzip: gzipSync(body).length,
    });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    htmlRaw: html.length,
    htmlGzip: gzipSync(html).length,
    files,
    skipped,
    jsGzip: files.reduce((sum, file) => sum + file.gzip, 0),
    jsRaw: files.reduce((sum, file) => sum + file.raw, 0),
  };
}

/** '/demo/media/eventor/public/activity/demo-online' → 'activity'. */
function upstreamKind(call) {
  const pathname = call.split(' ')[1] ?? '';
  if (pathname.startsWith('/demo/forms/')) return 'forms';
  const match = /^\/demo\/media\/(?:eventor\/public\/)?([a-z]+)/i.exec(pathname);
  return match?.[1] ?? 'other';
}

function describeCalls(calls) {
  if (calls.length === 0) return '0';
  const kinds = {};
  for (const call of calls) kinds[upstreamKind(call)] = (kinds[upstreamKind(call)] ?? 0) + 1;
  const detail = Object.entries(kinds)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  return `${calls.length} (${detail})`;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => `${Math.round(value)} ms`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

function table(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0
            ? String(cell).padEnd(widths[column])
            : String(cell).padStart(widths[column]),
        )
        .join('  '),
    )
    .join('\n');
}

async function main() {
  buildIfNeeded({ force: options.build, label: 'bench', fail });
  // Bounded in time whatever happens once built: the run takes seconds, not minutes.
  const budgetMs = STARTUP_TIMEOUT_MS + (2 * landings.length + 1) * (duration + 30) * 1000;
  setTimeout(() => {
    console.error('bench: timed out');
    void stopServer().finally(() => process.exit(1));
  }, budgetMs).unref();
  const port = await freePort();
  const origin = await startServer(port);
  console.log(
    `bench: server on ${origin} (pid ${server.pid}), ${connections} connections × ${duration} s`,
  );

  const results = [];
  for (const target of landings) {
    const warmBefore = upstreamCalls.length;
    const status = await warm(origin, target);
    const callsBefore = upstreamCalls.length;
    const warmCalls = upstreamCalls.slice(warmBefore, callsBefore);
    const stats = summarise(await load(origin + target));
    const nextAlone = summarise(await load(origin + target, BYPASS_MICRO_CACHE));
    await new Promise((resolve) => setTimeout(resolve, 300)); // let the last log lines arrive
    const calls = upstreamCalls.slice(callsBefore);
    results.push({
      target,
      status,
      stats,
      nextAlone,
      calls,
      warmCalls,
      page: await firstLoad(origin, target),
    });
  }
  await warm(origin, options.static);
  const staticStats = summarise(await load(origin + options.static));
  await stopServer();

  const header = ['route', 'req/s', 'p50', 'p99', 'non-2xx', 'statuses', 'upstream calls'];
  const rows = results.flatMap(({ target, stats, nextAlone, calls }) => [
    [
      target,
      stats.rps.toFixed(0),
      ms(stats.p50),
      ms(stats.p99),
      stats.non2xx,
      stats.statuses,
      describeCalls(calls),
    ],
    [
      `  same, Next alone (no-cache)`,
      nextAlone.rps.toFixed(0),
      ms(nextAlone.p50),
      ms(nextAlone.p99),
      nextAlone.non2xx,
      nextAlone.statuses,
      '(included above)',
    ],
  ]);
  rows.push([
    `${options.static} (static)`,
    staticStats.rps.toFixed(0),
    ms(staticStats.p50),
    ms(staticStats.p99),
    staticStats.non2xx,
    staticStats.statuses,
    '–',
  ]);
  console.log(`\n${table([header, ...rows])}\n`);

  let allPass = true;
  for (const { target, status, stats, nextAlone, calls, warmCalls, page } of results) {
    const ratio = staticStats.rps > 0 ? stats.rps / staticStats.rps : 0;
    const nextRatio = staticStats.rps > 0 ? nextAlone.rps / staticStats.rps : 0;
    const throughputOk = ratio >= THROUGHPUT_BUDGET && stats.non2xx === 0 && status === 200;
    const jsOk = page.jsGzip <= JS_BUDGET_BYTES;
    allPass &&= throughputOk && jsOk;
    console.log(`${target}`);
    console.log(
      `  throughput   ${(ratio * 100).toFixed(1)} % of the static file (budget ≥ ${THROUGHPUT_BUDGET * 100} %, no non-2xx)  ${verdict(throughputOk)}`,
    );
    console.log(
      `               ${(nextRatio * 100).toFixed(1)} % with the micro-cache bypassed (Next's ISR path alone, for reference)`,
    );
    console.log(
      `  first-load JS ${kb(page.jsGzip)} gzip, ${kb(page.jsRaw)} raw, ${page.files.length} files (budget ≤ ${kb(JS_BUDGET_BYTES)})  ${verdict(jsOk)}`,
    );
    for (const file of page.files) {
      const note = file.status === 200 ? '' : `  (HTTP ${file.status})`;
      console.log(`    ${kb(file.gzip).padStart(9)}  ${file.path}${note}`);
    }
    for (const href of page.skipped) console.log(`    (not fetched, third-party) ${href}`);
    console.log(`  HTML         ${kb(page.htmlRaw)} raw, ${kb(page.htmlGzip)} gzip`);
    // The warm-up count shows the counter works: a first render must ask the upstream.
    console.log(
      `  upstream     ${describeCalls(calls)} during ${stats.total + nextAlone.total} requests under load; ` +
        `${describeCalls(warmCalls)} during the ${WARM_REQUESTS} warm-up requests`,
    );
  }
  console.log(`\nbudget: ${allPass ? 'met' : 'MISSED'}`);
  if (options.strict && !allPass) process.exitCode = 1;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopServer().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopServer();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}
