import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { RunningNginx } from '../scripts/lib/nginx.mjs';
import {
  DIST_DIR as SUITE_DIST_DIR,
  NEXT_BIN,
  ROOT,
  collectLines,
  startServer,
  type RunningServer,
} from '../scripts/lib/server.cjs';
import { DEPLOYMENT_ENV } from './support/deployment.mjs';
import { cachedUrls, openAndSave } from './support/offline';
import { nginxHelpers } from './support/scripts';
import { trackReactEffects, waitForHydration } from './support/hydration';

/**
 * A build made with `CDN_URL`: every script and stylesheet of the build is fetched from
 * the asset host (deploy/nginx/cdn.conf, the shipped CDN file on a real nginx, pulling from the
 * site), the pages still hydrate, and the Content-Security-Policy the build wrote allows it.
 * `CDN_URL` is Next's `assetPrefix`, read at build time: this spec makes its own build, beside
 * the suite's (NEXT_DIST_DIR), and starts it the way a deployment does.
 */

const DIST_DIR = '.next-cdn';
const CDN_CONFIG = path.join(ROOT, 'deploy', 'nginx', 'cdn.conf');
/** A build on a loaded 2-core machine takes minutes; the rest of the file runs in seconds. */
const BUILD_TIMEOUT_MS = 15 * 60_000;

test.describe.configure({ mode: 'serial' });

let cdnOrigin: string;
let heldPort: { release: () => Promise<void> } | undefined;
let site: RunningServer;
let cdn: RunningNginx;

function build(env: Record<string, string>): Promise<void> {
  // The suite's build cache: only what CDN_URL changes is compiled again.
  const cache = path.join(ROOT, SUITE_DIST_DIR, 'cache');
  rmSync(path.join(ROOT, DIST_DIR), { recursive: true, force: true });
  if (existsSync(cache)) cpSync(cache, path.join(ROOT, DIST_DIR, 'cache'), { recursive: true });
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = collectLines(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`next build with CDN_URL failed (${code})\n${lines.join('\n')}`)),
    );
  });
}

/**
 * A port kept listening until `release()`: the asset host's URL is baked into the build minutes
 * before its nginx can listen there, and a port merely found free could be taken meanwhile.
 */
async function holdPort(host: string): Promise<{ port: number; release: () => Promise<void> }> {
  const holder = createServer();
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen(0, host, resolve);
  });
  const { port } = holder.address() as AddressInfo;
  let released: Promise<void> | undefined;
  const release = () => (released ??= new Promise((resolve) => holder.close(() => resolve())));
  return { port, release };
}

test.beforeAll(async () => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  const held = await holdPort('127.0.0.1');
  heldPort = held;
  const cdnPort = held.port;
  cdnOrigin = `http://127.0.0.1:${cdnPort}`;
  const env = { ...DEPLOYMENT_ENV, CDN_URL: cdnOrigin, NEXT_DIST_DIR: DIST_DIR };
  await build(env);
  site = await startServer({
    host: '127.0.0.1',
    label: 'site built with CDN_URL',
    env: { ...env, REDIS_URL: undefined, CUSTOM_DOMAINS: undefined },
  });
  const { startNginx } = await nginxHelpers();
  await held.release();
  cdn = await startNginx({
    siteConfig: CDN_CONFIG,
    upstreams: [`127.0.0.1:${site.port}`],
    port: cdnPort,
    label: 'CDN nginx',
  });
});

test.afterAll(async () => {
  await heldPort?.release();
  await cdn?.stop();
  await site?.stop();
  rmSync(path.join(ROOT, DIST_DIR), { recursive: true, force: true });
});

test('the page names the asset host for every build file, and its CSP allows that host', async ({
  request,
}) => {
  const reply = await request.get(`${site.origin}/max?hash=demo-online`);
  expect(reply.status()).toBe(200);
  const html = await reply.text();
  const buildFiles = [...html.matchAll(/(?:src|href)="([^"]*\/_next\/static\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  expect(buildFiles.length).toBeGreaterThan(3);
  expect(buildFiles.filter((url) => !url.startsWith(`${cdnOrigin}/_next/static/`))).toEqual([]);

  const csp = reply.headers()['content-security-policy'] ?? '';
  for (const directive of ['script-src', 'style-src', 'font-src']) {
    const sources = csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive);
    expect(sources, directive).toContain(cdnOrigin);
  }
});

test('the asset host serves the build files from its cache, readable cross-origin, and nothing else', async ({
  request,
}) => {
  const html = await (await request.get(`${site.origin}/max?hash=demo-online`)).text();
  const script = html.match(/src="([^"]*\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const first = await request.get(script!);
  expect(first.status()).toBe(200);
  expect(first.headers()['access-control-allow-origin']).toBe('*');
  expect(first.headers()['cache-control']).toContain('immutable');
  const second = await request.get(script!);
  expect(second.headers()['x-cache-status']).toBe('HIT');
  expect(await second.body()).toEqual(await first.body());

  // No page and no invented file through the asset host, and a miss is not kept.
  expect((await request.get(`${cdnOrigin}/max?hash=demo-online`)).status()).toBe(404);
  const missing = `${cdnOrigin}/_next/static/chunks/no-such-file.js`;
  expect((await request.get(missing)).status()).toBe(404);
  const again = await request.get(missing);
  expect(again.status()).toBe(404);
  expect(again.headers()['x-cache-status']).not.toBe('HIT');
});

test('in a browser the landing loads its build files from the asset host only, hydrates, and meets no CSP violation', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const buildRequests: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_next/static/')) {
      buildRequests.push({ url: response.url(), status: response.status() });
    }
  });
  await trackReactEffects(page);
  await page.goto(`${site.origin}/max?hash=demo-offline`);
  await waitForHydration(page.getByTestId('notifications'));
  // A client island works: the schedule's first expander opens.
  const expander = page.getByTestId('schedule-event').getByRole('button').first();
  await waitForHydration(expander);
  await expander.click();
  await expect(expander).toHaveAttribute('aria-expanded', 'true');

  expect(buildRequests.length).toBeGreaterThan(3);
  expect(buildRequests.filter(({ url }) => !url.startsWith(cdnOrigin))).toEqual([]);
  expect(buildRequests.filter(({ status }) => status !== 200)).toEqual([]);
  expect(violations).toEqual([]);
});

test('the offline worker keeps the build files the asset host serves, and no other copy of them', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await openAndSave(page, `${site.origin}/max?hash=demo-online`);
  const urls = await cachedUrls(page);
  const buildFiles = urls.filter((url) => url.includes('/_next/static/'));
  expect(buildFiles.length).toBeGreaterThan(3);
  expect(buildFiles.filter((url) => !url.startsWith(`${cdnOrigin}/_next/static/`))).toEqual([]);
  await context.close();
});
