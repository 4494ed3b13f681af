import { expect, test } from '@playwright/test';
import type { RunningServer } from '../scripts/lib/server.cjs';
import type { LargeBodyMeasure } from '../scripts/lib/large-body.mjs';
import { serverHelpers } from './support/scripts';

/**
 * Every body is limited while it is read (docs/security.md, "Request bodies"): with Next alone, a
 * 300 MB POST to each route that takes a body, declared by its Content-Length or chunked, is
 * refused with a 413 before it ends and leaves the server's resident memory within 32 MB of where
 * it was. A server of its own, so no other spec's requests move its memory.
 */

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const MB = 1024 * 1024;
const BODY_BYTES = 300 * MB;
const RSS_BUDGET_BYTES = 32 * MB;
const SECRET = 'large-bodies-e2e-secret';

/** Each route with a body, and what it needs to get as far as reading it. */
const BODY_ROUTES: [string, Record<string, string>][] = [
  ['/api/subscriptions/settings', {}],
  ['/api/subscriptions/unsubscribe', {}],
  ['/api/subscriptions/portal', {}],
  ['/api/revalidate', { 'x-revalidate-secret': SECRET }],
];

const largeBody = () => import('../scripts/lib/large-body.mjs');

let instance: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const { startServer } = await serverHelpers();
  instance = await startServer({
    host: '127.0.0.1',
    label: 'large bodies',
    env: { REVALIDATE_SECRET: SECRET, REDIS_URL: undefined },
  });
  // Each route's module is loaded by its first request: that one-time growth is not a body's.
  const { sendLargeBody } = await largeBody();
  for (const [route, headers] of BODY_ROUTES) {
    expect((await sendLargeBody(instance.origin, route, { bytes: 4096, headers })).status).toBe(
      413,
    );
  }
});

test.afterAll(async () => {
  await instance?.stop();
});

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const describe = (result: LargeBodyMeasure) =>
  `RSS ${mb(result.before)} → peak ${mb(result.peak)} → ${mb(result.after)}; ` +
  `${mb(result.sentBytes)} sent before the answer`;

for (const [route, headers] of BODY_ROUTES) {
  for (const chunked of [false, true]) {
    test(`${route}: 300 MB ${chunked ? 'chunked' : 'with its Content-Length'} → 413, RSS within 32 MB`, async () => {
      const { measureLargeBody } = await largeBody();
      const result = await measureLargeBody(instance.pid!, instance.origin, route, {
        bytes: BODY_BYTES,
        chunked,
        headers,
      });
      test.info().annotations.push({ type: 'rss', description: describe(result) });
      expect(result.status, describe(result)).toBe(413);
      expect(result.peak - result.before, describe(result)).toBeLessThanOrEqual(RSS_BUDGET_BYTES);
      expect(result.after - result.before, describe(result)).toBeLessThanOrEqual(RSS_BUDGET_BYTES);
      // Refused while the body was still coming, not once it had all arrived.
      expect(result.sentBytes, describe(result)).toBeLessThan(BODY_BYTES);
    });
  }
}
