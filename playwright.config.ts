import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
  DEMO_ORIGIN,
  E2E_CDN_PORT,
  E2E_DEMO_PORT,
  E2E_PORT,
  SITE_ORIGIN,
  SUITE_ENV,
} from './e2e/support/deployment.mjs';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from './scripts/lib/chromium.mjs';

/**
 * e2e runs against the production build as a deployment makes and starts it (`npm run
 * test:e2e`: scripts/e2e-build.mjs, then `next start`), with its upstreams, player and widgets
 * on the demo server, another origin, and its scripts, stylesheets and fonts on an asset host,
 * a third (CDN_URL: deploy/nginx/cdn.conf on nginx; e2e/support/deployment.mjs).
 */
const PORT = E2E_PORT;
// Bound to IPv4 loopback, as a server behind a same-host proxy is (e2e/deployment-modes.spec.ts
// starts the other modes).
const baseURL = SITE_ORIGIN;

// Every server a spec starts (this config is loaded by the runner and by each worker) is a
// deployment with these services and asset host, as the suite's own and its build.
Object.assign(process.env, SUITE_ENV);

// Debian's Chromium where present (no browser downloads here); Playwright's own elsewhere.
const executablePath = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

/** Specs that run for minutes (one HTTP loop apiece): started first. */
const LONG_SPECS = ['**/valid-html.spec.ts', '**/generated-upstream.spec.ts'];
const BROWSER = { ...devices['Desktop Chrome'], locale: 'ru-RU' };
/** Load tests whose verdict depends on how fast the machine answers: run last, with nothing beside. */
const ALONE = /@alone/;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  // Three on CI's 2 cores: a worker spends much of a test waiting (servers, frames, timers), so a
  // third one fills that time (decision 1156: 14.0 → 11.3 min, no flaky test).
  workers: process.env.CI ? 3 : undefined,
  forbidOnly: !!process.env.CI,
  // One retry in CI, for the report only: a test that passes only on its retry is "flaky" and
  // fails the run (failOnFlakyTests), so a flake is fixed at its root instead of passing quietly.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  timeout: 30_000,
  // CI also keeps every test's duration (test-results/e2e.json) to find the slow ones.
  reporter: process.env.CI
    ? [
        ['list'],
        ['json', { outputFile: 'test-results/e2e.json' }],
        ['./e2e/support/page-loads-reporter.ts'],
      ]
    : [['list']],
  use: {
    baseURL,
    // A Russian visitor by default (the product's default locale); English specs say so.
    locale: 'ru-RU',
    // The landings' offline worker (docs/offline.md) would answer requests page.route() cannot
    // see; its own spec allows it (e2e/landing-without-a-network.spec.ts).
    serviceWorkers: 'block',
    // Recording a trace costs every test ~10 % here; CI records one on the retry of a failure (and
    // a flaky test fails the run anyway), a local run keeps the failing test's own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  // The runner hands out tests in the order of the projects. The longest specs (about 3 min each:
  // one HTTP loop apiece) are a project of their own, listed first,
  // so they start at once and overlap the rest instead of being the run's tail
  // (docs/decisions/1156-ci-time.md).
  projects: [
    { name: 'first', testMatch: LONG_SPECS, grepInvert: ALONE, use: BROWSER },
    { name: 'chromium', testIgnore: LONG_SPECS, grepInvert: ALONE, use: BROWSER },
    { name: 'alone', grep: ALONE, dependencies: ['first', 'chromium'], use: BROWSER },
  ],
  webServer: [
    {
      // The demo server: media and forms APIs, player and widget hosts (docs/demo.md).
      command: 'node demo/server/start.mjs',
      url: `${DEMO_ORIGIN}/`,
      env: { DEMO_HOST: '127.0.0.1', DEMO_PORT: String(E2E_DEMO_PORT), SITE_URL: baseURL },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Idle connections stay open longer than any test: with Node's 5 s default, a `request` made
      // after a long page check could reuse a socket the server was closing (ECONNRESET). The start
      // command is `npm start`'s, with its memory settings (scripts/start.sh).
      command: `sh scripts/start.sh -H 127.0.0.1 -p ${PORT} --keepAliveTimeout 120000`,
      url: `${baseURL}/api/health`,
      env: { ...SUITE_ENV, PORT: String(PORT), SITE_URL: baseURL },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The asset host the build names (CDN_URL), pulling from the site; every spec's server
      // serves pages that load their files from it. SIGTERM lets it stop its nginx.
      command: 'node e2e/support/cdn-server.mjs',
      port: E2E_CDN_PORT,
      reuseExistingServer: !process.env.CI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
