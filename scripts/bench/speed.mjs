// `bench speed` (`npm run bench`): the landing's throughput budget on one `next start` with nginx
// in front, the large bodies' memory rows, and with --lighthouse the Lighthouse scenario after it
// (docs/benchmarks.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  figures,
  firstLoad,
  groupCpuSeconds,
  kb,
  load,
  loopbackGet,
  mb,
  median,
  pause,
  runBench,
  say,
  table,
  UPSTREAM_COUNTER,
  upstreamCalls,
} from './common.mjs';
import { measureLargeBody, sendLargeBody } from '../lib/large-body.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { freePort, stopChild } from '../lib/server.cjs';

const NEXT_BUDGET = 0.25;
const NGINX_BUDGET = 0.8;
const METRICS_BUDGET = 0.97; // metrics on, as a share of the same row with METRICS=0
const HTML_BUDGET_BYTES = 40_000;
const WARM_REQUESTS = 3;
const MB = 1024 * 1024;
const BODY_BYTES = 300 * MB;
const BODY_RSS_BUDGET = 32 * MB;
const REVALIDATE_SECRET = 'bench-revalidate-secret'; // the bench server's own
// Every route that takes a body (413), then two paths the middleware sees, figures only.
const BODY_ROUTES = [
  ['/api/subscriptions/settings', {}, 413],
  ['/api/subscriptions/unsubscribe', {}, 413],
  ['/api/subscriptions/portal', {}, 413],
  ['/api/revalidate', { 'x-revalidate-secret': REVALIDATE_SECRET }, 413],
  ['/ru/test', {}, 405],
  ['/max?hash=demo-online', {}, 405],
];
// Response headers a static copy does not repeat: nginx writes them itself.
const OWN_HEADERS =
  'date connection keep-alive transfer-encoding content-length content-encoding content-type server';
const ROW_HEADER = [
  'row',
  'req/s',
  'p50',
  'p99',
  'errors',
  'statuses',
  'reached Next',
  'upstream calls',
];
const METRICS_HEADER = ['row', 'metrics on req/s', 'METRICS=0 req/s', 'on / off', 'budget'];

const ms = (value) => `${Math.round(value)} ms`;
const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`;
const ratioOf = (a, b) => (b.rps > 0 ? a.rps / b.rps : 0);
const medianOf = (list, key = 'rps') => median(list.map((stats) => stats[key] ?? NaN));

/** The first render fills the caches; the next ones show what a crowd gets. */
async function warm(url, headers) {
  let status = 0;
  for (let i = 0; i < WARM_REQUESTS; i += 1) status = (await loopbackGet(url, headers)).status;
  return status;
}

/** An nginx `add_header` for each of Next's headers (a `$` cannot be written literally). */
function copiedHeaders(headers) {
  const lines = [];
  for (const [name, value] of Object.entries(headers)) {
    if (OWN_HEADERS.split(' ').includes(name) || value === undefined) continue;
    for (const single of [value].flat()) {
      if (single.includes('$'))
        console.warn(`bench: ${name} contains "$", not copied to the static copy`);
      else lines.push(`add_header ${name} "${single.replace(/[\\"]/g, '\\$&')}" always;`);
    }
  }
  return lines.join('\n      ');
}

/** A second server in the same nginx: each landing's bytes as files, with the landing's headers. */
const staticCopyServer = (port, root, copies) => `
  server {
    listen 127.0.0.1:${port};
    access_log off;
    server_tokens off;
    root ${root};
    charset utf-8;
    gzip off;
    gzip_static on;
    gzip_vary off;
    ${copies.map(({ file, headers }) => `location = /${file} {\n      ${copiedHeaders(headers)}\n    }`).join('\n    ')}
  }`;

/** `3 (activity 1, events 2)` for the upstream calls '/demo/media/eventor/public/activity/…'. */
function describeCalls(calls) {
  if (calls.length === 0) return '0';
  const kinds = {};
  for (const call of calls) {
    const pathname = call.split(' ')[1] ?? '';
    const kind = pathname.startsWith('/demo/forms/')
      ? 'forms'
      : (/^\/demo\/media\/(?:eventor\/public\/)?([a-z]+)/i.exec(pathname)?.[1] ?? 'other');
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return `${calls.length} (${Object.entries(kinds)
    .map((entry) => entry.join(' '))
    .join(', ')})`;
}

export async function run(args) {
  let options;
  await runBench('bench', async (bench) => {
    options = bench.options(args, {
      landing: { type: 'string', multiple: true },
      static: { type: 'string', default: '/brands/default/logo.svg' },
      duration: [10, 1, 120, ' s'],
      connections: [20, 1, 500],
      lighthouse: { type: 'boolean', default: false },
      'metrics-off': { type: 'boolean', default: false },
      'metrics-rounds': [3, 1, 10],
    });
    await speed(bench, options);
  });
  if (options?.lighthouse && !process.exitCode) await lighthouseStep(options);
}

async function speed(bench, options) {
  const { duration, connections, 'metrics-rounds': rounds } = options;
  const { verdicts } = bench;
  const landings = options.landing?.length ? options.landing : ['/max?hash=demo-online'];
  if (!options.static.startsWith('/') || options.static.startsWith('//')) {
    bench.fail(`not a path: ${options.static}`);
  }
  // A custom domain per landing with a hash: the mapped-host rows include the tenant check.
  const mapped = new Map();
  for (const [index, target] of landings.entries()) {
    const hash = new URL(target, 'http://bench.localhost').searchParams.get('hash');
    if (hash) mapped.set(target, { host: `landing-${index}.bench.localhost`, hash });
  }
  const rowsPerLanding = 4 + (options['metrics-off'] ? 4 * rounds : 0);
  bench.limit(120_000 + (rowsPerLanding * landings.length + 1) * (duration + 15) * 1000);

  await bench.startDemo();
  const preload = bench.preload(UPSTREAM_COUNTER, 'upstream-counter.cjs');
  const domains = Object.fromEntries(
    [...mapped.values()].map(({ host, hash }) => [host, { hash }]),
  );
  const next = await bench.startNext({
    env: { METRICS: '1', REVALIDATE_SECRET, CUSTOM_DOMAINS: JSON.stringify(domains) },
    preload,
    label: 'bench server',
  });
  const passedOn = (nginx) => () =>
    nginx.accessLog().filter((entry) => entry.upstream !== '').length;
  // The same build with its metrics off, idle except for its own rows (--metrics-off).
  let off;
  if (options['metrics-off']) {
    const offNext = await bench.startNext({
      env: { METRICS: '0' },
      preload,
      label: 'bench server, METRICS=0',
    });
    const offNginx = bench.track(
      await startNginx({
        upstreams: [`127.0.0.1:${offNext.port}`],
        label: 'bench nginx, METRICS=0',
      }),
    );
    off = { next: offNext, nginx: offNginx, passed: passedOn(offNginx) };
  }

  // The static copies: each landing fetched once from Next, as a gzip client gets it.
  const copyRoot = mkdtempSync(path.join(tmpdir(), 'bench-static-copy-'));
  bench.cleanup(() => rmSync(copyRoot, { recursive: true, force: true }));
  const copies = [];
  for (const [index, target] of landings.entries()) {
    const status = await warm(next.origin + target);
    if (status !== 200)
      bench.fail(`${target} answers ${status}; the build may predate this route (try --build)`);
    const reply = await loopbackGet(next.origin + target);
    if (reply.headers['content-encoding'] !== 'gzip')
      bench.fail(`${target}: Next did not answer gzip`);
    const file = `landing-${index}.html`;
    writeFileSync(path.join(copyRoot, `${file}.gz`), reply.raw);
    writeFileSync(path.join(copyRoot, file), reply.body);
    copies.push({ target, file, headers: reply.headers, html: reply.body });
  }
  const copyPort = await freePort();
  const nginx = bench.track(
    await startNginx({
      upstreams: [`127.0.0.1:${next.port}`],
      extraHttp: staticCopyServer(copyPort, copyRoot, copies),
      label: 'bench nginx',
    }),
  );
  const copyOrigin = `http://127.0.0.1:${copyPort}`;
  console.log(
    `bench: Next ${next.origin} (pid ${next.pid}), nginx ${nginx.origin} (pid ${nginx.pid}) with ` +
      `the shipped config, static copies on ${copyOrigin}; ${connections} connections × ${duration} s ` +
      'per row, Accept-Encoding: gzip',
  );

  const made = []; // every row's figures, for the errors budget
  /**
   * Loads `url` and counts the upstream calls `server` made meanwhile. `reached`: `'all'` when
   * the load goes to Next itself, `'none'` for the static copy, or nginx's count of passed requests.
   */
  const measure = async (url, server, reached, headers = {}) => {
    const logsBefore = server.logs.length;
    const passedBefore = typeof reached === 'function' ? reached() : 0;
    const cpuBefore = groupCpuSeconds(server.pid);
    const headersSent = { 'accept-encoding': 'gzip', ...headers };
    const stats = figures(await load(url, { connections, duration, headers: headersSent }));
    const cpuAfter = groupCpuSeconds(server.pid);
    await pause(300); // the last log lines
    const reachedNext =
      reached === 'all'
        ? stats.total
        : typeof reached === 'function'
          ? reached() - passedBefore
          : 0;
    const cpuMsPerRequest =
      cpuBefore === undefined || cpuAfter === undefined || stats.total === 0
        ? undefined
        : ((cpuAfter - cpuBefore) * 1000) / stats.total;
    const upstream = upstreamCalls(server.logs.slice(logsBefore));
    made.push(stats);
    return { ...stats, reachedNext, upstream, cpuMsPerRequest };
  };
  // The same row with metrics on and off, the order swapped every round (on/off, off/on, …).
  const compareRounds = async (measureOn, measureOff) => {
    const both = { on: [], off: [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const side of round % 2 ? ['off', 'on'] : ['on', 'off']) {
        both[side].push(await (side === 'on' ? measureOn : measureOff)());
      }
    }
    return both;
  };

  await warm(next.origin + options.static);
  const staticNext = await measure(next.origin + options.static, next, 'all');
  const viaNginx = passedOn(nginx);
  const results = [];
  for (const copy of copies) {
    const { target } = copy;
    const alone = await measure(next.origin + target, next, 'all');
    const host = mapped.has(target) && { host: mapped.get(target).host };
    const aloneMapped =
      host &&
      (await warm(next.origin + target, host),
      await measure(next.origin + target, next, 'all', host));
    await warm(nginx.origin + target);
    const proxied = await measure(nginx.origin + target, next, viaNginx);
    let metricsCost;
    if (off) {
      await warm(off.next.origin + target);
      await warm(off.nginx.origin + target);
      metricsCost = {
        alone: await compareRounds(
          () => measure(next.origin + target, next, 'all'),
          () => measure(off.next.origin + target, off.next, 'all'),
        ),
        proxied: await compareRounds(
          () => measure(nginx.origin + target, next, viaNginx),
          () => measure(off.nginx.origin + target, off.next, off.passed),
        ),
      };
    }
    await warm(`${copyOrigin}/${copy.file}`);
    const staticCopy = await measure(`${copyOrigin}/${copy.file}`, next, 'none');
    const page = await firstLoad(next.origin, copy.html);
    results.push({ ...copy, alone, aloneMapped, proxied, metricsCost, staticCopy, page });
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
  const rows = [row(`${options.static}, static file, Next`, staticNext)];
  for (const { target, alone, aloneMapped, proxied, staticCopy } of results) {
    rows.push(row(`${target}, Next alone`, alone));
    if (aloneMapped) rows.push(row(`${target}, Next alone, mapped host`, aloneMapped));
    rows.push(row(`${target}, through nginx microcache`, proxied));
    rows.push(row(`${target}, static copy, nginx`, staticCopy));
  }
  console.log(`\n${table([ROW_HEADER, ...rows])}\n`);
  let metricsOk = true;
  if (off) {
    const pairs = results.flatMap(({ target, metricsCost }) => [
      [`${target}, Next alone`, metricsCost.alone],
      [`${target}, through nginx microcache`, metricsCost.proxied],
    ]);
    const each = (list) => list.map((stats) => stats.rps.toFixed(0)).join(' / ');
    const cpu = (list) => medianOf(list, 'cpuMsPerRequest').toFixed(2);
    const metricRows = pairs.map(([label, { on, off: offRuns }]) => {
      const ratio = medianOf(on) / Math.max(medianOf(offRuns), 1);
      metricsOk &&= ratio >= METRICS_BUDGET;
      const fewest = Math.min(...[...on, ...offRuns].map((stats) => stats.total));
      const verdict = verdicts.counted(fewest, ratio >= METRICS_BUDGET);
      const rps = [medianOf(on).toFixed(0), medianOf(offRuns).toFixed(0)];
      return [
        label,
        ...rps,
        percent(ratio),
        verdict,
        each(on),
        each(offRuns),
        cpu(on),
        cpu(offRuns),
      ];
    });
    console.log(
      `metrics cost: median of ${rounds} alternating rounds each ` +
        `(budget: on ≥ ${percent(METRICS_BUDGET)} of off, same run); the Next server's CPU time ` +
        'per request (median), which a busy machine moves far less than throughput',
    );
    const header = [...METRICS_HEADER, 'rounds on', 'rounds off', 'Next CPU ms/req on', 'off'];
    console.log(`${table([header, ...metricRows])}\n`);
  }

  const errors = made.reduce((sum, stats) => sum + stats.errors, 0);
  const requestsMade = made.reduce((sum, stats) => sum + stats.total, 0);
  for (const { target, alone, proxied, staticCopy, page } of results) {
    const nextRatio = ratioOf(alone, staticNext);
    const nginxRatio = ratioOf(proxied, staticCopy);
    console.log(target);
    say(
      'Next alone',
      `${percent(nextRatio)} of the static file served by Next (budget ≥ ${percent(NEXT_BUDGET)})`,
      verdicts.counted(Math.min(alone.total, staticNext.total), nextRatio >= NEXT_BUDGET),
    );
    say(
      'through nginx',
      `${percent(nginxRatio)} of the static copy served by nginx (budget ≥ ${percent(NGINX_BUDGET)})`,
      verdicts.counted(Math.min(proxied.total, staticCopy.total), nginxRatio >= NGINX_BUDGET),
    );
    say(
      '',
      `${(proxied.rps / Math.max(alone.rps, 1)).toFixed(1)}× Next alone; ` +
        `${proxied.reachedNext} of ${proxied.total} requests reached Next`,
    );
    say(
      'first-load JS',
      `${kb(page.jsGzip)} gzip, ${kb(page.jsRaw)} raw, ${page.files.length} files ` +
        '(its budget, bare Next page + 8 kB, in the Lighthouse step)',
    );
    for (const file of page.files) {
      const note = file.status === 200 ? '' : `  (HTTP ${file.status})`;
      console.log(`    ${kb(file.gzip).padStart(9)}  ${file.path}${note}`);
    }
    for (const href of page.skipped) console.log(`    (not fetched, third-party) ${href}`);
    say(
      'HTML',
      `${kb(page.htmlRaw)} raw, ${kb(page.htmlGzip)} gzip (budget ≤ ${kb(HTML_BUDGET_BYTES)} raw)`,
      verdicts.counted(page.htmlRaw, page.htmlRaw <= HTML_BUDGET_BYTES),
    );
    say(
      'upstream',
      `${describeCalls(alone.upstream)} during ${alone.total} requests to Next alone, ` +
        `${describeCalls(proxied.upstream)} during ${proxied.total} through nginx`,
    );
  }
  console.log(
    `\nerrors           ${errors} in ${verdicts.figure(requestsMade)} requests, all rows (budget 0)  ` +
      verdicts.counted(requestsMade, errors === 0),
  );
  if (off) console.log(`metrics cost     ${metricsOk ? 'PASS' : 'FAIL'} (table above)`);
  await largeBodies(next, verdicts);
}

/** A 300 MB body to each body route on Next alone, and the server's RSS around it. */
async function largeBodies(next, verdicts) {
  // Each route's module is loaded by its first request: that one-time growth is not a body's.
  for (const [route, headers] of BODY_ROUTES)
    await sendLargeBody(next.origin, route, { bytes: 4096, headers });
  const signed = (bytes) => `${bytes >= 0 ? '+' : ''}${mb(bytes)} MB`;
  const rows = [['row', 'status', 'sent', 'RSS before', 'peak', 'after', 'budget']];
  for (const [route, headers, expected] of BODY_ROUTES) {
    for (const chunked of [false, true]) {
      const options = { bytes: BODY_BYTES, chunked, headers };
      const result = await measureLargeBody(next.pid, next.origin, route, options);
      const { status, before, peak, after } = result;
      const ok =
        status === expected &&
        peak - before <= BODY_RSS_BUDGET &&
        after - before <= BODY_RSS_BUDGET;
      rows.push([
        `${route}, 300 MB ${chunked ? 'chunked' : 'declared'}, Next alone`,
        status,
        `${mb(result.sentBytes)} MB`,
        `${mb(before)} MB`,
        signed(peak - before),
        signed(after - before),
        expected === 413 ? verdicts.counted(before, ok) : `${status} (no budget)`,
      ]);
    }
  }
  console.log(
    `\nlarge bodies: ${mb(BODY_BYTES)} MB POSTed to each body route, sending stopped at the answer ` +
      `(budget: 413, RSS peak and after within ${mb(BODY_RSS_BUDGET)} MB of before), then to two ` +
      'middleware paths (figures only: Next reads the body to its end before their 405)',
  );
  console.log(table(rows));
}

/** The Lighthouse scenario on the same --landing paths, once this run's servers are stopped. */
async function lighthouseStep(options) {
  console.log('\nbench: Lighthouse (scripts/bench.mjs lighthouse)');
  const args = (options.landing ?? []).flatMap((target) => ['--landing', target]);
  if (options.ports) args.push('--ports', options.ports);
  const bench = path.join(import.meta.dirname, '..', 'bench.mjs');
  const child = spawn(process.execPath, [bench, 'lighthouse', ...args], { stdio: 'inherit' });
  // On SIGINT/SIGTERM the child gets the signal too: it stops its own servers and Chromium.
  const stop = () => void stopChild(child, { group: false });
  process.once('SIGINT', stop).once('SIGTERM', stop);
  const code = await new Promise((resolve) =>
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal)),
  );
  if (code !== 0) process.exitCode = typeof code === 'number' ? code : 1;
}
