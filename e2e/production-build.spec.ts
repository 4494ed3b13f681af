import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildFixtures } from '../demo/fixtures';
import { DIST_DIR, ROOT } from '../scripts/lib/server.cjs';
import { demoUrl } from './support/demo';

/**
 * The suite's build is the artifact a deployment gets (scripts/e2e-build.mjs: `next build` with
 * its upstreams set), and the demo is no part of it (docs/decisions/1142-demo-server.md): the
 * demo's URLs are not the site's, and no demo code or data is in the build output. The demo
 * server answers the same URLs on its own origin.
 */

const DEMO_URLS = [
  '/demo/media/control/faults?hash=demo-flaky',
  '/demo/media/eventor/public/activity/demo-online',
  '/demo/forms/v1/respondent/form/demo-form',
  '/demo/player?hash=demo-online',
  '/demo/widgets/registration.js',
  '/demo-media/demo-online.webm',
];

test('the site answers none of the demo URLs; the demo server answers them all', async ({
  request,
}) => {
  for (const url of DEMO_URLS) {
    expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(404);
    expect((await request.get(demoUrl(url))).status(), `demo server ${url}`).toBe(200);
  }
  const fault = await request.post('/demo/media/control/faults', {
    data: { mode: 'failing', hash: 'demo-flaky' },
    maxRedirects: 0,
  });
  expect(fault.status()).toBe(404);
});

/** Every text file of the build the server runs and the browser loads (not Next's cache). */
function buildFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'cache' || name === 'node_modules') return [];
    if (statSync(file).isDirectory()) return buildFiles(file);
    return /\.(?:js|mjs|cjs|json|html|rsc|body|css)$/.test(name) ? [file] : [];
  });
}

test('the build output holds no demo code or data', () => {
  // Strings only the demo has: its fixtures' event names, its fault switch, its browser files.
  const fixtures = buildFixtures({ origin: 'http://demo.invalid', now: new Date() });
  const markers = [
    ...[...fixtures.activities.values()].map((activity) => activity.name),
    'control/faults',
    '@demo-include',
    'demo/browser',
  ];
  const files = buildFiles(path.join(ROOT, DIST_DIR));
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(found).toEqual([]);
});
