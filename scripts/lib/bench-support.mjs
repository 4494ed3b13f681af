// What the benchmarks (bench, bench:faults, bench:fleet) share beyond starting servers (that is
// scripts/lib/server.cjs and scripts/lib/nginx.mjs): the demo server as every upstream, building
// as a deployment builds when needed, the upstream call counter preloaded into servers, the
// first-load measure, the table printer and the port picker.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEPLOYMENT_ENV, E2E_DEMO_PORT } from '../../e2e/support/deployment.mjs';
import { startDemoServices } from './demo-server.mjs';
import { DIST_DIR, freePort, NEXT_BIN, ROOT } from './server.cjs';

const BUILD_TIMEOUT_MS = 15 * 60_000;

/** A `fail(message)` that names the benchmark and exits with 2 (bad usage or setup). */
export function failWith(label) {
  return (message) => {
    console.error(`${label}: ${message}`);
    process.exit(2);
  };
}

/** Settings that would send requests off this machine (or share a cache) in a benchmark. */
const OUTSIDE = ['CDN_URL', 'QR_URL', 'REDIS_URL', 'CUSTOM_DOMAINS'];

/**
 * `env` for startServer: the demo server's services (startBenchDemo), as the build has them; no
 * CDN, no shared cache, so every request stays on this machine. Values in `extra` win
 * (bench:fleet sets its own REDIS_URL).
 */
export function benchEnv(extra = {}) {
  return {
    ...Object.fromEntries(OUTSIDE.map((name) => [name, undefined])),
    ...DEPLOYMENT_ENV,
    ...extra,
  };
}

/**
 * The demo server on the port the build's URLs name (the e2e suite's, E2E_DEMO_PORT): the
 * benchmarks' upstreams, player and widgets, on an origin of their own.
 */
export function startBenchDemo() {
  return startDemoServices({ port: E2E_DEMO_PORT });
}

/**
 * The asset prefix (CDN_URL) the build in the dist dir was made with, if any: the e2e suite's
 * build names its asset host (scripts/e2e-build.mjs), which a benchmark does not run.
 */
export function builtAssetPrefix() {
  try {
    const file = path.join(ROOT, DIST_DIR, 'required-server-files.json');
    return JSON.parse(readFileSync(file, 'utf8')).config?.assetPrefix || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `next build` unless a build is there already (or `force`), as a deployment builds: with the
 * demo server's service URLs, and no CDN. A build that names an asset host (the e2e suite's) is
 * made again: its pages would load their files from a host nobody runs during the benchmark.
 */
export function buildIfNeeded({ force, label, fail }) {
  const built = existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'));
  const prefix = built ? builtAssetPrefix() : undefined;
  if (!force && built && !prefix) return;
  console.log(
    prefix
      ? `${label}: the build names an asset host (${prefix}, the e2e suite's): building without one…`
      : `${label}: building (next build)…`,
  );
  const env = {
    ...process.env,
    ...DEPLOYMENT_ENV,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  for (const name of OUTSIDE) delete env[name];
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
    timeout: BUILD_TIMEOUT_MS,
  });
  if (result.status !== 0) fail(`next build failed (${result.status ?? result.signal})`);
}

/** The line prefix the upstream counter writes; `countedCall(line)` reads it back. */
const UPSTREAM_MARK = '[bench-upstream]';

/**
 * Source of a CommonJS preload for the server: wraps the global fetch before Next patches it, so
 * it sees only what gets past Next's data cache — the calls the upstream (the demo server) really
 * receives — and writes `[bench-upstream] GET /demo/media/…` per call.
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
export function upstreamCalls(lines) {
  return lines.map(countedCall).filter(Boolean);
}

/**
 * Writes a preload file (`source`) into a temporary directory for startServer's `preload`;
 * `remove()` deletes the directory.
 */
export function writePreload(source, name = 'preload.cjs') {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-preload-'));
  const file = path.join(dir, name);
  writeFileSync(file, source);
  return { path: file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Rows of cells as aligned text: the first column left, the others right. */
export function table(rows) {
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

/** `200×1234 502×3` from an autocannon result. */
export function statusCounts(result) {
  return Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
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
 * (`nomodule` polyfills excluded: modern browsers skip them), fetched from `origin`, with each
 * file's gzip size (level 6, what nginx and Next send), and the HTML's own size.
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

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Free loopback ports for a benchmark's servers: any (freePort) or, with a `[from, to]` range
 * (`--ports FROM-TO` on a shared machine where each user keeps to a range), the first free one
 * in it. A port handed out stays out of the range's choice until `release(port)`, so a server
 * still starting up is not given a second client.
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
