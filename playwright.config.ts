import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from './scripts/lib/chromium.mjs';

/** e2e runs against the production build (`next build` + `next start`) on the demo services. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Bound to IPv4 loopback, as a server behind a same-host proxy is (e2e/deployment-modes.spec.ts
// starts the other modes).
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium where present (no browser downloads here); Playwright's own elsewhere.
const executablePath = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  // One retry in CI, for the report only: a test that passes only on its retry is "flaky" and
  // fails the run (failOnFlakyTests), so a flake is fixed at its root instead of passing quietly.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  timeout: 30_000,
  // CI also keeps every test's duration (test-results/e2e.json) to find the slow ones.
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]]
    : [['list']],
  use: {
    baseURL,
    // A Russian visitor by default (the product's default locale); English specs say so.
    locale: 'ru-RU',
    // Recording a trace costs every test ~10 % here; CI records one on the retry of a failure (and
    // a flaky test fails the run anyway), a local run keeps the failing test's own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'ru-RU' } }],
  webServer: {
    // Idle connections stay open longer than any test: with Node's 5 s default, a `request` made
    // after a long page check could reuse a socket the server was closing (ECONNRESET). The start
    // command is `npm start`'s, with its memory settings (scripts/start.sh).
    command: `sh scripts/start.sh -H 127.0.0.1 -p ${PORT} --keepAliveTimeout 120000`,
    url: `${baseURL}/api/health`,
    env: { PORT: String(PORT), SITE_URL: baseURL },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
