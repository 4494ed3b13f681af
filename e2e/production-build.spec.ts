import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../scripts/lib/server.cjs';

/**
 * A build with MEDIA_API_URL set is a production build: the embedded demo (demo/, its
 * `*.demo.ts(x)` route files) is not in it (next.config.mjs `pageExtensions`). Proven on a build of
 * its own, in a dist dir beside the suite's: its route list names no demo route, and its server,
 * started WITHOUT MEDIA_API_URL (so the demo routes' run-time guard would let a request through),
 * still answers 404 on the demo and fault-injection URLs, because no such route was built.
 */
const ROOT = path.resolve(__dirname, '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const PRODUCT_DIST_DIR = `${process.env.NEXT_DIST_DIR || '.next'}-prod`;
const UPSTREAM = {
  MEDIA_API_URL: 'https://media.example/api',
  FORMS_API_URL: 'https://forms.example/api',
  PLAYER_URL: 'https://player.example/player',
  WIDGETS_URL: 'https://widgets.example/widgets',
};

test.describe.configure({ mode: 'serial' });

test('a build with MEDIA_API_URL has no demo or fault-injection route', async ({ request }) => {
  // A full `next build` of its own: minutes on a busy machine.
  test.setTimeout(15 * 60_000);
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    env: { ...process.env, ...UPSTREAM, NEXT_DIST_DIR: PRODUCT_DIST_DIR, EVENT_SITE_BUILD_ID: '' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${build.stdout}\n${build.stderr}`;
  expect(build.status, output).toBe(0);
  // Next's route list: the product's routes, and not one under /demo.
  expect(output).toContain('/api/health');
  expect(output).not.toMatch(/\/demo\b/);

  const server = await startServer({
    host: '127.0.0.1',
    env: {
      NEXT_DIST_DIR: PRODUCT_DIST_DIR,
      MEDIA_API_URL: undefined,
      FORMS_API_URL: undefined,
      PLAYER_URL: undefined,
      WIDGETS_URL: undefined,
    },
    label: 'product build',
  });
  try {
    const demoUrls = [
      '/demo/media/control/faults?hash=demo-flaky',
      '/demo/media/eventor/public/activity/demo-online',
      '/demo/forms/v1/respondent/form/demo-form',
      '/demo/player?hash=demo-online',
      '/demo/widgets/registration.js',
    ];
    for (const url of demoUrls) {
      const response = await request.get(`${server.origin}${url}`, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
    }
    const fault = await request.post(`${server.origin}/demo/media/control/faults`, {
      data: { mode: 'failing', hash: 'demo-flaky' },
      maxRedirects: 0,
    });
    expect(fault.status()).toBe(404);
    // The product's own routes are there (health may report the unreachable upstream).
    expect((await request.get(`${server.origin}/api/health`)).status()).not.toBe(404);
  } finally {
    await server.stop();
  }
});
