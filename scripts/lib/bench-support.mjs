// What the three benchmarks (bench, bench:faults, bench:fleet) share: where the project and its
// build live, the demo-only environment, building when needed, free loopback ports, the upstream
// call counter preloaded into servers, and stopping a server's whole process group.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
/** next.config.mjs honours NEXT_DIST_DIR (side-by-side builds); so do the benchmarks. */
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
export const STARTUP_TIMEOUT_MS = 90_000;
const BUILD_TIMEOUT_MS = 15 * 60_000;

/** A `fail(message)` that names the benchmark and exits with 2 (bad usage or setup). */
export function failWith(label) {
  return (message) => {
    console.error(`${label}: ${message}`);
    process.exit(2);
  };
}

/**
 * The demo always: no upstream, no CDN, no shared cache, so every request stays on this machine.
 * Values passed in `extra` win (bench:fleet sets its own REDIS_URL).
 */
export function benchEnv(extra = {}) {
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...extra };
  for (const name of ['MEDIA_API_URL', 'FORMS_API_URL', 'CDN_URL', 'QR_URL', 'REDIS_URL']) {
    if (!(name in extra)) delete env[name];
  }
  return env;
}

/** `next build` unless a build is there already (or `force`). */
export function buildIfNeeded({ force, label, fail }) {
  if (!force && existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) return;
  console.log(`${label}: building (next build)…`);
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: benchEnv(),
    timeout: BUILD_TIMEOUT_MS,
  });
  if (result.status !== 0) fail(`next build failed (${result.status ?? result.signal})`);
}

export function freePort(host = 'localhost') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The line prefix the upstream counter writes; `countedCall(line)` reads it back. */
export const UPSTREAM_MARK = '[bench-upstream]';

/**
 * Source of a CommonJS preload for the server: wraps the global fetch before Next patches it, so
 * it sees only what gets past Next's data cache — the calls the upstream (the demo services on
 * the same server) really receives — and writes `[bench-upstream] GET /demo/media/…` per call.
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

/**
 * SIGTERM to a child (its process group when it leads one, as servers started `detached` do),
 * SIGKILL after 5 s; resolves once it has exited.
 */
export async function stopChild(child, { group = true } = {}) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(group ? -child.pid : child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
