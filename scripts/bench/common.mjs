// What every bench scenario shares (docs/benchmarks.md): the run itself (build, servers stopped
// by pid, signals, time limit), the demo server as upstream, the upstream counter, tables,
// process figures from /proc, and the budget verdicts (decision 1155: no pass on nothing).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DEPLOYMENT_ENV, E2E_BUILD_NOTE, E2E_DEMO_PORT } from '../../e2e/support/deployment.mjs';
import { startDemoServices } from '../lib/demo-server.mjs';
import { DIST_DIR, freePort, NEXT_BIN, ROOT } from '../lib/server.cjs';

export { groupRssBytes } from '../lib/large-body.mjs';

const BUILD_TIMEOUT_MS = 15 * 60_000;
export const NO_DATA = 'no data';

/** The run did not happen as designed (setup, a switch that did not turn on): exit non-zero. */
export class BenchRunError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'BenchRunError';
  }
}

/**
 * Whether `count` counted anything: a positive finite number.
 * @param {unknown} count
 * @returns {count is number}
 */
export function hasData(count) {
  return typeof count === 'number' && Number.isFinite(count) && count > 0;
}

/**
 * One run's verdicts: `judge(ok)` for a budget line, `counted(count, ok)` for one whose figure is
 * a count (zero, NaN or missing → `FAIL (no data)`), and the summary at the end.
 */
export function createVerdicts() {
  /** @type {boolean[]} */
  const all = [];
  /** @param {unknown} ok */
  const judge = (ok) => {
    all.push(Boolean(ok));
    return ok ? 'PASS' : 'FAIL';
  };
  const failed = () => all.filter((ok) => !ok).length;
  return {
    judge,
    /**
     * @param {unknown} count
     * @param {unknown} ok
     */
    counted(count, ok) {
      if (hasData(count)) return judge(ok);
      all.push(false);
      return `FAIL (${NO_DATA})`;
    },
    /**
     * `counted`'s figure: the count (through `format`), or `no data`.
     * @param {unknown} count
     * @param {(count: number) => string | number} [format]
     */
    figure: (count, format = String) => (hasData(count) ? String(format(count)) : NO_DATA),
    get failed() {
      return failed();
    },
    /** @param {string} label */
    summary: (label) => `${label}: ${all.length - failed()} PASS, ${failed()} FAIL`,
  };
}

/** @param {unknown} error */
const errorText = (error) => (error instanceof Error ? error.message : String(error));

/**
 * Turns a fault on and checks it is on: `set()` asks for it, `read()` reports what is in force;
 * anything but `expected` (or a failed request) is a `BenchRunError`.
 * @param {string} what
 * @param {string} expected
 * @param {{ set: () => Promise<unknown>, read: () => Promise<unknown> }} steps
 */
export async function switchOrFail(what, expected, { set, read }) {
  try {
    await set();
  } catch (error) {
    throw new BenchRunError(`${what}: could not switch to ${expected}: ${errorText(error)}`);
  }
  let actual;
  try {
    actual = await read();
  } catch (error) {
    throw new BenchRunError(`${what}: could not read the mode back: ${errorText(error)}`);
  }
  if (actual !== expected) {
    throw new BenchRunError(`${what}: asked for ${expected}, in force: ${actual ?? 'nothing'}`);
  }
}

/** Settings that would send requests off this machine (or share a cache) in a benchmark. */
const OUTSIDE = ['CDN_URL', 'QR_URL', 'REDIS_URL', 'CUSTOM_DOMAINS'];

/** `env` for startServer: the demo server's services, nothing off this machine; `extra` wins. */
export function benchEnv(extra = {}) {
  return {
    ...Object.fromEntries(OUTSIDE.map((name) => [name, undefined])),
    ...DEPLOYMENT_ENV,
    ...extra,
  };
}

/**
 * One scenario's run: `main(bench)` with `bench.fail` (bad usage, exit 2), `bench.build(force)`,
 * `bench.track(server)` (stopped at the end, on a signal or at the time limit), `bench.cleanup`,
 * `bench.limit(ms)` and `bench.verdicts`, whose summary line closes the run. Budgets are printed,
 * not exit codes (decision 0105): the exit code says only whether the run worked.
 */
export async function runBench(label, main) {
  const running = [];
  const cleanups = [];
  let timer;
  const stopAll = async () => {
    await Promise.all(
      running
        .splice(0)
        .reverse()
        .map((server) => server.stop()),
    );
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const abort = (message, code = 1) => {
    console.error(`${label}: ${message}`);
    void stopAll().finally(() => process.exit(code));
  };
  const verdicts = createVerdicts();
  const bench = {
    label,
    verdicts,
    fail(message) {
      console.error(`${label}: ${message}`);
      process.exit(2);
    },
    track(server) {
      running.push(server);
      return server;
    },
    untrack: (server) => running.includes(server) && running.splice(running.indexOf(server), 1),
    cleanup: (fn) => cleanups.push(fn),
    /** `next build` unless the dist dir has a BUILD_ID (or `force`), as a deployment builds. */
    build: (force) => buildIfNeeded(force, bench),
    limit: (ms) => (timer = setTimeout(() => abort('timed out'), ms).unref()),
    abort: (error) => abort(errorText(error)),
    stopAll,
    /** The demo server on the port the build's URLs name: upstreams, player and widgets. */
    startDemo: async () => bench.track(await startDemoServices({ port: E2E_DEMO_PORT })),
    /** Writes a preload file for startServer's `preload`, removed at the end. */
    preload(source, name = 'preload.cjs') {
      const dir = mkdtempSync(path.join(tmpdir(), 'bench-preload-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const file = path.join(dir, name);
      writeFileSync(file, source);
      return file;
    },
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => abort('stopped', 130));
  try {
    await main(bench);
    console.log(`\n${verdicts.summary(label)}`);
  } catch (error) {
    const text =
      error instanceof BenchRunError ? error.message : error instanceof Error ? error.stack : error;
    console.error(`${label}: ${text}`);
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
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
    timeout: BUILD_TIMEOUT_MS,
  });
  if (result.status !== 0) fail(`next build failed (${result.status ?? result.signal})`);
}

/** An integer option within `[min, max]`, or `fail(--name: min–max unit)`. */
export function integer(bench, options, name, min, max, unit = '') {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    bench.fail(`--${name}: ${min}–${max}${unit}`);
  }
  return value;
}

/** Paths only: the benchmark never leaves the loopback servers it started. */
export function pathsOnly(bench, targets) {
  for (const target of targets) {
    if (!target.startsWith('/') || target.startsWith('//')) bench.fail(`not a path: ${target}`);
  }
  return targets;
}

/** `--ports FROM-TO` as `[from, to]`, undefined without it. */
export function portRange(bench, option) {
  if (!option) return undefined;
  const range = /^(\d+)-(\d+)$/.exec(option)?.slice(1).map(Number);
  if (!range || range[0] < 1024 || range[1] > 65535 || range[0] > range[1]) {
    bench.fail('--ports: FROM-TO, e.g. 4500-4599');
  }
  return range;
}

/** The line prefix the upstream counter writes; `countedCall(line)` reads it back. */
const UPSTREAM_MARK = '[bench-upstream]';

/**
 * Source of a CommonJS preload: wraps the global fetch before Next patches it, so it sees only
 * what gets past Next's data cache, and writes `[bench-upstream] GET /demo/media/…` per call.
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

/** `GET /demo/media/…` for a counter line, `undefined` for any other line. */
export function countedCall(line) {
  return line.startsWith(UPSTREAM_MARK) ? line.slice(UPSTREAM_MARK.length + 1) : undefined;
}

/** The upstream calls among a server's log lines (`server.logs` of startServer). */
export const upstreamCalls = (lines) => lines.map(countedCall).filter(Boolean);

/** Every upstream call of `server` as it arrives, `{ at, path }`, into `calls`. */
export function countCalls(server, calls = []) {
  server.child.stdout?.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      const call = countedCall(line);
      if (call) calls.push({ at: Date.now(), path: call });
    }
  });
  return calls;
}

/**
 * One GET on loopback whatever the URL's host (Node does not resolve *.localhost names), gzip
 * asked for: `raw` the bytes as sent, `body` decompressed.
 */
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
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  const cell = (value, column) =>
    column === 0 ? String(value).padEnd(widths[column]) : String(value).padStart(widths[column]);
  return rows.map((row) => row.map(cell).join('  ')).join('\n');
}

/** `200×1234 502×3` from an autocannon result. */
export function statusCounts(result) {
  return Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * CPU seconds used so far by the processes of `pgid` (a server and any child it started), from
 * /proc (ticks of 1/100 s); undefined where there is none. Unlike throughput it hardly moves
 * with what else the machine runs.
 */
export function groupCpuSeconds(pgid) {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  let ticks = 0;
  let found = false;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command (which may hold spaces): state ppid pgrp … utime(14) stime(15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    found = true;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return found ? ticks / 100 : undefined;
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

/**
 * What a first visit loads besides the HTML: every same-origin `<script src>` of the page
 * (`nomodule` polyfills excluded), fetched from `origin`, with each file's gzip size (level 6,
 * what nginx and Next send), and the HTML's own size.
 */
export async function firstLoad(origin, html) {
  const files = [];
  const skipped = [];
  for (const src of scriptSources(html.toString('utf8'))) {
    const url = new URL(src, origin);
    if (url.origin !== origin) {
      skipped.push(url.href); // loopback only: third-party tags are not ours to fetch
      continue;
    }
    const response = await fetch(url);
    const body = Buffer.from(await response.arrayBuffer());
    const gzip = gzipSync(body).length;
    files.push({
      path: url.pathname + url.search,
      status: response.status,
      raw: body.length,
      gzip,
    });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return {
    htmlRaw: html.length,
    htmlGzip: gzipSync(html).length,
    files,
    skipped,
    jsGzip: sum('gzip'),
    jsRaw: sum('raw'),
  };
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Free loopback ports: any (freePort) or, with a `[from, to]` range (`--ports`), the first free
 * one in it; a port handed out stays out of the choice until `release(port)`.
 */
export function portPicker(range) {
  const handedOut = new Set();
  return {
    async pick() {
      if (!range) return freePort();
      for (let port = range[0]; port <= range[1]; port += 1) {
        if (!handedOut.has(port) && (await portIsFree(port))) {
          handedOut.add(port);
          return port;
        }
      }
      throw new Error(`no free port in ${range[0]}-${range[1]}`);
    },
    release: (port) => handedOut.delete(port),
  };
}
