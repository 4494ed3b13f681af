// `bench faults` (`npm run bench:faults`): the landings under load through nginx while the demo
// upstream switches healthy → slow → failing (docs/benchmarks.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  benchEnv,
  integer,
  pause,
  runBench,
  statusCounts,
  switchOrFail,
  table,
} from './common.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { ROOT, startServer } from '../lib/server.cjs';

const MODES = ['healthy', 'slow', 'failing'];
const REJECTION_MARK = '[bench-faults:unhandled-rejection]';
const EXCEPTION_MARK = '[bench-faults:uncaught-exception]';
/**
 * Fresh copies share this prefix, so one switch sets them all (demo/media/faults.ts). The run's
 * own part keeps them fresh across runs: the build's page cache on disk outlives the server.
 */
const FRESH_PREFIX = `demo-flaky-bench${Date.now().toString(36)}`;
const WARM_HASH = 'demo-flaky-warm';
const VARIANTS = ['/max', '/landing', '/min', '/mid', '/en/max'];

/** What nginx's error pages say (deploy/nginx/errors, from the catalogue). */
const ERROR_PAGE_TEXTS = ['ru', 'en'].map(
  (locale) =>
    JSON.parse(readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8')).errors
      .UNEXPECTED,
);

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

const FAULT_CONTROL = '/demo/media/control/faults';

async function controlAnswer(response) {
  if (!response.ok) {
    throw new Error(
      `fault control answered ${response.status}: the build may predate it (--build)`,
    );
  }
  return response.json();
}

/**
 * Switches `hash` (or every hash under a `prefix*`) to `mode` and reads the mode back for a hash
 * it covers: a switch that does not turn on fails the run (BenchRunError), since the phases
 * after it would measure a healthy upstream under a fault's name.
 */
function setMode(origin, hash, mode) {
  // A hash under the prefix no request uses (the fresh ones count up in base 36 from 1).
  const probe = hash.endsWith('*') ? `${hash.slice(0, -1)}zzcheck` : hash;
  return switchOrFail(`fault switch ${hash}`, mode, {
    set: async () =>
      controlAnswer(
        await fetch(`${origin}${FAULT_CONTROL}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ hash, mode }),
        }),
      ),
    read: async () =>
      (await controlAnswer(await fetch(`${origin}${FAULT_CONTROL}?hash=${probe}`))).mode,
  });
}

async function switchTo(origin, mode) {
  await Promise.all([setMode(origin, `${FRESH_PREFIX}*`, mode), setMode(origin, WARM_HASH, mode)]);
}

const isErrorPage = (body) =>
  typeof body === 'string' &&
  !/<script/i.test(body) &&
  ERROR_PAGE_TEXTS.some((text) => body.includes(text));

export const run = (args) => runBench('bench:faults', (bench) => faults(bench, args));

async function faults(bench, args) {
  const { values: options } = parseArgs({
    args,
    options: {
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '20' },
      phase: { type: 'string', default: '3' },
      build: { type: 'boolean', default: false },
    },
  });
  const duration = integer(bench, options, 'duration', 1, 120, ' s');
  const connections = integer(bench, options, 'connections', 1, 200);
  const phaseSeconds = Number(options.phase);
  if (!Number.isInteger(phaseSeconds) || phaseSeconds < 1 || phaseSeconds > duration) {
    bench.fail('--phase: 1 s up to the duration');
  }
  bench.build(options.build);
  bench.limit(120_000 + (duration + 60) * 1000);

  const demo = await bench.startDemo();
  const server = bench.track(
    await startServer({
      host: '127.0.0.1',
      env: benchEnv({}),
      preload: bench.preload(PROCESS_WATCH, 'process-watch.cjs'),
      label: 'bench:faults server',
    }),
  );
  const nginx = bench.track(
    await startNginx({ upstreams: [`127.0.0.1:${server.port}`], label: 'bench:faults nginx' }),
  );
  console.log(
    `bench:faults: Next ${server.origin} (pid ${server.pid}) behind nginx ${nginx.origin} ` +
      `(pid ${nginx.pid}), ${connections} connections × ${duration} s through nginx, ` +
      `upstream ${MODES.join(' → ')} every ${phaseSeconds} s`,
  );

  // The warm landings: rendered while healthy, so each has a last good copy to keep serving.
  await switchTo(demo.origin, 'healthy');
  for (const variant of VARIANTS) {
    const response = await fetch(`${nginx.origin}${variant}?hash=${WARM_HASH}`);
    await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`${variant} answered ${response.status} while healthy`);
  }

  let phase = 0;
  let mode = MODES[0];
  const byMode = Object.fromEntries(MODES.map((name) => [name, { warm: {}, fresh: {} }]));
  const fiveHundreds = { errorPage: 0, other: 0 };
  const switcher = setInterval(() => {
    phase += 1;
    mode = MODES[phase % MODES.length];
    void switchTo(demo.origin, mode).catch(bench.abort);
  }, phaseSeconds * 1000);

  let sequence = 0;
  const result = await autocannon({
    url: nginx.origin,
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
        onResponse: (status, body, context) => {
          const bucket = byMode[context.mode]?.[context.kind];
          if (bucket) bucket[status] = (bucket[status] ?? 0) + 1;
          if (status >= 500) fiveHundreds[isErrorPage(body) ? 'errorPage' : 'other'] += 1;
        },
      },
    ],
  });
  clearInterval(switcher);
  await switchTo(demo.origin, 'healthy');
  await pause(500); // let the last log lines arrive

  const rejections = server.logs.filter((line) => line.startsWith(REJECTION_MARK));
  const exceptions = server.logs.filter((line) => line.startsWith(EXCEPTION_MARK));
  const upstreamFailures = server.logs.filter((line) => line.includes('"msg":"upstream_error"'));
  const describe = (counts) =>
    Object.entries(counts)
      .map(([code, count]) => `${code}×${count}`)
      .join(' ') || '-';
  const serverUp = server.child.exitCode === null && server.child.signalCode === null;
  const warmNot200 = MODES.flatMap((name) =>
    Object.entries(byMode[name].warm).filter(([code]) => code !== '200'),
  );

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
      ['statuses', statusCounts(result) || '-'],
      ['client errors (connection)', result.errors],
      ['client timeouts (30 s)', result.timeouts],
      ['5xx answers: the localized error page', fiveHundreds.errorPage],
      ['5xx answers: anything else', fiveHundreds.other],
      ['unhandled rejections (server log)', rejections.length],
      ['uncaught exceptions (server log)', exceptions.length],
      ['upstream failure lines (server log)', upstreamFailures.length],
      ['server still up', serverUp ? 'yes' : 'no'],
    ]),
  );
  for (const line of [...rejections, ...exceptions].slice(0, 10)) console.log(`  ${line}`);

  // The 5xx line and the warm line count answers: none counted is `no data`, a FAIL (a fault
  // phase that produced no 5xx at all did not exercise the error page).
  const { verdicts } = bench;
  const warmAnswers = MODES.reduce(
    (sum, name) => sum + Object.values(byMode[name].warm).reduce((a, b) => a + b, 0),
    0,
  );
  const fiveHundredTotal = fiveHundreds.errorPage + fiveHundreds.other;
  const warmFigure = warmNot200.length
    ? describe(Object.fromEntries(warmNot200))
    : verdicts.figure(warmAnswers, (count) => `yes (${count})`);
  console.log('\ntargets');
  console.log(
    `  warm landing always 200           ${warmFigure}  ${verdicts.counted(warmAnswers, warmNot200.length === 0)}`,
  );
  console.log(
    `  every 5xx is the error page       ${verdicts.figure(fiveHundredTotal, () => `${fiveHundreds.other} other of ${fiveHundredTotal}`)}  ${verdicts.counted(fiveHundredTotal, fiveHundreds.other === 0)}`,
  );
  console.log(
    `  no unhandled rejection/exception  ${rejections.length + exceptions.length}  ${verdicts.judge(rejections.length + exceptions.length === 0)}`,
  );
  console.log(
    `  no client errors or time-outs     ${result.errors + result.timeouts}  ${verdicts.judge(result.errors + result.timeouts === 0)}`,
  );
  console.log(`  server still up                   ${verdicts.judge(serverUp)}`);
}
