// `bench faults` (`npm run bench:faults`): the landings under load through nginx while the demo
// upstream switches healthy → slow → failing (docs/benchmarks.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  figures,
  load,
  pause,
  runBench,
  say,
  statusCounts,
  switchOrFail,
  table,
} from './common.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { ROOT } from '../lib/server.cjs';

const MODES = ['healthy', 'slow', 'failing'];
const REJECTION_MARK = '[bench-faults:unhandled-rejection]';
const EXCEPTION_MARK = '[bench-faults:uncaught-exception]';
// Fresh copies share this prefix, so one switch sets them all; the run's own part keeps them
// fresh across runs (the build's page cache on disk outlives the server).
const FRESH_PREFIX = `demo-flaky-bench${Date.now().toString(36)}`;
const WARM_HASH = 'demo-flaky-warm';
const VARIANTS = ['/max', '/landing', '/min', '/mid', '/en/max'];
const FAULT_CONTROL = '/demo/media/control/faults';
/** What nginx's error pages say (deploy/nginx/errors, from the catalogue). */
const ERROR_PAGE_TEXTS = ['ru', 'en'].map(
  (locale) =>
    JSON.parse(readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8')).errors
      .UNEXPECTED,
);
// A marked line per unhandled rejection and uncaught exception; it changes nothing else.
const PROCESS_WATCH = `
process.on('unhandledRejection', (reason) => {
  process.stderr.write(${JSON.stringify(REJECTION_MARK)} + ' ' + String(reason && reason.stack || reason).split('\\n')[0] + '\\n');
});
process.on('uncaughtExceptionMonitor', (error) => {
  process.stderr.write(${JSON.stringify(EXCEPTION_MARK)} + ' ' + String(error && error.stack || error).split('\\n')[0] + '\\n');
});
`;

async function control(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new Error(
      `fault control answered ${response.status}: the build may predate it (--build)`,
    );
  }
  return response.json();
}

/** `hash` (or every hash under a `prefix*`) to `mode`, read back: one that does not turn on fails the run. */
function setMode(origin, hash, mode) {
  // A hash under the prefix no request uses (the fresh ones count up in base 36 from 1).
  const probe = hash.endsWith('*') ? `${hash.slice(0, -1)}zzcheck` : hash;
  const body = JSON.stringify({ hash, mode });
  const headers = { 'content-type': 'application/json' };
  return switchOrFail(`fault switch ${hash}`, mode, {
    set: () => control(`${origin}${FAULT_CONTROL}`, { method: 'POST', headers, body }),
    read: async () => (await control(`${origin}${FAULT_CONTROL}?hash=${probe}`)).mode,
  });
}

const switchTo = (origin, mode) =>
  Promise.all([setMode(origin, `${FRESH_PREFIX}*`, mode), setMode(origin, WARM_HASH, mode)]);

const isErrorPage = (body) =>
  typeof body === 'string' &&
  !/<script/i.test(body) &&
  ERROR_PAGE_TEXTS.some((text) => body.includes(text));

const describe = (counts) =>
  Object.entries(counts)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ') || '-';

export const run = (args) => runBench('bench:faults', (bench) => faults(bench, args));

async function faults(bench, args) {
  const {
    duration,
    connections,
    phase: phaseSeconds,
  } = bench.options(args, {
    duration: [20, 1, 120, ' s'],
    connections: [20, 1, 200],
    phase: [3, 1, 120, ' s'],
  });
  if (phaseSeconds > duration) bench.fail('--phase: 1 s up to the duration');
  bench.limit(120_000 + (duration + 60) * 1000);

  const demo = await bench.startDemo();
  const preload = bench.preload(PROCESS_WATCH, 'process-watch.cjs');
  const server = await bench.startNext({ preload, label: 'bench:faults server' });
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
    mode = MODES[++phase % MODES.length];
    void switchTo(demo.origin, mode).catch(bench.abort);
  }, phaseSeconds * 1000);
  let sequence = 0;
  const result = await load(nginx.origin, {
    connections,
    duration,
    // A slow phase holds a render for two upstream timeouts: the client waits longer, as a browser.
    timeout: 30,
    requests: [
      {
        setupRequest: (request, context) => {
          sequence += 1;
          const fresh = sequence % 2 === 0;
          Object.assign(context, { kind: fresh ? 'fresh' : 'warm', mode });
          const hash = fresh ? `${FRESH_PREFIX}${sequence.toString(36)}` : WARM_HASH;
          return {
            ...request,
            method: 'GET',
            path: `${VARIANTS[sequence % VARIANTS.length]}?hash=${hash}`,
          };
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
  await pause(500); // the last log lines

  const marked = (mark) => server.logs.filter((line) => line.startsWith(mark));
  const [rejections, exceptions] = [marked(REJECTION_MARK), marked(EXCEPTION_MARK)];
  const upstreamFailures = server.logs.filter((line) => line.includes('"msg":"upstream_error"'));
  const serverUp = server.child.exitCode === null && server.child.signalCode === null;
  const { p50, p99 } = figures(result);
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
      ['latency p50 / p99', `${p50} ms / ${p99} ms`],
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

  const { verdicts } = bench;
  const warm = MODES.flatMap((name) => Object.entries(byMode[name].warm));
  const warmAnswers = warm.reduce((sum, [, count]) => sum + count, 0);
  const warmNot200 = warm.filter(([code]) => code !== '200');
  const fiveHundredTotal = fiveHundreds.errorPage + fiveHundreds.other;
  const thrown = rejections.length + exceptions.length;
  const target = (name, figure, verdict) => say(name, figure, verdict, 33);
  console.log('\ntargets');
  target(
    'warm landing always 200',
    warmNot200.length
      ? describe(Object.fromEntries(warmNot200))
      : verdicts.figure(warmAnswers, (count) => `yes (${count})`),
    verdicts.counted(warmAnswers, warmNot200.length === 0),
  );
  target(
    'every 5xx is the error page',
    verdicts.figure(fiveHundredTotal, () => `${fiveHundreds.other} other of ${fiveHundredTotal}`),
    verdicts.counted(fiveHundredTotal, fiveHundreds.other === 0),
  );
  target('no unhandled rejection/exception', thrown, verdicts.judge(thrown === 0));
  const clientErrors = result.errors + result.timeouts;
  target('no client errors or time-outs', clientErrors, verdicts.judge(clientErrors === 0));
  target('server still up', verdicts.judge(serverUp));
}
