// `bench speed` (`npm run bench`): the landing's throughput budget on one `next start` with nginx
// in front, the large bodies' memory rows, and with --lighthouse the Lighthouse scenario after it
// (docs/benchmarks.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  benchEnv,
  firstLoad,
  groupCpuSeconds,
  loopbackGet,
  integer,
  mb,
  median,
  pathsOnly,
  pause,
  runBench,
  statusCounts,
  table,
  UPSTREAM_COUNTER,
  upstreamCalls,
} from './common.mjs';
import { measureLargeBody, sendLargeBody } from '../lib/large-body.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { freePort, startServer, stopChild } from '../lib/server.cjs';

const NEXT_BUDGET = 0.25;
const NGINX_BUDGET = 0.8;
/** Throughput with metrics on, as a share of the same row with METRICS=0. */
const METRICS_BUDGET = 0.97;
// The landing's raw HTML (1 kB = 1000 bytes); its first-load JS is held against a bare Next page
// in the Lighthouse step, which builds one.
const HTML_BUDGET_BYTES = 40_000;
const WARM_REQUESTS = 3;
const ENCODING = { 'accept-encoding': 'gzip' };
const MB = 1024 * 1024;
const BODY_BYTES = 300 * MB;
const BODY_RSS_BUDGET = 32 * MB;
/** Only so the revalidation route reads its body: the bench server's own. */
const REVALIDATE_SECRET = 'bench-revalidate-secret';
/**
 * Every route that takes a body (413) and what it needs to get as far as reading it; then two
 * paths the middleware sees, figures only: Next reads their body to its end before the
 * middleware's 405, and grows by tens of MB the first time (next.config.mjs,
 * `proxyClientMaxBodySize`); behind nginx they take no body at all.
 */
const BODY_ROUTES = [
  ['/api/subscriptions/settings', {}, 413],
  ['/api/subscriptions/unsubscribe', {}, 413],
  ['/api/subscriptions/portal', {}, 413],
  ['/api/revalidate', { 'x-revalidate-secret': REVALIDATE_SECRET }, 413],
  ['/ru/test', {}, 405],
  ['/max?hash=demo-online', {}, 405],
];

/** This run's flags and what follows from them (set by `run`). */
let options, landings, duration, connections, metricsRounds, MAPPED, verdicts;

export async function run(args) {
  await runBench('bench', async (bench) => {
    ({ values: options } = parseArgs({
      args,
      options: {
        landing: { type: 'string', multiple: true },
        static: { type: 'string', default: '/brands/default/logo.svg' },
        duration: { type: 'string', default: '10' },
        connections: { type: 'string', default: '20' },
        build: { type: 'boolean', default: false },
        lighthouse: { type: 'boolean', default: false },
        'metrics-off': { type: 'boolean', default: false },
        'metrics-rounds': { type: 'string', default: '3' },
      },
    }));
    landings = options.landing?.length ? options.landing : ['/max?hash=demo-online'];
    pathsOnly(bench, [...landings, options.static]);
    duration = integer(bench, options, 'duration', 1, 120, ' s');
    connections = integer(bench, options, 'connections', 1, 500);
    metricsRounds = integer(bench, options, 'metrics-rounds', 1, 10);
    MAPPED = mappedHosts();
    verdicts = bench.verdicts;
    await speed(bench);
  });
  if (options.lighthouse && !process.exitCode) await lighthouseStep();
}

/**
 * A custom domain per landing with a hash (`landing-0.bench.localhost` → its hash): the "mapped
 * host" rows send that `Host`, so the middleware's tenant check is in what they measure.
 */
function mappedHosts() {
  const hosts = new Map();
  for (const [index, target] of landings.entries()) {
    const hash = new URL(target, 'http://bench.localhost').searchParams.get('hash');
    if (hash) hosts.set(target, { host: `landing-${index}.bench.localhost`, hash });
  }
  return hosts;
}

async function warm(url) {
  // The first render fills the caches; the next ones show what a crowd will get.
  let status = 0;
  for (let attempt = 0; attempt < WARM_REQUESTS; attempt += 1)
    status = (await loopbackGet(url)).status;
  return status;
}

function summarise(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
    statuses: statusCounts(result) || '–',
  };
}

/**
 * Loads `url` and counts the upstream calls Next made meanwhile. `reachedNext`: `'all'` when the
 * load goes to Next itself, `'none'` for nginx's static copy, or a function counting the
 * requests nginx has passed on so far (read before and after).
 */
async function measure(url, next, reachedNext, headers = {}) {
  const logsBefore = next.logs.length;
  const passedBefore = typeof reachedNext === 'function' ? reachedNext() : 0;
  const result = summarise(
    await autocannon({ url, connections, duration, headers: { ...ENCODING, ...headers } }),
  );
  await pause(300); // the last log lines
  let reached = 0;
  if (reachedNext === 'all') reached = result.total;
  else if (typeof reachedNext === 'function') reached = reachedNext() - passedBefore;
  return { ...result, reachedNext: reached, upstream: upstreamCalls(next.logs.slice(logsBefore)) };
}

/** Response headers a static copy repeats; nginx writes the others itself. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'content-type',
  'server',
]);

/** An nginx `add_header` for each of Next's headers (a `$` cannot be written literally). */
function copiedHeaders(headers) {
  const lines = [];
  for (const [name, value] of Object.entries(headers)) {
    if (OWN_HEADERS.has(name) || value === undefined) continue;
    for (const single of Array.isArray(value) ? value : [value]) {
      if (single.includes('$')) {
        console.warn(`bench: ${name} contains "$", not copied to the static copy`);
        continue;
      }
      lines.push(`add_header ${name} "${single.replace(/[\\"]/g, '\\$&')}" always;`);
    }
  }
  return lines;
}

/**
 * A second server in the same nginx: each landing's bytes as files (`landing-N.html.gz`, plain
 * `landing-N.html` beside it), sent with the landing's headers, as nginx sends any static file.
 */
function staticCopyServer(port, root, copies) {
  const locations = copies.map(
    ({ file, headers }) => `
    location = /${file} {
      ${copiedHeaders(headers).join('\n      ')}
    }`,
  );
  return `
  server {
    listen 127.0.0.1:${port};
    access_log off;
    server_tokens off;
    root ${root};
    charset utf-8;
    gzip off;
    gzip_static on;
    gzip_vary off;
    ${locations.join('\n')}
  }`;
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
const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`;
const ratioOf = (a, b) => (b.rps > 0 ? a.rps / b.rps : 0);
const medianOf = (list, key = 'rps') => median(list.map((stats) => stats[key] ?? NaN));

/** `run` (a measure) with the CPU milliseconds per request the server of `pgid` spent on it. */
async function withCpu(pgid, run) {
  const before = groupCpuSeconds(pgid);
  const stats = await run();
  const after = groupCpuSeconds(pgid);
  const cpuMsPerRequest =
    before === undefined || after === undefined || stats.total === 0
      ? undefined
      : ((after - before) * 1000) / stats.total;
  return { ...stats, cpuMsPerRequest };
}

/**
 * The same row with metrics on and off, `metricsRounds` times, the order swapped every round:
 * on/off, off/on, … (--metrics-off).
 */
async function compareRounds(measureOn, measureOff) {
  const on = [];
  const off = [];
  for (let round = 0; round < metricsRounds; round += 1) {
    if (round % 2 === 0) {
      on.push(await measureOn());
      off.push(await measureOff());
    } else {
      off.push(await measureOff());
      on.push(await measureOn());
    }
  }
  return { on, off };
}

async function speed(bench) {
  const { fail, track } = bench;
  bench.build(options.build);
  // Bounded in time whatever happens once built: the run takes seconds, not minutes.
  const rowsPerLanding = 4 + (options['metrics-off'] ? 4 * metricsRounds : 0);
  bench.limit(120_000 + (rowsPerLanding * landings.length + 1) * (duration + 15) * 1000);

  await bench.startDemo();
  const preload = bench.preload(UPSTREAM_COUNTER, 'upstream-counter.cjs');
  const port = await freePort();
  const next = await startServer({
    host: '127.0.0.1',
    port,
    env: benchEnv({
      SITE_URL: `http://127.0.0.1:${port}`,
      METRICS: '1',
      REVALIDATE_SECRET,
      CUSTOM_DOMAINS: JSON.stringify(
        Object.fromEntries([...MAPPED.values()].map(({ host, hash }) => [host, { hash }])),
      ),
    }),
    preload,
    label: 'bench server',
  });
  track(next);
  // The same build with its metrics off, idle except for its own rows (--metrics-off).
  let off;
  if (options['metrics-off']) {
    const offPort = await freePort();
    const offNext = await startServer({
      host: '127.0.0.1',
      port: offPort,
      env: benchEnv({ SITE_URL: `http://127.0.0.1:${offPort}`, METRICS: '0' }),
      preload,
      label: 'bench server, METRICS=0',
    });
    track(offNext);
    const offNginx = track(
      await startNginx({ upstreams: [`127.0.0.1:${offPort}`], label: 'bench nginx, METRICS=0' }),
    );
    const passed = () => offNginx.accessLog().filter((entry) => entry.upstream !== '').length;
    off = { next: offNext, nginx: offNginx, passed };
  }

  // The static copies: each landing fetched once from Next, as a gzip client gets it.
  const copyRoot = mkdtempSync(path.join(tmpdir(), 'bench-static-copy-'));
  bench.cleanup(() => rmSync(copyRoot, { recursive: true, force: true }));
  const copies = [];
  for (const [index, target] of landings.entries()) {
    const status = await warm(next.origin + target);
    if (status !== 200) {
      fail(`${target} answers ${status}; the build may predate this route (try --build)`);
    }
    const reply = await loopbackGet(next.origin + target);
    if (reply.headers['content-encoding'] !== 'gzip') fail(`${target}: Next did not answer gzip`);
    const file = `landing-${index}.html`;
    writeFileSync(path.join(copyRoot, `${file}.gz`), reply.raw);
    writeFileSync(path.join(copyRoot, file), reply.body);
    copies.push({ target, file, headers: reply.headers, html: reply.body });
  }
  const copyPort = await freePort();
  const nginx = await startNginx({
    upstreams: [`127.0.0.1:${port}`],
    extraHttp: staticCopyServer(copyPort, copyRoot, copies),
    label: 'bench nginx',
  });
  track(nginx);
  const copyOrigin = `http://127.0.0.1:${copyPort}`;
  const viaNginx = () => nginx.accessLog().filter((entry) => entry.upstream !== '').length;
  console.log(
    `bench: Next ${next.origin} (pid ${next.pid}), nginx ${nginx.origin} (pid ${nginx.pid}) with ` +
      `the shipped config, static copies on ${copyOrigin}; ${connections} connections × ${duration} s ` +
      'per row, Accept-Encoding: gzip',
  );

  await warm(next.origin + options.static);
  const staticNext = await measure(next.origin + options.static, next, 'all');
  const results = [];
  for (const copy of copies) {
    const { target } = copy;
    const alone = await measure(next.origin + target, next, 'all');
    const mapped = MAPPED.get(target);
    let aloneMapped;
    if (mapped) {
      const host = { host: mapped.host };
      for (let attempt = 0; attempt < WARM_REQUESTS; attempt += 1) {
        await loopbackGet(next.origin + target, host);
      }
      aloneMapped = await measure(next.origin + target, next, 'all', host);
    }
    await warm(nginx.origin + target);
    const proxied = await measure(nginx.origin + target, next, viaNginx);
    let metricsCost;
    if (off) {
      await warm(off.next.origin + target);
      await warm(off.nginx.origin + target);
      metricsCost = {
        alone: await compareRounds(
          () => withCpu(next.pid, () => measure(next.origin + target, next, 'all')),
          () => withCpu(off.next.pid, () => measure(off.next.origin + target, off.next, 'all')),
        ),
        proxied: await compareRounds(
          () => withCpu(next.pid, () => measure(nginx.origin + target, next, viaNginx)),
          () =>
            withCpu(off.next.pid, () => measure(off.nginx.origin + target, off.next, off.passed)),
        ),
      };
    }
    await warm(`${copyOrigin}/${copy.file}`);
    const staticCopy = await measure(`${copyOrigin}/${copy.file}`, next, 'none');
    results.push({
      ...copy,
      alone,
      aloneMapped,
      proxied,
      metricsCost,
      staticCopy,
      page: await firstLoad(next.origin, copy.html),
    });
  }

  const row = (label, stats) => [
    label,
    stats.rps.toFixed(0),
    ms(stats.p50),
    ms(stats.p99),
    stats.errors,
    stats.statuses,
    stats.reachedNext,
    describeCalls(stats.upstream),
  ];
  const header = [
    'row',
    'req/s',
    'p50',
    'p99',
    'errors',
    'statuses',
    'reached Next',
    'upstream calls',
  ];
  const rows = [row(`${options.static}, static file, Next`, staticNext)];
  for (const { target, alone, aloneMapped, proxied, staticCopy } of results) {
    rows.push(row(`${target}, Next alone`, alone));
    if (aloneMapped) rows.push(row(`${target}, Next alone, mapped host`, aloneMapped));
    rows.push(row(`${target}, through nginx microcache`, proxied));
    rows.push(row(`${target}, static copy, nginx`, staticCopy));
  }
  console.log(`\n${table([header, ...rows])}\n`);
  let metricsOk = true;
  if (off) {
    const pairs = [];
    for (const { target, metricsCost } of results) {
      pairs.push([`${target}, Next alone`, metricsCost.alone]);
      pairs.push([`${target}, through nginx microcache`, metricsCost.proxied]);
    }
    const rounds = (list) => list.map((stats) => stats.rps.toFixed(0)).join(' / ');
    const metricRows = pairs.map(([label, { on, off: offRuns }]) => {
      const ratio = medianOf(on) / Math.max(medianOf(offRuns), 1);
      metricsOk &&= ratio >= METRICS_BUDGET;
      const cpu = (list) => medianOf(list, 'cpuMsPerRequest').toFixed(2);
      return [
        label,
        medianOf(on).toFixed(0),
        medianOf(offRuns).toFixed(0),
        percent(ratio),
        verdicts.counted(
          Math.min(...[...on, ...offRuns].map((stats) => stats.total)),
          ratio >= METRICS_BUDGET,
        ),
        rounds(on),
        rounds(offRuns),
        cpu(on),
        cpu(offRuns),
      ];
    });
    const metricHeader = [
      'row',
      'metrics on req/s',
      'METRICS=0 req/s',
      'on / off',
      'budget',
      'rounds on',
      'rounds off',
      'Next CPU ms/req on',
      'off',
    ];
    console.log(
      `metrics cost: median of ${metricsRounds} alternating rounds each ` +
        `(budget: on ≥ ${percent(METRICS_BUDGET)} of off, same run); the Next server's CPU time ` +
        'per request (median), which a busy machine moves far less than throughput',
    );
    console.log(`${table([metricHeader, ...metricRows])}\n`);
  }

  const allRows = [
    staticNext,
    ...results.flatMap((r) => [
      r.alone,
      ...(r.aloneMapped ? [r.aloneMapped] : []),
      r.proxied,
      r.staticCopy,
      ...(r.metricsCost
        ? [r.metricsCost.alone, r.metricsCost.proxied].flatMap((c) => [...c.on, ...c.off])
        : []),
    ]),
  ].filter(Boolean);
  const errors = allRows.reduce((sum, stats) => sum + stats.errors, 0);
  const requestsMade = allRows.reduce((sum, stats) => sum + stats.total, 0);
  for (const { target, alone, proxied, staticCopy, page } of results) {
    const nextRatio = ratioOf(alone, staticNext);
    const nginxRatio = ratioOf(proxied, staticCopy);
    console.log(target);
    console.log(
      `  Next alone      ${percent(nextRatio)} of the static file served by Next ` +
        `(budget ≥ ${percent(NEXT_BUDGET)})  ` +
        verdicts.counted(Math.min(alone.total, staticNext.total), nextRatio >= NEXT_BUDGET),
    );
    console.log(
      `  through nginx   ${percent(nginxRatio)} of the static copy served by nginx ` +
        `(budget ≥ ${percent(NGINX_BUDGET)})  ` +
        verdicts.counted(Math.min(proxied.total, staticCopy.total), nginxRatio >= NGINX_BUDGET),
    );
    console.log(
      `                  ${(proxied.rps / Math.max(alone.rps, 1)).toFixed(1)}× Next alone; ` +
        `${proxied.reachedNext} of ${proxied.total} requests reached Next`,
    );
    console.log(
      `  first-load JS   ${kb(page.jsGzip)} gzip, ${kb(page.jsRaw)} raw, ${page.files.length} files ` +
        '(its budget, bare Next page + 8 kB, in the Lighthouse step)',
    );
    for (const file of page.files) {
      const note = file.status === 200 ? '' : `  (HTTP ${file.status})`;
      console.log(`    ${kb(file.gzip).padStart(9)}  ${file.path}${note}`);
    }
    for (const href of page.skipped) console.log(`    (not fetched, third-party) ${href}`);
    console.log(
      `  HTML            ${kb(page.htmlRaw)} raw, ${kb(page.htmlGzip)} gzip ` +
        `(budget ≤ ${kb(HTML_BUDGET_BYTES)} raw)  ` +
        verdicts.counted(page.htmlRaw, page.htmlRaw <= HTML_BUDGET_BYTES),
    );
    console.log(
      `  upstream        ${describeCalls(alone.upstream)} during ${alone.total} requests to Next alone, ` +
        `${describeCalls(proxied.upstream)} during ${proxied.total} through nginx`,
    );
  }
  console.log(
    `\nerrors           ${errors} in ${verdicts.figure(requestsMade)} requests, all rows (budget 0)  ` +
      verdicts.counted(requestsMade, errors === 0),
  );
  if (off) console.log(`metrics cost     ${metricsOk ? 'PASS' : 'FAIL'} (table above)`);
  await largeBodies(next);
}

/** Step 5: a 300 MB body to each body route on Next alone, and the server's RSS around it. */
async function largeBodies(next) {
  // Each route's module is loaded by its first request: that one-time growth is not a body's.
  for (const [route, headers] of BODY_ROUTES) {
    await sendLargeBody(next.origin, route, { bytes: 4096, headers });
  }
  const signed = (bytes) => `${bytes >= 0 ? '+' : ''}${mb(bytes)} MB`;
  const rows = [];
  for (const [route, headers, expected] of BODY_ROUTES) {
    for (const chunked of [false, true]) {
      const result = await measureLargeBody(next.pid, next.origin, route, {
        bytes: BODY_BYTES,
        chunked,
        headers,
      });
      const ok =
        result.status === expected &&
        result.peak - result.before <= BODY_RSS_BUDGET &&
        result.after - result.before <= BODY_RSS_BUDGET;
      rows.push([
        `${route}, 300 MB ${chunked ? 'chunked' : 'declared'}, Next alone`,
        result.status,
        `${mb(result.sentBytes)} MB`,
        `${mb(result.before)} MB`,
        signed(result.peak - result.before),
        signed(result.after - result.before),
        expected === 413 ? verdicts.counted(result.before, ok) : `${result.status} (no budget)`,
      ]);
    }
  }
  const header = ['row', 'status', 'sent', 'RSS before', 'peak', 'after', 'budget'];
  console.log(
    `\nlarge bodies: ${mb(BODY_BYTES)} MB POSTed to each body route, sending stopped at the answer ` +
      `(budget: 413, RSS peak and after within ${mb(BODY_RSS_BUDGET)} MB of before), then to two ` +
      'middleware paths (figures only: Next reads the body to its end before their 405)',
  );
  console.log(`${table([header, ...rows])}`);
}

/** The Lighthouse scenario on the same --landing paths, once this run's servers are stopped. */
async function lighthouseStep() {
  console.log('\nbench: Lighthouse (scripts/bench.mjs lighthouse)');
  const args = (options.landing ?? []).flatMap((target) => ['--landing', target]);
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '..', 'bench.mjs'), 'lighthouse', ...args],
    { stdio: 'inherit' },
  );
  // On SIGINT/SIGTERM the child gets the signal too: it stops its own servers and Chromium.
  const stop = () => void stopChild(child, { group: false });
  process.once('SIGINT', stop).once('SIGTERM', stop);
  const code = await new Promise((resolve) =>
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal)),
  );
  if (code !== 0) process.exitCode = typeof code === 'number' ? code : 1;
}
