// One way to start the production build, for the scripts (demo, benchmarks) and the e2e specs
// alike: `next start` with or without `-H`, or the standalone `server.js` with a `HOSTNAME`,
// on a free loopback port, then wait until `/api/health` answers. Every process started here
// leads its own process group and is stopped by its pid.
// CommonJS, so the ESM scripts and the Playwright specs (compiled to CommonJS) load the same file.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS: loaded by node scripts and by Playwright specs alike */
const { spawn } = require('node:child_process');
const { cpSync, existsSync } = require('node:fs');
const { createServer } = require('node:net');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
/** next.config.mjs honours NEXT_DIST_DIR (side-by-side builds); so does everything started here. */
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
const STARTUP_TIMEOUT_MS = 90_000;
/** V8's old space beyond CACHE_MEMORY_MB: the live heap (about 80 MB) and room to collect. */
const HEAP_HEADROOM_MB = 128;
const SEMI_SPACE_MB = 32;
const MALLOC_ARENAS = 2;

/**
 * The memory settings every start command carries (scripts/start.sh for `npm start`,
 * docs/deploying.md "Memory"), for an environment `env`: V8's old space capped at
 * CACHE_MEMORY_MB + 128 MB, 32 MB semi-spaces, two malloc arenas. Flags already in
 * `env.NODE_OPTIONS` come after them (and win); a MALLOC_ARENA_MAX in `env` is kept.
 */
function memorySettings(env = process.env) {
  const raw = (env.CACHE_MEMORY_MB ?? '').trim();
  const cacheMb = /^\d+$/.test(raw) ? Number(raw) : 256;
  const flags = [
    `--max-old-space-size=${cacheMb + HEAP_HEADROOM_MB}`,
    `--max-semi-space-size=${SEMI_SPACE_MB}`,
  ];
  if (env.NODE_OPTIONS) flags.push(env.NODE_OPTIONS);
  return {
    NODE_OPTIONS: flags.join(' '),
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || String(MALLOC_ARENAS),
  };
}

function probePort(port, host) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let nextInRange;
/**
 * A free TCP port on `host` (IPv4 loopback unless told otherwise); with `BENCH_PORTS=FROM-TO`
 * (a machine shared with others) the next free one in that range, round-robin.
 */
async function freePort(host = '127.0.0.1') {
  const range = /^(\d+)-(\d+)$/
    .exec(process.env.BENCH_PORTS ?? '')
    ?.slice(1)
    .map(Number);
  if (!range) return probePort(0, host);
  for (let tries = range[0]; tries <= range[1]; tries += 1) {
    const port = (nextInRange =
      nextInRange >= range[0] && nextInRange < range[1] ? nextInRange + 1 : range[0]);
    if (await probePort(port, host).catch(() => 0)) return port;
  }
  throw new Error(`no free port in ${range[0]}-${range[1]}`);
}

/**
 * SIGTERM to a child (its process group when it leads one), SIGKILL after 5 s; resolves once it
 * has exited.
 */
async function stopChild(child, { group = true } = {}) {
  if (!child || child.exitCode !== null || child.signalCode !== null || !child.pid) return;
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

/** The host to reach a server bound to `host` from this machine, URL-formatted. */
function reachableHost(host) {
  if (!host || host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** Lines a child writes to stdout and stderr, kept for error messages and log assertions. */
function collectLines(child, lines = []) {
  const push = (chunk) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', push);
  child.stderr?.on('data', push);
  return lines;
}

/** Polls `check` every 200 ms until it resolves true; throws with `describe()` on time-out. */
async function waitUntil(check, what, describe = () => '', timeoutMs = STARTUP_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not become ready in ${timeoutMs} ms\n${describe()}`);
}

/**
 * Spawns a server process (its own process group unless `group: false`), keeps its output lines
 * and resolves once `ready(child, logs)` holds; stopped by its pid when it exits or times out first.
 */
async function startChild(
  command,
  args,
  { name, what = name, ready, timeoutMs, group = true, ...options },
) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
    ...options,
  });
  const logs = collectLines(child);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const stop = () => stopChild(child, { group });
  try {
    await Promise.race([
      waitUntil(
        () => ready(child, logs),
        what,
        () => logs.slice(-30).join('\n'),
        timeoutMs,
      ),
      exited.then((code) => {
        throw new Error(
          `${name} exited (${code}) before it was ready\n${logs.slice(-30).join('\n')}`,
        );
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, logs, exited, stop };
}

/**
 * The standalone server needs the build's static files and `public/` beside it, as a deployment
 * copies them (docs/deploying.md); done once per build.
 */
function prepareStandalone() {
  const standalone = path.join(ROOT, DIST_DIR, 'standalone');
  const server = path.join(standalone, 'server.js');
  if (!existsSync(server)) throw new Error(`${server} is missing: run next build first`);
  const staticTarget = path.join(standalone, DIST_DIR, 'static');
  if (!existsSync(staticTarget)) {
    cpSync(path.join(ROOT, DIST_DIR, 'static'), staticTarget, { recursive: true });
    cpSync(path.join(ROOT, 'public'), path.join(standalone, 'public'), { recursive: true });
  }
  return { cwd: standalone, server };
}

/**
 * Starts the production build and resolves once `/api/health` answers 200.
 *
 * - `mode: 'start'` runs `next start -p PORT` plus `-H host` when `host` is given;
 *   `mode: 'standalone'` runs `node server.js` with `HOSTNAME=host` and `PORT`.
 * - `env` is merged over this process's environment; a value of `undefined` removes a variable.
 * - `preload` is a CommonJS file passed to Node with `--require` (benchmarks count upstream calls).
 * - Standalone without `host`: `HOSTNAME` from `env` is inherited as a deployment's shell or
 *   container exports it; otherwise it is removed.
 * - `reachAt` is the host this process connects to, when the bind name does not resolve here.
 * - The memory settings of `npm start` apply (memorySettings); `nodeDefaults: true` leaves
 *   Node's and glibc's defaults (bench:flood compares the two).
 * - `cwd` and `health`: another app's folder (`next start` there) and the path that answers 200
 *   once it is ready (the bench's bare Next page).
 */
async function startServer({
  mode = 'start',
  host,
  port,
  env = {},
  preload,
  reachAt,
  label = 'server',
  nodeDefaults = false,
  cwd = ROOT,
  health = '/api/health',
} = {}) {
  const listenPort = port ?? (await freePort());
  const merged = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name];
    else merged[name] = String(value);
  }
  merged.PORT = String(listenPort);
  if (!nodeDefaults) Object.assign(merged, memorySettings(merged));
  const nodeArgs = preload ? ['--require', preload] : [];
  let command;
  if (mode === 'standalone') {
    const standalone = prepareStandalone();
    cwd = standalone.cwd;
    command = [...nodeArgs, standalone.server];
    if (host) merged.HOSTNAME = host;
    else if (!Object.hasOwn(env, 'HOSTNAME')) delete merged.HOSTNAME;
  } else {
    command = [...nodeArgs, NEXT_BIN, 'start', '-p', String(listenPort)];
    if (host) command.push('-H', host);
  }
  const bound = host ?? (mode === 'standalone' ? merged.HOSTNAME : undefined);
  const origin = `http://${reachAt ?? reachableHost(bound)}:${listenPort}`;
  const started = await startChild(process.execPath, command, {
    cwd,
    env: merged,
    name: label,
    what: `${label} (${mode}${host ? ` ${host}` : ''}) on ${origin}`,
    ready: async () => (await fetch(`${origin}${health}`)).ok,
  });
  return { origin, port: listenPort, pid: started.child.pid, ...started };
}

module.exports = {
  ROOT,
  NEXT_BIN,
  DIST_DIR,
  freePort,
  memorySettings,
  stopChild,
  reachableHost,
  collectLines,
  waitUntil,
  startChild,
  startServer,
};
