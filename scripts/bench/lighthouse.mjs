// `bench lighthouse` (`npm run bench:lighthouse`, and the last step of `npm run bench`):
// Lighthouse's scores and lab metrics for the landings next to a bare Next page built on the
// spot and to each page's server-only copy, then the first-frame step (docs/benchmarks.md).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  benchEnv,
  firstLoad,
  integer,
  loopbackGet,
  median,
  pathsOnly,
  pause,
  portPicker,
  portRange,
  runBench,
  table,
} from './common.mjs';
import { METRICA_CONNECT_ORIGINS, METRICA_SCRIPT_ORIGINS } from '../../lib/security/headers.mjs';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from '../lib/chromium.mjs';
import { serverOnlyCopy, startDocumentProxy } from '../lib/document-proxy.mjs';
import { collectLines, NEXT_BIN, ROOT, startServer, stopChild, waitUntil } from '../lib/server.cjs';

const CHROME_PATH = process.env.CHROME_PATH || DEBIAN_CHROMIUM;
// chrome-launcher adds its own defaults (no extensions, no first-run UI…).
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Each landing variant and the platform page, each on a demo event that fills it.
const DEFAULT_LANDINGS = [
  '/max?hash=demo-online',
  '/landing?hash=demo-offline',
  '/mid?hash=demo-hybrid',
  '/min?hash=demo-online',
  '/platform?hash=demo-online',
];
const BARE = 'bare Next page';
// Each landing's yardstick: its own document, served with every script stripped.
const COPY = ', server-only copy';
// The offline worker's cost: this landing again, with `/sw.js` answering 404, so no worker installs.
const WORKER_PAGE = '/max?hash=demo-online';
const NO_WORKER = `${WORKER_PAGE}, no worker`;
// A mapped custom domain; Chromium resolves every *.localhost name to loopback.
const CUSTOM_HOST = 'events.bench.localhost';
const CUSTOM_DOMAIN = `${CUSTOM_HOST}/ (custom domain: demo-hybrid's /mid)`;
const CUSTOM_DOMAINS = { [CUSTOM_HOST]: { hash: 'demo-hybrid', variant: 'mid' } };
// The Metrica counter's hosts (demo-online and demo-hybrid have a counter). This machine has no
// route to them, so their requests would fail with a console error a visitor never sees; blocked
// through Lighthouse's own setting, they are left out of the load (Lighthouse ignores its own
// blocks in `errors-in-console`). The counter loads after the page's `load` and an idle period.
const BLOCKED_THIRD_PARTY = [...new Set([...METRICA_SCRIPT_ORIGINS, ...METRICA_CONNECT_ORIGINS])];
const WARM_REQUESTS = 3;
const WARM_LIMIT = 60; // 500 ms apart: longer than a re-render of a stale landing takes
const BUILD_TIMEOUT_MS = 10 * 60_000;
const RUN_TIMEOUT_MS = 120_000; // one Lighthouse run, Chromium's start included
const SETTLE_MAX_MS = 150_000; // the longest wait for the machine to quieten before the runs

const BUDGET = {
  performance: 95,
  behindBare: 3, // points below the bare page's performance
  otherCategories: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0,
  jsAboveBare: 8_000, // first-load JS, gzip bytes above the bare page's (1 kB = 1000 bytes)
  fcpMs: 1200,
  tbtAboveBareMs: 100, // total blocking time above the bare page's
  copy: { behind: 3, tbtAboveMs: 100, mainThreadRatio: 1.5, lcpAboveMs: 250 }, // vs its own copy
  // vs no worker. The worker registers after the load, outside the simulated LCP's graph, and that
  // LCP is bimodal on this page with or without it (about 1.1 or 2.3 s a run): printed, not judged.
  worker: { behind: 3, tbtAboveMs: 50, mainThreadRatio: 1.1 },
  mainThreadVsBare: 2, // main-thread work, as a multiple of the bare page's
  unusedJsBytes: 20 * 1024, // Lighthouse's unused JavaScript on the load (20 KiB)
  legacyJsBytes: 0, // Lighthouse's legacy JavaScript (polyfills and transforms) estimate
};
const TOP = 5; // scripts and tasks printed per page in the main-thread breakdown

/** This run's flags, what follows from them, and the run (set by `run`). */
let options, landings, pagesOf, runs, ports, bench;
/** A page's URL on a server at `origin`: a path there, or the custom domain on its port. */
const urlOn = (origin, page) =>
  page === CUSTOM_DOMAIN ? `http://${CUSTOM_HOST}:${new URL(origin).port}/` : origin + page;

export const run = (args) =>
  runBench('lighthouse', async (current) => {
    bench = current;
    ({ values: options } = parseArgs({
      args,
      options: {
        landing: { type: 'string', multiple: true },
        runs: { type: 'string', default: '5' },
        build: { type: 'boolean', default: false },
        ports: { type: 'string' },
        'first-frame-only': { type: 'boolean', default: false },
      },
    }));
    landings = pathsOnly(bench, options.landing?.length ? options.landing : DEFAULT_LANDINGS);
    pagesOf = options.landing?.length ? landings : [...landings, CUSTOM_DOMAIN];
    runs = integer(bench, options, 'runs', 1, 9);
    ports = portPicker(portRange(bench, options.ports));
    await main();
  });

// ---------------------------------------------------------------------------------------------
// The bare page: what Next itself costs, built by the same Next and React with the same
// bundler, so the landing is compared with the floor of its own stack rather than with an
// absolute score alone (which moves with the machine's load).

const BARE_FILES = {
  'package.json': '{ "private": true }\n',
  'app/layout.jsx': `export const metadata = {
  title: 'Bare Next page',
  description: 'A minimal App Router page, the floor for the landing benchmark.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>Nothing but Next's own runtime: the floor the landings are compared with.</p>
    </main>
  );
}
`,
  // Without an icon Chromium asks for /favicon.ico, a 404 that Lighthouse reports as a console
  // error (best practices): a missing icon is a page's own fault, not Next's, so the floor has one.
  'app/icon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n',
};

/** Environment for the bare app's `next build` and `next start`. */
function bareEnv() {
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR; // the bare app builds into its own .next, inside its directory
  return env;
}

/** The deepest folder holding both paths (Turbopack's root must hold the app and its packages). */
function commonRoot(a, b) {
  const first = a.split(path.sep);
  const second = b.split(path.sep);
  let shared = 0;
  while (shared < first.length && first[shared] === second[shared]) shared += 1;
  return first.slice(0, shared).join(path.sep) || path.sep;
}

/**
 * Writes the bare app into `dir` and builds it. `dir` is outside the project: Next takes a
 * `middleware`/`instrumentation` file from the project's root into any app built inside it
 * (the bare page then ran the product's environment check and middleware). The project's
 * node_modules are linked in, so it is the same Next, React and Turbopack, nothing downloaded.
 */
function buildBare(dir) {
  for (const [file, source] of Object.entries(BARE_FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const modules = realpathSync(path.join(ROOT, 'node_modules'));
  symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
  const root = commonRoot(realpathSync(dir), modules);
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default ${JSON.stringify({ turbopack: { root }, outputFileTracingRoot: root })};\n`,
  );
  console.log(`lighthouse: building the ${BARE} in ${dir} (next build)…`);
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: dir,
    env: bareEnv(),
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(
      `the ${BARE}'s next build failed (${result.status ?? result.signal})\n` +
        `${result.stdout}${result.stderr}`.trim().split('\n').slice(-30).join('\n'),
    );
  }
}

/**
 * `next start` in the bare app's directory. Not startServer: that one starts the project and
 * waits for its /api/health, which the bare app has not got; same process handling otherwise.
 */
async function startBare(dir, port) {
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, env: bareEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const logs = collectLines(child);
  const server = {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => stopChild(child),
  };
  bench.track(server);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  await Promise.race([
    waitUntil(
      async () => (await fetch(`${server.origin}/`)).ok,
      `the ${BARE} on ${server.origin}`,
      () => logs.slice(-30).join('\n'),
    ),
    exited.then((code) => {
      throw new Error(`the ${BARE} exited (${code}) before it was ready\n${logs.join('\n')}`);
    }),
  ]);
  return server;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/**
 * Loopback origins in `html` other than the page's own and the demo server's (`allowed`): a
 * landing cached by an earlier server of the same build (the throughput bench's, on another port)
 * points its links at a server that is gone, and Lighthouse would count every failed request as a
 * console error.
 */
function otherLoopbackOrigins(html, allowed) {
  const found = html.match(/https?:\/\/(?:127\.0\.0\.1|localhost):\d+/g) ?? [];
  return [...new Set(found)].filter((other) => !allowed.includes(other));
}

async function warm(url, demoOrigin) {
  // The first render fills the ISR and data caches; Lighthouse should see what visitors get: a
  // copy this server rendered. A copy an earlier server cached is served once more while Next
  // renders it again (stale-while-revalidate), so ask until the fresh one is there.
  const allowed = [new URL(url).origin, demoOrigin];
  let status = 0;
  let others = [];
  for (let attempt = 1; attempt <= WARM_LIMIT; attempt += 1) {
    const response = await loopbackGet(url);
    const html = response.body.toString('utf8');
    status = response.status;
    others = otherLoopbackOrigins(html, allowed);
    if (attempt >= WARM_REQUESTS && others.length === 0) return status;
    await pause(500);
  }
  throw new Error(`${url} still links ${others.join(', ')} after ${WARM_LIMIT} requests`);
}

/** The first item of an audit's details (and how many more), as a hint of where to look. */
function firstItem(audit) {
  const items = audit.details?.items ?? [];
  const item = items[0];
  if (!item) return '';
  const hint =
    item.node?.selector ??
    item.source?.url ??
    item.url ??
    item.sourceLocation?.url ??
    item.description ??
    '';
  if (typeof hint !== 'string' || !hint) return '';
  return hint.slice(0, 100) + (items.length > 1 ? ` (+${items.length - 1} more)` : '');
}

/** The weighted audits that scored below 1, per category: what cost the run its points. */
function failingAudits(lhr) {
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        failing.push({
          category: lhr.categories[id].title,
          id: ref.id,
          score: audit.score,
          weight: ref.weight,
          value: audit.displayValue ?? '',
          hint: firstItem(audit),
        });
      }
    }
  }
  return failing;
}

/** Performance audits and insights that estimate a saving on a metric: where to look first. */
function savings(lhr) {
  const found = [];
  for (const ref of lhr.categories.performance.auditRefs) {
    const audit = lhr.audits[ref.id];
    const saved = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => value > 0);
    if (audit.score !== null && audit.score < 1 && saved.length > 0) {
      const detail = saved.map(([metric, value]) => `${metric} ${Math.round(value)}`).join(', ');
      found.push(`${ref.id} (${detail})`);
    }
  }
  return found;
}

/** Items of an audit's details table, or none when the audit did not run. */
const itemsOf = (lhr, id) => lhr.audits[id]?.details?.items ?? [];

/** A script's URL as the report prints it: the path, or 'inline (the document)' for the page. */
function scriptName(url, pageUrl) {
  if (!url) return 'unattributable';
  if (url === pageUrl) return 'inline (the document)';
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

/**
 * Where the main thread's time went in one run: the total and its groups
 * (mainthread-work-breakdown), the scripts that cost most (bootup-time: evaluation and parse,
 * the inline scripts under the document's URL, where the RSC payload runs), the longest tasks
 * (long-tasks), and the JavaScript Lighthouse finds unused or transpiled for old browsers.
 * All times are Lighthouse's, already scaled by its simulated 4× CPU slowdown.
 */
function mainThread(lhr, pageUrl) {
  const breakdown = itemsOf(lhr, 'mainthread-work-breakdown')
    .map((item) => ({ group: item.groupLabel ?? item.group, ms: item.duration }))
    .sort((a, b) => b.ms - a.ms);
  const scripts = itemsOf(lhr, 'bootup-time')
    .map((item) => ({
      url: scriptName(item.url, pageUrl),
      total: item.total,
      scripting: item.scripting,
      parse: item.scriptParseCompile,
    }))
    .sort((a, b) => b.total - a.total);
  const tasks = itemsOf(lhr, 'long-tasks')
    .map((item) => ({ url: scriptName(item.url, pageUrl), ms: item.duration, at: item.startTime }))
    .sort((a, b) => b.ms - a.ms);
  const unused = lhr.audits['unused-javascript'];
  const legacyItems = itemsOf(lhr, 'legacy-javascript-insight');
  return {
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0,
    bootupMs: lhr.audits['bootup-time']?.numericValue ?? 0,
    breakdown,
    scripts,
    tasks,
    unusedJs: unused?.details?.overallSavingsBytes ?? 0,
    unusedScripts: (unused?.details?.items ?? []).map((item) => ({
      url: scriptName(item.url, pageUrl),
      wasted: item.wastedBytes,
      total: item.totalBytes,
    })),
    legacyJs: legacyItems.reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0),
    legacyScripts: legacyItems.map((item) => ({
      url: scriptName(item.url, pageUrl),
      wasted: item.wastedBytes ?? 0,
      signals: (item.subItems?.items ?? []).map((sub) => sub.signal).filter(Boolean),
    })),
  };
}

/**
 * The page's inline scripts in its HTML: the RSC payload React hydrates from
 * (`self.__next_f.push(...)` chunks) and the rest (Next's bootstrap, the project's own), in
 * bytes as sent before compression.
 */
function inlineScripts(html) {
  const text = html.toString('utf8');
  let payload = 0;
  let payloadChunks = 0;
  let other = 0;
  for (const match of text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = Buffer.byteLength(match[1]);
    if (match[1].includes('self.__next_f')) {
      payload += body;
      payloadChunks += 1;
    } else {
      other += body;
    }
  }
  return { payload, payloadChunks, other };
}

/**
 * One Lighthouse run of `url` in a fresh Chromium, killed afterwards whatever happens.
 * `chromiumTmp`: Chromium's TMPDIR. A killed Chromium leaves its singleton-socket directory
 * behind there, and that directory goes with the script's temporary directory.
 */
async function measure(url, chromiumTmp) {
  const port = await ports.pick();
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    port,
    envVars: { ...process.env, TMPDIR: chromiumTmp },
    handleSIGINT: false, // this script stops Chromium and the servers itself
    logLevel: 'silent',
  });
  const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
  let stopped;
  const handle = {
    // Once, whether the run ends or a signal stops everything first.
    stop: () =>
      (stopped ??= (async () => {
        chrome.kill(); // SIGKILL to Chromium's process group, then its profile directory goes
        await exited;
        ports.release(port);
      })()),
  };
  bench.track(handle);
  try {
    let timer;
    const result = await Promise.race([
      lighthouse(url, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: CATEGORIES,
        blockedUrlPatterns: BLOCKED_THIRD_PARTY.map((origin) => `${origin}/*`),
      }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${url}: no result in 120 s`)), RUN_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${url}: Lighthouse returned no result`);
    if (lhr.runtimeError) {
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    for (const id of CATEGORIES) {
      // A category without a score had an audit that could not run: not a figure to take.
      if (lhr.categories[id].score === null) {
        const errors = lhr.categories[id].auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit.errorMessage)
          .map((audit) => `${audit.id}: ${audit.errorMessage}`);
        throw new Error(`${url}: no ${id} score (${errors.join('; ') || 'no reason given'})`);
      }
    }
    const numeric = (id) => lhr.audits[id].numericValue;
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
      ),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
      ...mainThread(lhr, url),
      failing: failingAudits(lhr),
      savings: savings(lhr),
      warnings: lhr.runWarnings,
    };
  } finally {
    bench.untrack(handle);
    await handle.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Figures

/** Each figure's median over the runs, and the run whose performance score is the median. */
function summarise(results) {
  const of = (pick) => median(results.map(pick));
  const performance = of((r) => r.scores.performance);
  const medianRun = results.reduce((best, run) =>
    Math.abs(run.scores.performance - performance) < Math.abs(best.scores.performance - performance)
      ? run
      : best,
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((r) => r.scores[id])])),
    fcp: of((r) => r.fcp),
    lcp: of((r) => r.lcp),
    lcpRuns: results.map((r) => r.lcp),
    tbt: of((r) => r.tbt),
    cls: of((r) => r.cls),
    bytes: of((r) => r.bytes),
    mainThreadMs: of((r) => r.mainThreadMs),
    bootupMs: of((r) => r.bootupMs),
    unusedJs: of((r) => r.unusedJs),
    legacyJs: of((r) => r.legacyJs),
    medianRun,
    medianRunIndex: results.indexOf(medianRun) + 1,
    spread: results.length > 1 ? ` (${results.map((r) => r.scores.performance).join('/')})` : '',
  };
}

const score = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)}`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)}`;
// A shift too small to show at three decimals is still a shift: the budget is 0.
const cls = (value) =>
  value === 0 ? '0' : value >= 0.0005 ? value.toFixed(3) : value.toPrecision(2);
const signed = (value) => (value > 0 ? `+${score(value)}` : value < 0 ? `−${score(-value)}` : '±0');
/** A budget line: the figure, its budget and the verdict (counted in the run's summary). */
const budgetLine = (name, value, budget, ok) =>
  console.log(`  ${name.padEnd(15)} ${value} (budget ${budget})  ${bench.verdicts.judge(ok)}`);
function load() {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(1));
  return `load average ${one}/${five}/${fifteen} (1/5/15 min) on ${availableParallelism()} cores`;
}

function printTable(pages, bare) {
  const header = [
    'page',
    'performance',
    'vs bare',
    'accessibility',
    'best practices',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'main thread',
    'JS exec',
    'unused JS KiB',
    'transfer kB',
  ];
  const rows = pages.map(({ label, summary }) => [
    label,
    `${score(summary.scores.performance)}${summary.spread}`,
    summary === bare
      ? '–'
      : `${signed(summary.scores.performance - bare.scores.performance)} pts, ` +
        `${(summary.scores.performance / Math.max(bare.scores.performance, 1)).toFixed(2)}×`,
    score(summary.scores.accessibility),
    score(summary.scores['best-practices']),
    score(summary.scores.seo),
    seconds(summary.fcp),
    seconds(summary.lcp),
    ms(summary.tbt),
    cls(summary.cls),
    seconds(summary.mainThreadMs),
    seconds(summary.bootupMs),
    kib(summary.unusedJs),
    kb(summary.bytes),
  ]);
  console.log(`\n${table([header, ...rows])}\n`);
}

/**
 * Where the main thread's time goes in the median run, next to the bare page's median run: its
 * groups, the top scripts and long tasks, the inline RSC payload's size and what the document's
 * inline scripts cost, and which scripts carry unused or legacy JavaScript.
 */
function printMainThread(run, load, bareRun) {
  const groups = (r) => r.breakdown.map((g) => `${g.group} ${ms(g.ms)}`).join(', ');
  console.log(`  main thread (median run): ${groups(run)}`);
  console.log(`    bare page:               ${groups(bareRun)}`);
  console.log('    top scripts (total = evaluation + parse/compile + other work they caused):');
  for (const script of run.scripts.slice(0, TOP)) {
    console.log(
      `      ${ms(script.total).padStart(7)} total, ${ms(script.scripting)} scripting, ` +
        `${ms(script.parse)} parse  ${script.url}`,
    );
  }
  const inline = run.scripts.find((script) => script.url === 'inline (the document)');
  console.log(
    `    inline RSC payload: ${kb(load.inline.payload)} kB in ${load.inline.payloadChunks} ` +
      `scripts (other inline scripts ${kb(load.inline.other)} kB); the document's inline scripts ` +
      (inline
        ? `cost ${ms(inline.scripting)} scripting + ${ms(inline.parse)} parse`
        : 'are under bootup-time’s threshold'),
  );
  const bareScripts = bareRun.scripts.reduce((sum, script) => sum + script.total, 0);
  console.log(`    bare page's scripts together: ${ms(bareScripts)}`);
  if (run.tasks.length) {
    console.log(
      `    long tasks: ${run.tasks
        .slice(0, TOP)
        .map((task) => `${ms(task.ms)} at ${ms(task.at)} ${task.url}`)
        .join('; ')}`,
    );
  }
  for (const script of run.unusedScripts.slice(0, TOP)) {
    console.log(`    unused: ${kib(script.wasted)} of ${kib(script.total)} KiB  ${script.url}`);
  }
  for (const script of run.legacyScripts) {
    console.log(
      `    legacy: ${kib(script.wasted)} KiB  ${script.url}  ${script.signals.slice(0, 8).join(', ')}`,
    );
  }
}

function printBudgets(label, summary, bare, load, bareLoad) {
  const { scores } = summary;
  const behind = bare.scores.performance - scores.performance;
  const line = budgetLine;
  console.log(label);
  line(
    'performance',
    score(scores.performance),
    `≥ ${BUDGET.performance}`,
    scores.performance >= BUDGET.performance,
  );
  line(
    'vs bare page',
    `${signed(-behind)} points`,
    `no more than ${BUDGET.behindBare} below ${score(bare.scores.performance)}`,
    behind <= BUDGET.behindBare,
  );
  for (const [id, name] of [
    ['accessibility', 'accessibility'],
    ['best-practices', 'best practices'],
    ['seo', 'SEO'],
  ]) {
    line(
      name,
      score(scores[id]),
      `${BUDGET.otherCategories}`,
      scores[id] >= BUDGET.otherCategories,
    );
  }
  line('LCP', seconds(summary.lcp), `≤ ${seconds(BUDGET.lcpMs)}`, summary.lcp <= BUDGET.lcpMs);
  line('TBT', ms(summary.tbt), `≤ ${ms(BUDGET.tbtMs)}`, summary.tbt <= BUDGET.tbtMs);
  line(
    'TBT vs bare',
    `${signed(Math.round(summary.tbt - bare.tbt))} ms`,
    `≤ +${ms(BUDGET.tbtAboveBareMs)} over the bare page's ${ms(bare.tbt)}`,
    summary.tbt <= bare.tbt + BUDGET.tbtAboveBareMs,
  );
  const ratio = summary.mainThreadMs / Math.max(bare.mainThreadMs, 1);
  line(
    'main thread',
    `${seconds(summary.mainThreadMs)}, ${ratio.toFixed(2)}× the bare page's ` +
      `${seconds(bare.mainThreadMs)}`,
    `≤ ${BUDGET.mainThreadVsBare}×`,
    ratio <= BUDGET.mainThreadVsBare,
  );
  line('CLS', cls(summary.cls), `${BUDGET.cls}`, summary.cls <= BUDGET.cls);
  line('FCP', seconds(summary.fcp), `≤ ${seconds(BUDGET.fcpMs)}`, summary.fcp <= BUDGET.fcpMs);
  const above = load.jsGzip - bareLoad.jsGzip;
  line(
    'first-load JS',
    `${kb(load.jsGzip)} kB gzip in ${load.files.length} files, ${above >= 0 ? '+' : '−'}` +
      `${kb(Math.abs(above))} kB vs the bare page's ${kb(bareLoad.jsGzip)} kB in ${bareLoad.files.length}`,
    `≤ +${kb(BUDGET.jsAboveBare)} kB`,
    above <= BUDGET.jsAboveBare,
  );
  line(
    'unused JS',
    `${kib(summary.unusedJs)} KiB`,
    `≤ ${kib(BUDGET.unusedJsBytes)} KiB`,
    summary.unusedJs <= BUDGET.unusedJsBytes,
  );
  line(
    'legacy JS',
    `${kib(summary.legacyJs)} KiB`,
    `${kib(BUDGET.legacyJsBytes)} KiB`,
    summary.legacyJs <= BUDGET.legacyJsBytes,
  );
  console.log(`  ${'HTML'.padEnd(15)} ${kb(load.htmlRaw)} kB raw, ${kb(load.htmlGzip)} kB gzip`);
  printMainThread(summary.medianRun, load, bare.medianRun);

  const run = summary.medianRun;
  console.log(
    `  median run ${summary.medianRunIndex} (performance ${run.scores.performance}): ` +
      (run.failing.length ? 'audits that cost points' : 'every weighted audit scored 1'),
  );
  for (const audit of run.failing) {
    const value = audit.value ? `  ${audit.value}` : '';
    const hint = audit.hint ? `  e.g. ${audit.hint}` : '';
    console.log(
      `    ${audit.category}: ${audit.id} ${audit.score.toFixed(2)} × weight ${audit.weight}` +
        `${value}${hint}`,
    );
  }
  if (run.savings.length) console.log(`    estimated savings (ms): ${run.savings.join('; ')}`);
  for (const warning of run.warnings) console.log(`    Lighthouse warning: ${warning}`);
}

/**
 * Waits (up to SETTLE_MAX_MS) for the one-minute load average to fall below half the cores: run
 * after `npm run bench`'s throughput rows, Lighthouse started at a load of 4 on 2 cores, and its
 * simulated LCP and TBT scale the main thread's observed times by 4.
 */
async function settle() {
  const target = availableParallelism() / 2;
  const started = Date.now();
  while (loadavg()[0] >= target && Date.now() - started < SETTLE_MAX_MS) {
    await pause(5_000);
  }
  const waited = seconds(Date.now() - started);
  const settled = loadavg()[0] < target ? 'settled' : 'still above it; measuring anyway';
  console.log(`lighthouse: waited ${waited} for a load below ${target} (${settled}); ${load()}`);
}

// ---------------------------------------------------------------------------------------------
// First frame: does the banner's <h1> paint with the first contentful paint?

const FIRST_FRAME = {
  page: '/max?hash=demo-online',
  runs: 7,
  cpuSlowdown: 4,
  frameMs: 17, // one frame at 60 Hz
  within: 6, // runs of FIRST_FRAME.runs that must have the <h1> within a frame of the FCP
  traces: 3, // traced runs of the landing after the timed ones (tracing slows the page down)
};
const FIRST_FRAME_TIMEOUT_MS = 5 * 60_000;
// Lighthouse's mobile screen (a Moto G Power).
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
// The renderer's main-thread events that run script or parse the document.
const GAP_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'ParseHTML']);

/** A fresh context (nothing cached) on `browser`, its CPU slowed, the third-party hosts blocked. */
async function slowedPage(browser) {
  const context = await browser.newContext(MOBILE);
  await context.route(
    (url) => BLOCKED_THIRD_PARTY.some((origin) => url.href.startsWith(`${origin}/`)),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: FIRST_FRAME.cpuSlowdown });
  return { context, page, cdp };
}

/**
 * The page's first contentful paint and its <h1>'s largest-contentful-paint entry (ms since the
 * navigation), read once the page has loaded. No <h1> entry: the <h1> was never the largest
 * element painted so far (the bare page's paragraph outgrows its heading in the same frame);
 * then the last entry, and the element it names.
 */
function readPaints(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          const entries = list.getEntries();
          const h1 = document.querySelector('h1');
          const heading = entries.find((entry) => entry.element === h1);
          const last = entries.at(-1);
          resolve({
            fcp,
            h1: heading ? heading.startTime : null,
            last: last ? last.startTime : null,
            lastElement: last?.element ? last.element.tagName.toLowerCase() : null,
          });
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function firstFrameRun(browser, url) {
  const { context, page } = await slowedPage(browser);
  try {
    await page.goto(url, { waitUntil: 'load' });
    return await readPaints(page);
  } finally {
    await context.close();
  }
}

/**
 * One traced load: what the renderer's main thread ran between the first contentful paint and
 * the <h1>'s largest-contentful-paint candidate (CDP Tracing, through Playwright).
 */
async function firstFrameTrace(browser, url) {
  const { context, page, cdp } = await slowedPage(browser);
  try {
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'loading',
        'v8.execute',
        'disabled-by-default-devtools.timeline',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    const paints = await readPaints(page);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    const main = traceEvents.find(
      (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
    );
    const onMain = (event) => main && event.pid === main.pid && event.tid === main.tid;
    const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
    const candidate = traceEvents.find(
      (event) =>
        event.name === 'largestContentfulPaint::Candidate' &&
        event.args?.data?.nodeId === node.backendNodeId,
    );
    if (!fcp || !candidate) return { paints, gapMs: null, ran: [] };
    const from = fcp.ts;
    const to = candidate.ts;
    // What started between the two paints (none when both are the same frame).
    const ran = traceEvents
      .filter(
        (event) =>
          onMain(event) &&
          event.ph === 'X' &&
          GAP_EVENTS.has(event.name) &&
          event.ts >= from &&
          event.ts < to,
      )
      .map((event) => ({
        name: event.name,
        ms: (event.dur ?? 0) / 1000,
        url: scriptName(event.args?.data?.url ?? event.args?.beginData?.url, url),
      }));
    return { paints, gapMs: (to - from) / 1000, ran };
  } finally {
    await context.close();
  }
}

/** The gap from the first contentful paint to the <h1>'s paint, as printed per run. */
function gapText(paints) {
  if (paints.fcp === null) return 'no first contentful paint';
  if (paints.h1 === null) {
    return (
      `FCP ${ms(paints.fcp)}, no <h1> entry (last LCP entry <${paints.lastElement}> at ` +
      `${ms(paints.last)}, ${signed(Math.round(paints.last - paints.fcp))} ms)`
    );
  }
  return `FCP ${ms(paints.fcp)}, <h1> LCP ${ms(paints.h1)}, gap ${signed(Math.round(paints.h1 - paints.fcp))} ms`;
}

async function firstFrame(urls) {
  const pages = [FIRST_FRAME.page, BARE];
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  const handle = { stop: () => browser.close() };
  bench.track(handle);
  try {
    console.log(
      `\nfirst frame: ${pages.join(' and ')}, alternately, ${FIRST_FRAME.runs} runs each, ` +
        `a fresh context each (nothing cached), CPU slowed ${FIRST_FRAME.cpuSlowdown}× ` +
        `(Emulation.setCPUThrottlingRate), ${MOBILE.viewport.width}×${MOBILE.viewport.height}; ${load()}`,
    );
    const results = new Map(pages.map((page) => [page, []]));
    for (let round = 1; round <= FIRST_FRAME.runs; round += 1) {
      for (const page of pages) {
        const paints = await firstFrameRun(browser, urls.get(page));
        results.get(page).push(paints);
        console.log(`  run ${round}/${FIRST_FRAME.runs}  ${page}: ${gapText(paints)}`);
      }
    }
    for (const page of pages) {
      // The bare page's paragraph outgrows its heading in the same frame: its own LCP entry.
      const painted = (paints) => paints.h1 ?? (page === BARE ? paints.last : null);
      const gaps = results
        .get(page)
        .map((paints) =>
          paints.fcp === null || painted(paints) === null ? null : painted(paints) - paints.fcp,
        );
      const within = gaps.filter((gap) => gap !== null && gap <= FIRST_FRAME.frameMs).length;
      const what = page === BARE ? 'its LCP entry' : 'the <h1>';
      const line =
        `  ${page}: ${what} within ${FIRST_FRAME.frameMs} ms of the FCP in ${within} of ` +
        `${gaps.length} runs (gaps ${gaps.map((gap) => (gap === null ? '–' : Math.round(gap))).join('/')} ms)`;
      console.log(
        page === BARE
          ? line
          : `${line}; budget ≥ ${FIRST_FRAME.within}  ${bench.verdicts.judge(within >= FIRST_FRAME.within)}`,
      );
    }
    // The landing only: the bare page's heading is never its LCP candidate.
    for (const page of [FIRST_FRAME.page]) {
      for (let trace = 1; trace <= FIRST_FRAME.traces; trace += 1) {
        const { paints, gapMs, ran } = await firstFrameTrace(browser, urls.get(page));
        const gap = gapMs === null ? 'no <h1> candidate in the trace' : `trace gap ${ms(gapMs)}`;
        const what = ran.length
          ? ran.map((event) => `${event.name} ${ms(event.ms)} ${event.url}`).join('; ')
          : 'nothing';
        console.log(
          `  traced ${trace}  ${page}: ${gapText(paints)}; ${gap}; main thread in it: ${what}`,
        );
      }
    }
    console.log(`first frame: done; ${load()}`);
  } finally {
    bench.untrack(handle);
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------

/** Lighthouse's runs of `pages`, round-robin, then their figures and budgets. */
async function lighthouseStep(pages, urls, loads, chromiumTmp) {
  // Round-robin, so a burst of load on the machine hits every page, not one page's runs.
  const results = new Map(pages.map((page) => [page, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const page of pages) {
      const started = Date.now();
      let result;
      try {
        result = await measure(urls.get(page), chromiumTmp);
      } catch (error) {
        // One run that Lighthouse could not finish (a busy machine: no result in 120 s) leaves
        // that run out; the page's median is taken over the runs it has.
        console.log(`  run ${round}/${runs}  ${page}: left out (${error.message})`);
        continue;
      }
      results.get(page).push(result);
      console.log(
        `  run ${round}/${runs}  ${page}: performance ${result.scores.performance}, ` +
          `LCP ${seconds(result.lcp)}, TBT ${ms(result.tbt)} (${seconds(Date.now() - started)})`,
      );
    }
  }

  // The bare page barely moves with the machine's load (little JavaScript to slow down); the
  // landings do: the load average says how far to trust this run's absolute figures.
  console.log(`lighthouse: runs done; ${load()}`);
  for (const [page, done] of results) {
    if (done.length === 0) throw new Error(`${page}: no run finished`);
    if (done.length < runs) console.log(`  ${page}: median of ${done.length} runs, not ${runs}`);
  }
  const summaries = pages.map((page) => ({ label: page, summary: summarise(results.get(page)) }));
  const bareSummary = summaries.at(-1).summary;
  printTable(summaries, bareSummary);
  if (bareSummary.scores.performance < BUDGET.performance) {
    console.log(
      `note: the ${BARE} itself scores ${score(bareSummary.scores.performance)} < ` +
        `${BUDGET.performance}: the machine is busy (simulated throttling scales the CPU time it ` +
        'observes); read the landings against the bare page\n',
    );
  }
  // What Next and React cost on their own: the floor each page's breakdown is read against.
  console.log(BARE);
  printMainThread(bareSummary.medianRun, loads.get(BARE), bareSummary.medianRun);
  const byLabel = new Map(summaries.map(({ label, summary }) => [label, summary]));
  for (const label of pagesOf) {
    const summary = byLabel.get(label);
    printBudgets(label, summary, bareSummary, loads.get(label), loads.get(BARE));
    printAgainst(label, summary, `its server-only copy`, byLabel.get(label + COPY), BUDGET.copy);
  }
  if (byLabel.has(NO_WORKER)) {
    printAgainst(
      `${WORKER_PAGE}: the offline worker`,
      byLabel.get(WORKER_PAGE),
      'the same page with no worker',
      byLabel.get(NO_WORKER),
      BUDGET.worker,
    );
  }
}

/** A page against its reference from the same run: the four figures the reference judges. */
function printAgainst(label, summary, name, reference, budget) {
  const line = budgetLine;
  console.log(`${label} vs ${name}`);
  const behind = reference.scores.performance - summary.scores.performance;
  line(
    'performance',
    `${score(summary.scores.performance)} vs ${score(reference.scores.performance)}`,
    `no more than ${budget.behind} below`,
    behind <= budget.behind,
  );
  line(
    'TBT',
    `${ms(summary.tbt)} vs ${ms(reference.tbt)}`,
    `≤ +${ms(budget.tbtAboveMs)}`,
    summary.tbt <= reference.tbt + budget.tbtAboveMs,
  );
  const ratio = summary.mainThreadMs / Math.max(reference.mainThreadMs, 1);
  line(
    'main thread',
    `${seconds(summary.mainThreadMs)} vs ${seconds(reference.mainThreadMs)}, ${ratio.toFixed(2)}×`,
    `≤ ${budget.mainThreadRatio}×`,
    ratio <= budget.mainThreadRatio,
  );
  if (budget.lcpAboveMs === undefined) {
    const runs = (of) => of.lcpRuns.map((value) => (value / 1000).toFixed(2)).join('/');
    console.log(
      `  ${'LCP'.padEnd(15)} ${seconds(summary.lcp)} vs ${seconds(reference.lcp)} ` +
        `(runs ${runs(summary)} vs ${runs(reference)}; not judged)`,
    );
  } else {
    line(
      'LCP',
      `${seconds(summary.lcp)} vs ${seconds(reference.lcp)}`,
      `≤ +${ms(budget.lcpAboveMs)}`,
      summary.lcp <= reference.lcp + budget.lcpAboveMs,
    );
  }
  console.log(
    `  reference's main thread (median run): ` +
      reference.medianRun.breakdown.map((g) => `${g.group} ${ms(g.ms)}`).join(', '),
  );
}

async function main() {
  bench.build(options.build);
  const work = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  bench.cleanup(() => rmSync(work, { recursive: true, force: true }));
  // Rebuilt on every run, in this run's temporary folder (two runs on one machine do not share it).
  const bareDir = path.join(work, 'bare-page');
  const chromiumTmp = path.join(work, 'chromium');
  mkdirSync(bareDir);
  mkdirSync(chromiumTmp);
  buildBare(bareDir);

  // Bounded in time once built: a run takes 15–40 s on a busy machine.
  const pages = options['first-frame-only']
    ? []
    : [
        ...pagesOf.flatMap((target) => [target, target + COPY]),
        ...(landings.includes(WORKER_PAGE) ? [NO_WORKER] : []),
        BARE,
      ];
  const budgetMs =
    180_000 + SETTLE_MAX_MS + runs * pages.length * RUN_TIMEOUT_MS + FIRST_FRAME_TIMEOUT_MS;
  bench.limit(budgetMs);

  const demo = await bench.startDemo();
  const port = await ports.pick();
  const next = await startServer({
    host: '127.0.0.1',
    port,
    env: benchEnv({
      SITE_URL: `http://127.0.0.1:${port}`,
      CUSTOM_DOMAINS: JSON.stringify(CUSTOM_DOMAINS),
    }),
    label: 'lighthouse server',
  });
  bench.track(next);
  const bare = await startBare(bareDir, await ports.pick());
  const urls = new Map(
    [...pagesOf, FIRST_FRAME.page].map((target) => [target, urlOn(next.origin, target)]),
  );
  urls.set(BARE, `${bare.origin}/`);
  for (const [page, url] of urls) {
    const status = await warm(url, demo.origin);
    if (status !== 200) {
      // Thrown, not fail(): the servers must be stopped on the way out.
      throw new Error(`${page} answers ${status}; the build may predate this route (try --build)`);
    }
  }
  const copies = await startDocumentProxy({
    target: next.origin,
    port: await ports.pick(),
    html: serverOnlyCopy,
  });
  bench.track(copies);
  const noWorker = await startDocumentProxy({
    target: next.origin,
    port: await ports.pick(),
    refuse: ['/sw.js'],
  });
  bench.track(noWorker);
  for (const target of pagesOf) urls.set(target + COPY, urlOn(copies.origin, target));
  if (landings.includes(WORKER_PAGE)) urls.set(NO_WORKER, noWorker.origin + WORKER_PAGE);
  // What each page loads before it can run: its scripts, gzip, and its HTML.
  const loads = new Map();
  for (const [page, url] of urls) {
    const { body: html } = await loopbackGet(url);
    const files = new URL(url);
    files.hostname = '127.0.0.1';
    loads.set(page, {
      ...(await firstLoad(files.origin, html)),
      inline: inlineScripts(html),
    });
  }
  console.log(
    `lighthouse: Next ${next.origin} (pid ${next.pid}), ${BARE} ${bare.origin} (pid ${bare.pid}); ` +
      `Lighthouse ${CATEGORIES.join(', ')}, mobile, simulated throttling; ${runs} run(s) per ` +
      `page, round-robin, each in a fresh ${CHROME_PATH}; third-party hosts blocked (no route ` +
      `from here): ${BLOCKED_THIRD_PARTY.join(', ')}; ${load()}`,
  );

  if (!options['first-frame-only']) {
    await settle();
    await lighthouseStep(pages, urls, loads, chromiumTmp);
  }
  await firstFrame(urls);
}
