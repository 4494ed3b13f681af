// `bench lighthouse` (`npm run bench:lighthouse`, and the last step of `npm run bench`):
// Lighthouse's scores and lab metrics for the landings next to a bare Next page built on the
// spot and to each page's server-only copy, then the first-frame step (docs/benchmarks.md).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoad, loopbackGet, median, pause, runBench, say, table } from './common.mjs';
import { METRICA_CONNECT_ORIGINS, METRICA_SCRIPT_ORIGINS } from '../../lib/security/headers.mjs';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from '../lib/chromium.mjs';
import { serverOnlyCopy, startDocumentProxy } from '../lib/document-proxy.mjs';
import { freePort, NEXT_BIN, ROOT, startServer } from '../lib/server.cjs';

const CHROME_PATH = process.env.CHROME_PATH || DEBIAN_CHROMIUM;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const DEFAULT_LANDINGS = [
  '/max?hash=demo-online',
  '/landing?hash=demo-offline',
  '/mid?hash=demo-hybrid',
  '/min?hash=demo-online',
  '/platform?hash=demo-online',
];
const BARE = 'bare Next page';
const COPY = ', server-only copy';
const WORKER_PAGE = '/max?hash=demo-online';
const NO_WORKER = `${WORKER_PAGE}, no worker`;
const CUSTOM_HOST = 'events.bench.localhost'; // Chromium resolves every *.localhost to loopback
const CUSTOM_DOMAIN = `${CUSTOM_HOST}/ (custom domain: demo-hybrid's /mid)`;
const CUSTOM_DOMAINS = { [CUSTOM_HOST]: { hash: 'demo-hybrid', variant: 'mid' } };
// The Metrica counter's hosts: no route from here, and a failed request is a console error.
const BLOCKED_THIRD_PARTY = [...new Set([...METRICA_SCRIPT_ORIGINS, ...METRICA_CONNECT_ORIGINS])];
const WARM_REQUESTS = 3;
const WARM_LIMIT = 60; // 500 ms apart: longer than a re-render of a stale landing takes
const RUN_TIMEOUT_MS = 120_000; // one Lighthouse run, Chromium's start included
const SETTLE_MAX_MS = 150_000; // the longest wait for the machine to quieten before the runs
const BUDGET = {
  performance: 95,
  behindBare: 3,
  otherCategories: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0,
  jsAboveBare: 8_000, // gzip bytes (1 kB = 1000 bytes)
  fcpMs: 1200,
  tbtAboveBareMs: 100,
  copy: { behind: 3, tbtAboveMs: 100, mainThreadRatio: 1.5, lcpAboveMs: 250 },
  // The worker registers after the load; that LCP is bimodal with or without it: not judged.
  worker: { behind: 3, tbtAboveMs: 50, mainThreadRatio: 1.1 },
  mainThreadVsBare: 2,
  unusedJsBytes: 20 * 1024,
  legacyJsBytes: 0,
};
const TOP = 5; // scripts and tasks printed per page in the main-thread breakdown
const FIRST_FRAME = {
  page: WORKER_PAGE,
  runs: 7,
  cpuSlowdown: 4,
  frameMs: 17,
  within: 6,
  traces: 3,
};
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const GAP_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'ParseHTML']);

let bench;
/** A page's URL on a server at `origin`: a path there, or the custom domain on its port. */
const urlOn = (origin, page) =>
  page === CUSTOM_DOMAIN ? `http://${CUSTOM_HOST}:${new URL(origin).port}/` : origin + page;

export const run = (args) =>
  runBench('lighthouse', async (current) => {
    bench = current;
    const options = bench.options(args, {
      landing: { type: 'string', multiple: true },
      runs: [5, 1, 9],
      'first-frame-only': { type: 'boolean', default: false },
    });
    const landings = options.landing?.length ? options.landing : DEFAULT_LANDINGS;
    const pagesOf = options.landing?.length ? landings : [...landings, CUSTOM_DOMAIN];
    await main(options, landings, pagesOf);
  });

// The bare page: the floor of the landing's own stack (same Next, React and bundler).
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
  // Without an icon Chromium asks for /favicon.ico, a 404 console error that is not Next's.
  'app/icon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n',
};

// The bare app builds into its own .next.
const bareEnv = () => ({
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: undefined,
});

/**
 * Writes the bare app into `dir`, outside the project (Next builds a project root's middleware
 * and instrumentation into any app inside it), links the project's node_modules and builds it.
 */
function buildBare(dir) {
  for (const [file, source] of Object.entries(BARE_FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const modules = realpathSync(path.join(ROOT, 'node_modules'));
  symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
  // Turbopack's root: the deepest folder holding both the app and its packages.
  const [first, second] = [realpathSync(dir), modules].map((p) => p.split(path.sep));
  let shared = 0;
  while (shared < first.length && first[shared] === second[shared]) shared += 1;
  const root = first.slice(0, shared).join(path.sep) || path.sep;
  const config = { turbopack: { root }, outputFileTracingRoot: root };
  writeFileSync(path.join(dir, 'next.config.mjs'), `export default ${JSON.stringify(config)};\n`);
  console.log(`lighthouse: building the ${BARE} in ${dir} (next build)…`);
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: dir,
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...bareEnv() }).filter(([, v]) => v !== undefined),
    ),
    encoding: 'utf8',
    timeout: 10 * 60_000,
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
 * Asks until the copy is this server's render: one an earlier server of the same build cached
 * links loopback origins that are gone, and Lighthouse counts each failed request.
 */
async function warm(url, demoOrigin) {
  const allowed = [new URL(url).origin, demoOrigin];
  let others = [];
  for (let attempt = 1; attempt <= WARM_LIMIT; attempt += 1) {
    const { status, body } = await loopbackGet(url);
    const found = body.toString('utf8').match(/https?:\/\/(?:127\.0\.0\.1|localhost):\d+/g) ?? [];
    others = [...new Set(found)].filter((other) => !allowed.includes(other));
    if (attempt >= WARM_REQUESTS && others.length === 0) return status;
    await pause(500);
  }
  throw new Error(`${url} still links ${others.join(', ')} after ${WARM_LIMIT} requests`);
}

/** The first item an audit names (and how many more), as a hint of where to look. */
function firstItem(audit) {
  const items = audit.details?.items ?? [];
  const item = items[0];
  const hint =
    item &&
    (item.node?.selector ??
      item.source?.url ??
      item.url ??
      item.sourceLocation?.url ??
      item.description);
  if (typeof hint !== 'string' || !hint) return '';
  return hint.slice(0, 100) + (items.length > 1 ? ` (+${items.length - 1} more)` : '');
}

/** The weighted audits that scored below 1, per category: what cost the run its points. */
const failingAudits = (lhr) =>
  CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
      .map(({ ref, audit }) => ({
        category: lhr.categories[id].title,
        id: ref.id,
        score: audit.score,
        weight: ref.weight,
        value: audit.displayValue ?? '',
        hint: firstItem(audit),
      })),
  );

/** Performance audits and insights that estimate a saving on a metric: where to look first. */
const savings = (lhr) =>
  lhr.categories.performance.auditRefs.flatMap(({ id }) => {
    const audit = lhr.audits[id];
    const saved = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => value > 0);
    if (audit.score === null || audit.score >= 1 || saved.length === 0) return [];
    return [
      `${id} (${saved.map(([metric, value]) => `${metric} ${Math.round(value)}`).join(', ')})`,
    ];
  });

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

/** Where the main thread's time went in one run (Lighthouse's times, its 4× CPU slowdown in). */
function mainThread(lhr, pageUrl) {
  const byLongest = (list, key) => list.sort((a, b) => b[key] - a[key]);
  const legacy = itemsOf(lhr, 'legacy-javascript-insight');
  const unused = lhr.audits['unused-javascript'];
  return {
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0,
    bootupMs: lhr.audits['bootup-time']?.numericValue ?? 0,
    breakdown: byLongest(
      itemsOf(lhr, 'mainthread-work-breakdown').map((item) => ({
        group: item.groupLabel ?? item.group,
        ms: item.duration,
      })),
      'ms',
    ),
    scripts: byLongest(
      itemsOf(lhr, 'bootup-time').map((item) => ({
        url: scriptName(item.url, pageUrl),
        total: item.total,
        scripting: item.scripting,
        parse: item.scriptParseCompile,
      })),
      'total',
    ),
    tasks: byLongest(
      itemsOf(lhr, 'long-tasks').map((item) => ({
        url: scriptName(item.url, pageUrl),
        ms: item.duration,
        at: item.startTime,
      })),
      'ms',
    ),
    unusedJs: unused?.details?.overallSavingsBytes ?? 0,
    unusedScripts: (unused?.details?.items ?? []).map((item) => ({
      url: scriptName(item.url, pageUrl),
      wasted: item.wastedBytes,
      total: item.totalBytes,
    })),
    legacyJs: legacy.reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0),
    legacyScripts: legacy.map((item) => ({
      url: scriptName(item.url, pageUrl),
      wasted: item.wastedBytes ?? 0,
      signals: (item.subItems?.items ?? []).map((sub) => sub.signal).filter(Boolean),
    })),
  };
}

/** The page's inline scripts: the RSC payload (`self.__next_f.push(…)`) and the rest, bytes as sent. */
function inlineScripts(html) {
  const inline = { payload: 0, payloadChunks: 0, other: 0 };
  for (const [, body] of html
    .toString('utf8')
    .matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const isPayload = body.includes('self.__next_f');
    inline[isPayload ? 'payload' : 'other'] += Buffer.byteLength(body);
    if (isPayload) inline.payloadChunks += 1;
  }
  return inline;
}

/**
 * One Lighthouse run of `url` in a fresh Chromium, killed afterwards whatever happens; its TMPDIR
 * `chromiumTmp` goes with the run's temporary folder (a killed Chromium leaves a socket there).
 */
async function measure(url, chromiumTmp) {
  const port = await freePort();
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
  // Once, whether the run ends or a signal stops everything first.
  const handle = bench.track({ stop: () => (stopped ??= (chrome.kill(), exited)) });
  let timer;
  try {
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
    ]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${url}: Lighthouse returned no result`);
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const id of CATEGORIES) {
      // A category without a score had an audit that could not run: not a figure to take.
      if (lhr.categories[id].score !== null) continue;
      const errors = lhr.categories[id].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.errorMessage)
        .map((audit) => `${audit.id}: ${audit.errorMessage}`);
      throw new Error(`${url}: no ${id} score (${errors.join('; ') || 'no reason given'})`);
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
    clearTimeout(timer);
    bench.untrack(handle);
    await handle.stop();
  }
}

const MEDIANS = [
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'bytes',
  'mainThreadMs',
  'bootupMs',
  'unusedJs',
  'legacyJs',
];

/** Each figure's median over the runs, and the run whose performance score is the median. */
function summarise(results) {
  const of = (pick) => median(results.map(pick));
  const performance = of((r) => r.scores.performance);
  const distance = (r) => Math.abs(r.scores.performance - performance);
  const medianRun = results.reduce((best, r) => (distance(r) < distance(best) ? r : best));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((r) => r.scores[id])])),
    ...Object.fromEntries(MEDIANS.map((key) => [key, of((r) => r[key])])),
    lcpRuns: results.map((r) => r.lcp),
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
  say(name, `${value} (budget ${budget})`, bench.verdicts.judge(ok));
const load = () => {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(1));
  return `load average ${one}/${five}/${fifteen} (1/5/15 min) on ${availableParallelism()} cores`;
};
const groups = (r) => r.breakdown.map((g) => `${g.group} ${ms(g.ms)}`).join(', ');

const COLUMNS = [
  ['accessibility', (s) => score(s.scores.accessibility)],
  ['best practices', (s) => score(s.scores['best-practices'])],
  ['SEO', (s) => score(s.scores.seo)],
  ['FCP', (s) => seconds(s.fcp)],
  ['LCP', (s) => seconds(s.lcp)],
  ['TBT', (s) => ms(s.tbt)],
  ['CLS', (s) => cls(s.cls)],
  ['main thread', (s) => seconds(s.mainThreadMs)],
  ['JS exec', (s) => seconds(s.bootupMs)],
  ['unused JS KiB', (s) => kib(s.unusedJs)],
  ['transfer kB', (s) => kb(s.bytes)],
];

function printTable(pages, bare) {
  const vsBare = (s) =>
    s === bare
      ? '–'
      : `${signed(s.scores.performance - bare.scores.performance)} pts, ` +
        `${(s.scores.performance / Math.max(bare.scores.performance, 1)).toFixed(2)}×`;
  const header = ['page', 'performance', 'vs bare', ...COLUMNS.map(([name]) => name)];
  const rows = pages.map(({ label, summary: s }) => [
    label,
    `${score(s.scores.performance)}${s.spread}`,
    vsBare(s),
    ...COLUMNS.map(([, cell]) => cell(s)),
  ]);
  console.log(`\n${table([header, ...rows])}\n`);
}

/** The median run's main thread next to the bare page's: groups, scripts, tasks, payload, unused and legacy JS. */
function printMainThread(run, load, bareRun) {
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
  console.log(
    `    bare page's scripts together: ${ms(bareRun.scripts.reduce((sum, s) => sum + s.total, 0))}`,
  );
  if (run.tasks.length) {
    const tasks = run.tasks
      .slice(0, TOP)
      .map((task) => `${ms(task.ms)} at ${ms(task.at)} ${task.url}`);
    console.log(`    long tasks: ${tasks.join('; ')}`);
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
  const mainRatio = summary.mainThreadMs / Math.max(bare.mainThreadMs, 1);
  const above = load.jsGzip - bareLoad.jsGzip;
  const other = BUDGET.otherCategories;
  console.log(label);
  for (const line of [
    [
      'performance',
      score(scores.performance),
      `≥ ${BUDGET.performance}`,
      scores.performance >= BUDGET.performance,
    ],
    [
      'vs bare page',
      `${signed(-behind)} points`,
      `no more than ${BUDGET.behindBare} below ${score(bare.scores.performance)}`,
      behind <= BUDGET.behindBare,
    ],
    ['accessibility', score(scores.accessibility), `${other}`, scores.accessibility >= other],
    [
      'best practices',
      score(scores['best-practices']),
      `${other}`,
      scores['best-practices'] >= other,
    ],
    ['SEO', score(scores.seo), `${other}`, scores.seo >= other],
    ['LCP', seconds(summary.lcp), `≤ ${seconds(BUDGET.lcpMs)}`, summary.lcp <= BUDGET.lcpMs],
    ['TBT', ms(summary.tbt), `≤ ${ms(BUDGET.tbtMs)}`, summary.tbt <= BUDGET.tbtMs],
    [
      'TBT vs bare',
      `${signed(Math.round(summary.tbt - bare.tbt))} ms`,
      `≤ +${ms(BUDGET.tbtAboveBareMs)} over the bare page's ${ms(bare.tbt)}`,
      summary.tbt <= bare.tbt + BUDGET.tbtAboveBareMs,
    ],
    [
      'main thread',
      `${seconds(summary.mainThreadMs)}, ${mainRatio.toFixed(2)}× the bare page's ${seconds(bare.mainThreadMs)}`,
      `≤ ${BUDGET.mainThreadVsBare}×`,
      mainRatio <= BUDGET.mainThreadVsBare,
    ],
    ['CLS', cls(summary.cls), `${BUDGET.cls}`, summary.cls <= BUDGET.cls],
    ['FCP', seconds(summary.fcp), `≤ ${seconds(BUDGET.fcpMs)}`, summary.fcp <= BUDGET.fcpMs],
    [
      'first-load JS',
      `${kb(load.jsGzip)} kB gzip in ${load.files.length} files, ${above >= 0 ? '+' : '−'}` +
        `${kb(Math.abs(above))} kB vs the bare page's ${kb(bareLoad.jsGzip)} kB in ${bareLoad.files.length}`,
      `≤ +${kb(BUDGET.jsAboveBare)} kB`,
      above <= BUDGET.jsAboveBare,
    ],
    [
      'unused JS',
      `${kib(summary.unusedJs)} KiB`,
      `≤ ${kib(BUDGET.unusedJsBytes)} KiB`,
      summary.unusedJs <= BUDGET.unusedJsBytes,
    ],
    [
      'legacy JS',
      `${kib(summary.legacyJs)} KiB`,
      `${kib(BUDGET.legacyJsBytes)} KiB`,
      summary.legacyJs <= BUDGET.legacyJsBytes,
    ],
  ]) {
    budgetLine(...line);
  }
  say('HTML', `${kb(load.htmlRaw)} kB raw, ${kb(load.htmlGzip)} kB gzip`);
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
      `    ${audit.category}: ${audit.id} ${audit.score.toFixed(2)} × weight ${audit.weight}${value}${hint}`,
    );
  }
  if (run.savings.length) console.log(`    estimated savings (ms): ${run.savings.join('; ')}`);
  for (const warning of run.warnings) console.log(`    Lighthouse warning: ${warning}`);
}

/** A page against its reference from the same run: the four figures the reference judges. */
function printAgainst(label, summary, name, reference, budget) {
  console.log(`${label} vs ${name}`);
  const behind = reference.scores.performance - summary.scores.performance;
  const ratio = summary.mainThreadMs / Math.max(reference.mainThreadMs, 1);
  const versus = (format, key) => `${format(summary[key])} vs ${format(reference[key])}`;
  budgetLine(
    'performance',
    `${score(summary.scores.performance)} vs ${score(reference.scores.performance)}`,
    `no more than ${budget.behind} below`,
    behind <= budget.behind,
  );
  budgetLine(
    'TBT',
    versus(ms, 'tbt'),
    `≤ +${ms(budget.tbtAboveMs)}`,
    summary.tbt <= reference.tbt + budget.tbtAboveMs,
  );
  budgetLine(
    'main thread',
    `${versus(seconds, 'mainThreadMs')}, ${ratio.toFixed(2)}×`,
    `≤ ${budget.mainThreadRatio}×`,
    ratio <= budget.mainThreadRatio,
  );
  if (budget.lcpAboveMs === undefined) {
    const runs = (of) => of.lcpRuns.map((value) => (value / 1000).toFixed(2)).join('/');
    say(
      'LCP',
      `${versus(seconds, 'lcp')} (runs ${runs(summary)} vs ${runs(reference)}; not judged)`,
    );
  } else {
    budgetLine(
      'LCP',
      versus(seconds, 'lcp'),
      `≤ +${ms(budget.lcpAboveMs)}`,
      summary.lcp <= reference.lcp + budget.lcpAboveMs,
    );
  }
  console.log(`  reference's main thread (median run): ${groups(reference.medianRun)}`);
}

/** Waits (up to SETTLE_MAX_MS) for the one-minute load average to fall below half the cores. */
async function settle() {
  const target = availableParallelism() / 2;
  const started = Date.now();
  while (loadavg()[0] >= target && Date.now() - started < SETTLE_MAX_MS) await pause(5_000);
  const settled = loadavg()[0] < target ? 'settled' : 'still above it; measuring anyway';
  console.log(
    `lighthouse: waited ${seconds(Date.now() - started)} for a load below ${target} (${settled}); ${load()}`,
  );
}

/** Lighthouse's runs of `pages`, round-robin (a burst of load hits every page), then the figures. */
async function lighthouseStep(runs, pages, pagesOf, urls, loads, chromiumTmp) {
  const results = new Map(pages.map((page) => [page, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const page of pages) {
      const started = Date.now();
      try {
        const result = await measure(urls.get(page), chromiumTmp);
        results.get(page).push(result);
        console.log(
          `  run ${round}/${runs}  ${page}: performance ${result.scores.performance}, ` +
            `LCP ${seconds(result.lcp)}, TBT ${ms(result.tbt)} (${seconds(Date.now() - started)})`,
        );
      } catch (error) {
        // A run Lighthouse could not finish is left out; the median is over the runs the page has.
        console.log(`  run ${round}/${runs}  ${page}: left out (${error.message})`);
      }
    }
  }
  console.log(`lighthouse: runs done; ${load()}`);
  for (const [page, done] of results) {
    if (done.length === 0) throw new Error(`${page}: no run finished`);
    if (done.length < runs) console.log(`  ${page}: median of ${done.length} runs, not ${runs}`);
  }
  const summaries = pages.map((page) => ({ label: page, summary: summarise(results.get(page)) }));
  const bare = summaries.at(-1).summary;
  printTable(summaries, bare);
  if (bare.scores.performance < BUDGET.performance) {
    console.log(
      `note: the ${BARE} itself scores ${score(bare.scores.performance)} < ` +
        `${BUDGET.performance}: the machine is busy (simulated throttling scales the CPU time it ` +
        'observes); read the landings against the bare page\n',
    );
  }
  console.log(BARE);
  printMainThread(bare.medianRun, loads.get(BARE), bare.medianRun);
  const byLabel = new Map(summaries.map(({ label, summary }) => [label, summary]));
  for (const label of pagesOf) {
    const summary = byLabel.get(label);
    printBudgets(label, summary, bare, loads.get(label), loads.get(BARE));
    printAgainst(label, summary, `its server-only copy`, byLabel.get(label + COPY), BUDGET.copy);
  }
  if (byLabel.has(NO_WORKER)) {
    const [page, noWorker] = [byLabel.get(WORKER_PAGE), byLabel.get(NO_WORKER)];
    printAgainst(
      `${WORKER_PAGE}: the offline worker`,
      page,
      'the same page with no worker',
      noWorker,
      BUDGET.worker,
    );
  }
}

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
 * The FCP and the <h1>'s largest-contentful-paint entry once loaded; with no <h1> entry (the
 * bare page's paragraph outgrows its heading in the same frame), the last entry and its element.
 */
const readPaints = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          const entries = list.getEntries();
          const heading = entries.find((entry) => entry.element === document.querySelector('h1'));
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

/** One load; traced, what the renderer's main thread ran between the FCP and the <h1>'s LCP candidate. */
async function firstFrameRun(browser, url, traced = false) {
  const { context, page, cdp } = await slowedPage(browser);
  try {
    const categories = [
      'devtools.timeline',
      'loading',
      'v8.execute',
      'disabled-by-default-devtools.timeline',
    ];
    if (traced) await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: 'load' });
    const paints = await readPaints(page);
    if (!traced) return paints;
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    const main = traceEvents.find(
      (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
    );
    const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
    const candidate = traceEvents.find(
      (event) =>
        event.name === 'largestContentfulPaint::Candidate' &&
        event.args?.data?.nodeId === node.backendNodeId,
    );
    if (!fcp || !candidate) return { paints, gapMs: null, ran: [] };
    const ran = traceEvents
      .filter(
        (event) =>
          main &&
          event.pid === main.pid &&
          event.tid === main.tid &&
          event.ph === 'X' &&
          GAP_EVENTS.has(event.name) &&
          event.ts >= fcp.ts &&
          event.ts < candidate.ts,
      )
      .map((event) => ({
        name: event.name,
        ms: (event.dur ?? 0) / 1000,
        url: scriptName(event.args?.data?.url ?? event.args?.beginData?.url, url),
      }));
    return { paints, gapMs: (candidate.ts - fcp.ts) / 1000, ran };
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
  const handle = bench.track({ stop: () => browser.close() });
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
      const line =
        `  ${page}: ${page === BARE ? 'its LCP entry' : 'the <h1>'} within ${FIRST_FRAME.frameMs} ms of the FCP in ${within} of ` +
        `${gaps.length} runs (gaps ${gaps.map((gap) => (gap === null ? '–' : Math.round(gap))).join('/')} ms)`;
      const verdict = `; budget ≥ ${FIRST_FRAME.within}  ${bench.verdicts.judge(within >= FIRST_FRAME.within)}`;
      console.log(page === BARE ? line : `${line}${verdict}`);
    }
    // The landing only: the bare page's heading is never its LCP candidate.
    for (let trace = 1; trace <= FIRST_FRAME.traces; trace += 1) {
      const { paints, gapMs, ran } = await firstFrameRun(browser, urls.get(FIRST_FRAME.page), true);
      const gap = gapMs === null ? 'no <h1> candidate in the trace' : `trace gap ${ms(gapMs)}`;
      const what = ran.length
        ? ran.map((event) => `${event.name} ${ms(event.ms)} ${event.url}`).join('; ')
        : 'nothing';
      console.log(
        `  traced ${trace}  ${FIRST_FRAME.page}: ${gapText(paints)}; ${gap}; main thread in it: ${what}`,
      );
    }
    console.log(`first frame: done; ${load()}`);
  } finally {
    bench.untrack(handle);
    await browser.close();
  }
}

async function main(options, landings, pagesOf) {
  const { runs } = options;
  const work = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  bench.cleanup(() => rmSync(work, { recursive: true, force: true }));
  // Rebuilt on every run, in this run's temporary folder (two runs on one machine do not share it).
  const bareDir = path.join(work, 'bare-page');
  const chromiumTmp = path.join(work, 'chromium');
  mkdirSync(bareDir);
  mkdirSync(chromiumTmp);
  buildBare(bareDir);
  const withWorker = landings.includes(WORKER_PAGE);
  const pages = options['first-frame-only']
    ? []
    : [
        ...pagesOf.flatMap((target) => [target, target + COPY]),
        ...(withWorker ? [NO_WORKER] : []),
        BARE,
      ];
  bench.limit(180_000 + SETTLE_MAX_MS + runs * pages.length * RUN_TIMEOUT_MS + 5 * 60_000);

  const demo = await bench.startDemo();
  const next = await bench.startNext({
    env: { CUSTOM_DOMAINS: JSON.stringify(CUSTOM_DOMAINS) },
    label: 'lighthouse server',
  });
  const bare = bench.track(
    await startServer({
      host: '127.0.0.1',
      cwd: bareDir,
      health: '/',
      env: bareEnv(),
      nodeDefaults: true,
      label: BARE,
    }),
  );
  const urls = new Map(
    [...pagesOf, FIRST_FRAME.page].map((target) => [target, urlOn(next.origin, target)]),
  );
  urls.set(BARE, `${bare.origin}/`);
  for (const [page, url] of urls) {
    const status = await warm(url, demo.origin);
    // Thrown, not fail(): the servers must be stopped on the way out.
    if (status !== 200)
      throw new Error(`${page} answers ${status}; the build may predate this route (try --build)`);
  }
  const proxy = async (options) =>
    bench.track(
      await startDocumentProxy({ target: next.origin, port: await freePort(), ...options }),
    );
  const copies = await proxy({ html: serverOnlyCopy });
  const noWorker = await proxy({ refuse: ['/sw.js'] });
  for (const target of pagesOf) urls.set(target + COPY, urlOn(copies.origin, target));
  if (withWorker) urls.set(NO_WORKER, noWorker.origin + WORKER_PAGE);
  // What each page loads before it can run: its scripts, gzip, and its HTML.
  const loads = new Map();
  for (const [page, url] of urls) {
    const { body: html } = await loopbackGet(url);
    const files = new URL(url);
    files.hostname = '127.0.0.1';
    loads.set(page, { ...(await firstLoad(files.origin, html)), inline: inlineScripts(html) });
  }
  console.log(
    `lighthouse: Next ${next.origin} (pid ${next.pid}), ${BARE} ${bare.origin} (pid ${bare.pid}); ` +
      `Lighthouse ${CATEGORIES.join(', ')}, mobile, simulated throttling; ${runs} run(s) per ` +
      `page, round-robin, each in a fresh ${CHROME_PATH}; third-party hosts blocked (no route ` +
      `from here): ${BLOCKED_THIRD_PARTY.join(', ')}; ${load()}`,
  );
  if (!options['first-frame-only']) {
    await settle();
    await lighthouseStep(runs, pages, pagesOf, urls, loads, chromiumTmp);
  }
  await firstFrame(urls);
}
