#!/usr/bin/env node
// `npm run bench:faults`: the landings under load while the upstream fails, over loopback only.
//
//   npm run bench:faults -- [--duration 20] [--connections 20] [--phase 3] [--build] [--strict]
//
// Builds when the dist dir has no BUILD_ID (or with --build), starts `next start` on the embedded
// demo services, then loads the landings with `connections` connections for `duration` seconds
// while the demo upstream switches healthy → slow → failing every `phase` seconds through the
// demo fault control (POST /demo/media/control/faults). Half the requests ask for a landing that
// was rendered while healthy (it must keep its last good copy), half for a fresh demo-flaky copy
// each time (a cache miss rendered under whatever the upstream does at that moment). Prints
// requests, status counts per phase, client errors and timeouts, and from the server's log the
// 500s, unhandled rejections, uncaught exceptions and upstream failure lines. --strict exits 1
// when any 500, unhandled rejection or uncaught exception was seen.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  benchEnv,
  buildIfNeeded,
  failWith,
  freePort,
  NEXT_BIN,
  ROOT,
  stopChild,
  STARTUP_TIMEOUT_MS,
} from './lib/bench-support.mjs';

const fail = failWith('bench:faults');

const MODES = ['healthy', 'slow', 'failing'];
const REJECTION_MARK = '[bench-faults:unhandled-rejection]';
const EXCEPTION_MARK = '[bench-faults:uncaught-exception]';
/**
 * Fresh copies share this prefix, so one switch sets them all (lib/demo/media/faults.ts). The run's
 * own part keeps them fresh across runs: the build's page cache on disk outlives the server.
 */
const FRESH_PREFIX = `demo-flaky-bench${Date.now().toString(36)}`;
const WARM_HASH = 'demo-flaky-warm';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
    phase: { type: 'string', default: '3' },
    build: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const phaseSeconds = Number(options.phase);
if (!Number.isInteger(duration) || duration < 1 || duration > 120) fail('--duration: 1–120 s');
if (!Number.isInteger(connections) || connections < 1 || connections > 200) {
  fail('--connections: 1–200');
}
if (!Number.isInteger(phaseSeconds) || phaseSeconds < 1 || phaseSeconds > duration) {
  fail('--phase: 1 s up to the duration');
}

let workDir;
let server;
const serverLog = [];

/**
 * Preloaded into the server: a marked line for every unhandled rejection and uncaught exception.
 * Listening changes nothing for rejections (Next registers its own listener and logs them);
 * an uncaught exception is still fatal, as it would be without the bench.
 */
const PROCESS_WATCH = `
process.on('unhandledRejection', (reason) => {
  process.stderr.write(${JSON.stringify(REJECTION_MARK)} + ' ' + String(reason && reason.stack || reason).split('\\n')[0] + '\\n');
});
process.on('uncaughtExceptionMonitor', (error) => {
  process.stderr.write(${JSON.stringify(EXCEPTION_MARK)} + ' ' + String(error && error.stack || error).split('\\n')[0] + '\\n');
});
`;

async function startServer(port) {
  workDir = mkdtempSync(path.join(tmpdir(), 'bench-faults-'));
  const preload = path.join(workDir, 'process-watch.cjs');
  writeFileSync(preload, PROCESS_WATCH);
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
    for (const line of chunk.toString().split('\n')) if (line) serverLog.push(line);
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
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}

async function setMode(origin, hash, mode) {
  const response = await fetch(`${origin}/demo/media/control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hash, mode }),
  });
  if (!response.ok) {
    throw new Error(
      `fault control answered ${response.status}: the build may predate it (--build)`,
    );
  }
}

async function switchTo(origin, mode) {
  await Promise.all([setMode(origin, `${FRESH_PREFIX}*`, mode), setMode(origin, WARM_HASH, mode)]);
}

const VARIANTS = ['/max', '/landing', '/min', '/mid', '/en/max'];

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
  buildIfNeeded({ force: options.build, label: 'bench:faults', fail });
  const budgetMs = STARTUP_TIMEOUT_MS + (duration + 60) * 1000;
  setTimeout(() => {
    console.error('bench:faults: timed out');
    void stopServer().finally(() => process.exit(1));
  }, budgetMs).unref();
  const origin = await startServer(await freePort());
  console.log(
    `bench:faults: server on ${origin} (pid ${server.pid}), ${connections} connections × ${duration} s, ` +
      `upstream ${MODES.join(' → ')} every ${phaseSeconds} s`,
  );

  // The warm landings: rendered while healthy, so each has a last good copy to keep serving.
  await switchTo(origin, 'healthy');
  for (const variant of VARIANTS) {
    const response = await fetch(`${origin}${variant}?hash=${WARM_HASH}`);
    await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`${variant} answered ${response.status} while healthy`);
  }

  let phase = 0;
  let mode = MODES[0];
  const byMode = Object.fromEntries(MODES.map((name) => [name, { warm: {}, fresh: {} }]));
  const switcher = setInterval(() => {
    phase += 1;
    mode = MODES[phase % MODES.length];
    void switchTo(origin, mode).catch((error) => console.error(`bench:faults: ${error.message}`));
  }, phaseSeconds * 1000);

  let sequence = 0;
  const instance = autocannon({
    url: origin,
    connections,
    duration,
    // A slow phase holds a render for two upstream timeouts (5 s each) on pages whose metadata
    // and body both read the event; the client waits longer than that, as a browser would.
    timeout: 30,
    requests: [
      {
        setupRequest: (request, context) => {
          sequence += 1;
          const variant = VARIANTS[sequence % VARIANTS.length];
          const fresh = sequence % 2 === 0;
          context.kind = fresh ? 'fresh' : 'warm';
          context.mode = mode;
          const hash = fresh ? `${FRESH_PREFIX}${sequence.toString(36)}` : WARM_HASH;
          return { ...request, method: 'GET', path: `${variant}?hash=${hash}` };
        },
        onResponse: (status, _body, context) => {
          const bucket = byMode[context.mode]?.[context.kind];
          if (bucket) bucket[status] = (bucket[status] ?? 0) + 1;
        },
      },
    ],
  });
  const result = await instance;
  clearInterval(switcher);
  await switchTo(origin, 'healthy');
  await new Promise((resolve) => setTimeout(resolve, 500)); // let the last log lines arrive

  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  const rejections = serverLog.filter((line) => line.startsWith(REJECTION_MARK));
  const exceptions = serverLog.filter((line) => line.startsWith(EXCEPTION_MARK));
  const upstreamFailures = serverLog.filter((line) => line.includes('"msg":"upstream_error"'));
  const fivehundreds = statuses['500'] ?? 0;
  const describe = (counts) =>
    Object.entries(counts)
      .map(([code, count]) => `${code}×${count}`)
      .join(' ') || '-';

  console.log('');
  console.log(
    table([
      ['upstream when sent', 'warm landing (cached while healthy)', 'fresh landing (cache miss)'],
      ...MODES.map((name) => [name, describe(byMode[name].warm), describe(byMode[name].fresh)]),
    ]),
  );
  console.log('');
  console.log(
    table([
      ['measure', 'value'],
      ['requests', result.requests.total],
      ['requests/s (average)', result.requests.average],
      ['latency p50 / p99', `${result.latency.p50} ms / ${result.latency.p99} ms`],
      ['statuses', describe(statuses)],
      ['client errors (connection)', result.errors],
      ['client timeouts (30 s)', result.timeouts],
      ['500 answers', fivehundreds],
      ['unhandled rejections (server log)', rejections.length],
      ['uncaught exceptions (server log)', exceptions.length],
      ['upstream failure lines (server log)', upstreamFailures.length],
      ['server still up', server?.exitCode === null ? 'yes' : 'no'],
    ]),
  );
  for (const line of [...rejections, ...exceptions].slice(0, 10)) console.log(`  ${line}`);

  const ok =
    fivehundreds === 0 &&
    rejections.length === 0 &&
    exceptions.length === 0 &&
    server?.exitCode === null;
  console.log(`\nzero 500s, zero unhandled rejections: ${ok ? 'PASS' : 'FAIL'}`);
  await stopServer();
  if (options.strict && !ok) process.exit(1);
}

process.on('SIGINT', () => void stopServer().finally(() => process.exit(130)));
main().catch(async (error) => {
  console.error(`bench:faults: ${error.stack ?? error}`);
  await stopServer();
  process.exit(1);
});
