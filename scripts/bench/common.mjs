// What every bench scenario shares (docs/benchmarks.md): the run (options, build, servers stopped
// by pid, signals, time limit), the load loop, the upstream counter, figures from /proc, the
// tables and the verdicts (decision 1155: no pass on nothing).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { DEPLOYMENT_ENV, E2E_BUILD_NOTE, E2E_DEMO_PORT } from '../../e2e/support/deployment.mjs';
import { startDemoServices } from '../lib/demo-server.mjs';
import { DIST_DIR, freePort, NEXT_BIN, ROOT, startServer } from '../lib/server.cjs';

export { groupRssBytes } from '../lib/large-body.mjs';

export const NO_DATA = 'no data';

/** The run did not happen as designed (setup, a switch that did not turn on): exit non-zero. */
export class BenchRunError extends Error {
  name = 'BenchRunError';
}

/** @returns {count is number} a positive finite number: the count counted something. */
export const hasData = (count) => typeof count === 'number' && Number.isFinite(count) && count > 0;

/**
 * One run's verdicts: `judge(ok)` for a budget line, `counted(count, ok)` for one whose figure is
 * a count (zero, NaN or missing → `FAIL (no data)`), `figure` to print that count.
 */
export function createVerdicts() {
  const all = [];
  const judge = (ok) => (all.push(Boolean(ok)), ok ? 'PASS' : 'FAIL');
  const failed = () => all.filter((ok) => !ok).length;
  return {
    judge,
    counted: (count, ok) => (hasData(count) ? judge(ok) : (all.push(false), `FAIL (${NO_DATA})`)),
    /** @type {(count: unknown, format?: (count: number) => string | number) => string} */
    figure: (count, format = String) => (hasData(count) ? String(format(count)) : NO_DATA),
    get failed() {
      return failed();
    },
    summary: (label) => `${label}: ${all.length - failed()} PASS, ${failed()} FAIL`,
  };
}

const errorText = (error) => (error instanceof Error ? error.message : String(error));

/** Turns a fault on (`set`) and reads it back (`read`): anything but `expected` fails the run. */
export async function switchOrFail(what, expected, { set, read }) {
  const step = async (action, doing) => {
    try {
      return await action();
    } catch (error) {
      throw new BenchRunError(`${what}: ${doing}: ${errorText(error)}`);
    }
  };
  await step(set, `could not switch to ${expected}`);
  const actual = await step(read, 'could not read the mode back');
  if (actual !== expected) {
    throw new BenchRunError(`${what}: asked for ${expected}, in force: ${actual ?? 'nothing'}`);
  }
}

/** Settings that would send requests off this machine (or share a cache) in a benchmark. */
const OUTSIDE = ['CDN_URL', 'QR_URL', 'REDIS_URL', 'CUSTOM_DOMAINS'];

export const benchEnv = (extra = {}) => ({
  ...Object.fromEntries(OUTSIDE.map((name) => [name, undefined])),
  ...DEPLOYMENT_ENV,
  ...extra,
});

/**
 * One scenario's run: `main(bench)`, then the verdicts' summary line. Budgets are printed, not
 * exit codes (decision 0105): the exit code says only whether the run worked.
 */
export async function runBench(label, main) {
  const running = [];
  const cleanups = [];
  let timer;
  const stop = async (servers) => {
    for (const server of servers.reverse()) await server.stop();
  };
  const stopAll = async () => {
    await stop(running.splice(0));
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const abort = (message, code = 1) => {
    console.error(`${label}: ${message}`);
    void stopAll().finally(() => process.exit(code));
  };
  const bench = {
    label,
    verdicts: createVerdicts(),
    fail(message) {
      console.error(`${label}: ${message}`);
      process.exit(2);
    },
    /** This scenario's flags (node:util parseArgs) with `--build` and `--ports`; builds. */
    options(args, spec) {
      const integers = Object.entries(spec).filter(([, value]) => Array.isArray(value));
      const { values } = parseArgs({
        args,
        allowNegative: true,
        options: {
          ...spec,
          ...Object.fromEntries(
            integers.map(([n, [d]]) => [n, { type: 'string', default: `${d}` }]),
          ),
          build: { type: 'boolean', default: false },
          ports: { type: 'string' },
        },
      });
      for (const [name, [, min, max, unit = '']] of integers) {
        values[name] = Number(values[name]);
        if (!Number.isInteger(values[name]) || values[name] < min || values[name] > max) {
          bench.fail(`--${name}: ${min}–${max}${unit}`);
        }
      }
      const range = values.ports && /^(\d+)-(\d+)$/.exec(values.ports)?.slice(1).map(Number);
      if (values.ports && !(range?.[0] >= 1024 && range[1] <= 65535 && range[0] <= range[1])) {
        bench.fail('--ports: FROM-TO, e.g. 4500-4599');
      }
      if (range) process.env.BENCH_PORTS = values.ports; // freePort takes every port from it
      for (const target of values.landing ?? []) {
        if (!target.startsWith('/') || target.startsWith('//')) bench.fail(`not a path: ${target}`);
      }
      buildIfNeeded(values.build, bench);
      return values;
    },
    track: (server) => (running.push(server), server),
    untrack: (server) => running.includes(server) && running.splice(running.indexOf(server), 1),
    cleanup: (fn) => cleanups.push(fn),
    limit: (ms) => (timer = setTimeout(() => abort('timed out'), ms).unref()),
    abort: (error) => abort(errorText(error)),
    /** `fn()`, then every server it started is stopped. */
    async within(fn) {
      const mark = running.length;
      try {
        return await fn();
      } finally {
        await stop(running.splice(mark));
      }
    },
    /** The demo server on the port the build's URLs name: upstreams, player and widgets. */
    startDemo: async () => bench.track(await startDemoServices({ port: E2E_DEMO_PORT })),
    /** The build's `next start` on a free loopback port, its own origin its SITE_URL. */
    async startNext({ env = {}, ...options }) {
      const port = await freePort();
      const site = { SITE_URL: `http://127.0.0.1:${port}` };
      const server = await startServer({
        host: '127.0.0.1',
        port,
        env: benchEnv({ ...site, ...env }),
        ...options,
      });
      return bench.track(server);
    },
    /** A preload file for startServer's `preload`, removed at the end. */
    preload(source, name = 'preload.cjs') {
      const dir = mkdtempSync(path.join(tmpdir(), 'bench-preload-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      writeFileSync(path.join(dir, name), source);
      return path.join(dir, name);
    },
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => abort('stopped', 130));
  try {
    await main(bench);
    console.log(`\n${bench.verdicts.summary(label)}`);
  } catch (error) {
    console.error(`${label}: ${error instanceof BenchRunError ? error.message : error?.stack}`);
    process.exitCode = 1;
  } finally {
    clearTimeout(timer);
    await stopAll();
  }
}

function buildIfNeeded(force, { label, fail }) {
  const built = existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'));
  // The e2e suite's build loads its files from an asset host no benchmark runs.
  const suites = existsSync(path.join(ROOT, DIST_DIR, E2E_BUILD_NOTE));
  if (!force && built && !suites) return;
  console.log(
    suites
      ? `${label}: the build is the e2e suite's (its files on an asset host): building without one…`
      : `${label}: building (next build)…`,
  );
  const env = { ...process.env, ...DEPLOYMENT_ENV, NODE_ENV: 'production' };
  env.NEXT_TELEMETRY_DISABLED = '1';
  for (const name of OUTSIDE) delete env[name];
  const options = { cwd: ROOT, stdio: 'inherit', env, timeout: 15 * 60_000 };
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], options);
  if (result.status !== 0) fail(`next build failed (${result.status ?? result.signal})`);
}

/**
 * autocannon, stoppable (`.stop()`); `target(i)` names the i-th request (a path, or
 * `{ path, headers }`); options left undefined are autocannon's defaults.
 */
export function load(url, { target, ...options }) {
  let sent = 0;
  const setupRequest = (request) => {
    const next = target(sent++);
    const { path: pathname, headers } = typeof next === 'string' ? { path: next } : next;
    return { ...request, path: pathname, headers: { ...request.headers, ...headers } };
  };
  const defined = Object.entries(options).filter(([, value]) => value !== undefined);
  return autocannon({
    url,
    ...(target && { requests: [{ setupRequest }] }),
    ...Object.fromEntries(defined),
  });
}

/** An autocannon result's figures, errors being non-2xx answers, socket errors and time-outs. */
export const figures = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.non2xx + result.errors + result.timeouts,
  total: result.requests.total,
  statuses: statusCounts(result) || '–',
});

/** The line prefix the upstream counter writes. */
const UPSTREAM_MARK = '[bench-upstream]';

/**
 * A CommonJS preload: wraps the global fetch before Next patches it, so it sees only what gets
 * past Next's data cache, and writes `[bench-upstream] GET /demo/media/…` per call.
 */
export const UPSTREAM_COUNTER = `
const original = globalThis.fetch;
if (typeof original === 'function') {
  globalThis.fetch = function benchCountingFetch(input, init) {
    try {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const pathname = new URL(url).pathname;
      if (pathname.startsWith('/demo/media/') || pathname.startsWith('/demo/forms/')) {
        const method = (init && init.method) || (typeof input === 'object' && input.method) || 'GET';
        process.stdout.write(${JSON.stringify(UPSTREAM_MARK)} + ' ' + method + ' ' + pathname + '\\n');
      }
    } catch {}
    return original.apply(this, arguments);
  };
}
`;

const countedCall = (line) =>
  line.startsWith(UPSTREAM_MARK) ? line.slice(UPSTREAM_MARK.length + 1) : undefined;

/** The upstream calls among a server's log lines (`server.logs` of startServer). */
export const upstreamCalls = (lines) => lines.map(countedCall).filter(Boolean);

/** Every upstream call of `server` as it arrives, `{ at, path }`, into `calls`. */
export function countCalls(server, calls = []) {
  server.child.stdout?.on('data', (chunk) => {
    for (const call of upstreamCalls(chunk.toString().split('\n'))) {
      calls.push({ at: Date.now(), path: call });
    }
  });
  return calls;
}

/** One GET on loopback whatever the URL's host (Node does not resolve *.localhost), gzip asked. */
export function loopbackGet(url, headers = {}) {
  const lookup = (_host, options, callback) =>
    options?.all
      ? callback(null, [{ address: '127.0.0.1', family: 4 }])
      : callback(null, '127.0.0.1', 4);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { lookup, headers: { 'accept-encoding': 'gzip', ...headers } });
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject).end();
  });
}

/** Rows of cells as aligned text: the first column left, the others right. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  const cell = (value, i) =>
    i ? String(value).padStart(widths[i]) : String(value).padEnd(widths[i]);
  return rows.map((row) => row.map(cell).join('  ')).join('\n');
}

/** A budget line: `  name  figure  verdict`. */
export const say = (name, figure, verdict = '', width = 15) =>
  console.log(`  ${name.padEnd(width)} ${figure}${verdict && `  ${verdict}`}`);

/** `200×1234 502×3` from an autocannon result. */
export const statusCounts = (result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds used so far by the processes of `pgid`, from /proc; undefined where there is none. */
export function groupCpuSeconds(pgid) {
  let ticks;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command (which may hold spaces): state ppid pgrp … utime(14) stime(15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) ticks = (ticks ?? 0) + Number(fields[11]) + Number(fields[12]);
  }
  return ticks === undefined ? undefined : ticks / 100;
}

/**
 * What a first visit loads besides the HTML: every same-origin `<script src>` (`nomodule`
 * excluded), with each file's gzip size (level 6, what nginx and Next send), and the HTML's size.
 */
export async function firstLoad(origin, html) {
  const files = [];
  const skipped = [];
  const sources = new Set();
  for (const [tag] of html.toString('utf8').matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value && !/\snomodule\b/i.test(tag)) sources.add(value.replace(/&amp;/g, '&'));
  }
  for (const src of sources) {
    const url = new URL(src, origin);
    if (url.origin !== origin) {
      skipped.push(url.href); // loopback only: third-party tags are not ours to fetch
      continue;
    }
    const response = await fetch(url);
    const body = Buffer.from(await response.arrayBuffer());
    const { pathname, search } = url;
    files.push({
      path: pathname + search,
      status: response.status,
      raw: body.length,
      gzip: gzipSync(body).length,
    });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  const htmlGzip = gzipSync(html).length;
  return { htmlRaw: html.length, htmlGzip, files, skipped, jsGzip: sum('gzip'), jsRaw: sum('raw') };
}
