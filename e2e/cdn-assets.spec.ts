import { expect, test } from '@playwright/test';
import { CDN_ORIGIN, SITE_ORIGIN } from './support/deployment.mjs';
import { cachedUrls, openAndSave } from './support/offline';
import { trackReactEffects, waitForHydration } from './support/hydration';

/**
 * The suite's build is made with `CDN_URL` (scripts/e2e-build.mjs) on the asset host every spec
 * goes through (e2e/support/cdn-server.mjs: deploy/nginx/cdn.conf, the shipped CDN file on a real
 * nginx, pulling from the site): every script and stylesheet is fetched from it, the pages still
 * hydrate, and the Content-Security-Policy the build wrote allows it.
 */

const LANDING = '/max?hash=demo-online';
const BUILD_FILE = /(?:src|href)="([^"]*\/_next\/static\/[^"]+)"/g;

test('the page names the asset host for every build file, and its CSP allows that host', async ({
  request,
}) => {
  const reply = await request.get(LANDING);
  expect(reply.status()).toBe(200);
  const html = await reply.text();
  const buildFiles = [...html.matchAll(BUILD_FILE)].map((match) => match[1]!);
  expect(buildFiles.length).toBeGreaterThan(3);
  expect(
    buildFiles.filter((url) => !url.startsWith(`${CDN_ORIGIN}/_next/static/`)),
    'the suite builds with CDN_URL (scripts/e2e-build.mjs)',
  ).toEqual([]);

  const csp = reply.headers()['content-security-policy'] ?? '';
  for (const directive of ['script-src', 'style-src', 'font-src']) {
    const sources = csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive);
    expect(sources, directive).toContain(CDN_ORIGIN);
  }
});

test("the asset host serves the site's build files from its cache, readable cross-origin, and nothing else", async ({
  request,
}) => {
  const html = await (await request.get(LANDING)).text();
  const script = html.match(/src="([^"]*\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const first = await request.get(script!);
  expect(first.status()).toBe(200);
  expect(first.headers()['access-control-allow-origin']).toBe('*');
  expect(first.headers()['cache-control']).toContain('immutable');
  const second = await request.get(script!);
  expect(second.headers()['x-cache-status']).toBe('HIT');
  // The site's own file, pulled once.
  const own = await request.get(`${SITE_ORIGIN}${new URL(script!).pathname}`);
  expect(own.status()).toBe(200);
  expect(await second.body()).toEqual(await own.body());
  expect(await first.body()).toEqual(await own.body());

  // No page and no invented file through the asset host, and a miss is not kept.
  expect((await request.get(`${CDN_ORIGIN}${LANDING}`)).status()).toBe(404);
  const missing = `${CDN_ORIGIN}/_next/static/chunks/no-such-file-${Date.now()}.js`;
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
  await page.goto('/max?hash=demo-offline');
  await waitForHydration(page.getByTestId('notifications'));
  // A client island works: the schedule's first expander opens.
  const expander = page.getByTestId('schedule-event').getByRole('button').first();
  await waitForHydration(expander);
  await expander.click();
  await expect(expander).toHaveAttribute('aria-expanded', 'true');

  expect(buildRequests.length).toBeGreaterThan(3);
  expect(buildRequests.filter(({ url }) => !url.startsWith(`${CDN_ORIGIN}/`))).toEqual([]);
  expect(buildRequests.filter(({ status }) => status !== 200)).toEqual([]);
  expect(violations).toEqual([]);
});

test('the offline worker keeps the build files the asset host serves, and no other copy of them', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await openAndSave(page, `${SITE_ORIGIN}${LANDING}`);
  const urls = await cachedUrls(page);
  const buildFiles = urls.filter((url) => url.includes('/_next/static/'));
  expect(buildFiles.length).toBeGreaterThan(3);
  expect(buildFiles.filter((url) => !url.startsWith(`${CDN_ORIGIN}/_next/static/`))).toEqual([]);
  await context.close();
});
