import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';
import ru from '../messages/ru.json';
import type { RunningServer } from '../scripts/lib/server.cjs';
import { CDN_ORIGIN } from './support/deployment.mjs';
import { cachedUrls, openAndSave } from './support/offline';
import { serverHelpers } from './support/scripts';

/**
 * The landing at a venue whose network fails (lib/offline/worker.ts, docs/offline.md): the worker
 * registers after the page, keeps the last copy of each landing opened, and answers with it and a
 * "saved" line only when the network does not; nothing else is kept. The network fails for real:
 * the site's own server is stopped (Chromium's offline emulation does not reach a worker's fetch).
 */

const OFFLINE = DEMO_IDS.hashes.offline;
const SAVED_PREFIX = ru.offline.savedCopy.split('{time}')[0]!;

test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'allow' });

let instance: RunningServer | undefined;

async function start(env: Record<string, string> = {}, port?: number) {
  const { startServer } = await serverHelpers();
  instance = await startServer({ host: '127.0.0.1', port, label: 'site for the worker', env });
  return instance;
}

test.afterEach(async () => {
  await instance?.stop();
  instance = undefined;
});

test('a landing opened before the network failed opens again from its saved copy, with the line', async ({
  page,
}) => {
  const site = await start();
  await openAndSave(page, `${site.origin}/max?hash=${OFFLINE}&utm_source=qr`);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  // Online, the network's page: no saved line.
  await expect(page.locator('[data-offline-saved]')).toHaveCount(0);
  // Only the landing (by its path and hash, no other query value) and the build's files, which
  // the build names on its asset host (CDN_URL).
  const urls = await cachedUrls(page);
  expect(urls.filter((url) => !url.includes('/_next/static/'))).toEqual([
    `${site.origin}/max?hash=${OFFLINE}`,
  ]);
  const buildFiles = urls.filter((url) => url.includes('/_next/'));
  expect(buildFiles.length).toBeGreaterThan(3);
  expect(buildFiles.filter((url) => !url.startsWith(`${CDN_ORIGIN}/_next/static/`))).toEqual([]);

  await site.stop();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await expect(page.locator('[data-offline-saved]')).toContainText(SAVED_PREFIX);
  await expect(page.locator('#schedule')).toBeVisible();
  await expect(page.locator('#location')).toBeVisible();
});

test('an organizer page is never kept: without a network it fails as any site would', async ({
  page,
}) => {
  const site = await start();
  await openAndSave(page, `${site.origin}/max?hash=${OFFLINE}`);
  const organizer = `${site.origin}/questions?hash=${OFFLINE}`;
  expect((await page.goto(organizer))?.status()).toBe(200);
  expect((await cachedUrls(page)).some((url) => url.includes('/questions'))).toBe(false);
  await site.stop();
  await expect(page.goto(organizer)).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
});

test('a changed worker replaces the old one at the next visit; SERVICE_WORKER=0 clears what it kept', async ({
  page,
}) => {
  const { freePort } = await serverHelpers();
  const port = await freePort();
  let site = await start({}, port);
  const landing = `${site.origin}/max?hash=${OFFLINE}`;
  await openAndSave(page, landing);
  expect((await cachedUrls(page)).length).toBeGreaterThan(1);
  await site.stop();

  // The same origin, now serving another worker (a new build's differs by its build id).
  site = await start({ SERVICE_WORKER: '0' }, port);
  await page.goto(landing);
  // The replacing worker clears the caches and unregisters while it activates.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
    const next = registration?.installing ?? registration?.waiting;
    if (!next) return;
    await new Promise<void>((resolve) => {
      const settled = () => {
        if (next.state === 'activated' || next.state === 'redundant') resolve();
      };
      next.addEventListener('statechange', settled);
      settled();
    });
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => ({
          registered: Boolean(await navigator.serviceWorker.getRegistration()),
          caches: (await caches.keys()).length,
        })),
      { timeout: 30_000 },
    )
    .toEqual({ registered: false, caches: 0 });
});
