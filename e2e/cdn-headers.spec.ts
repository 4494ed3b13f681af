import { expect, test } from '@playwright/test';
import { DEMO_IDS } from '../demo/ids';

/**
 * What a CDN in front of the fleet may keep, and for how long (docs/deploying.md): landings
 * are shared for a revalidate period and then served stale while refreshed; organizer, personal
 * and operational answers are never shared; refetch routes are shared for a few seconds.
 */

const { online } = DEMO_IDS.hashes;

function directives(value: string | undefined): Map<string, string | true> {
  const map = new Map<string, string | true>();
  for (const part of (value ?? '').split(',')) {
    const [name, argument] = part.trim().toLowerCase().split('=');
    if (name) map.set(name, argument ?? true);
  }
  return map;
}

test('landing HTML is shared for the revalidate period, then served stale while refreshed', async ({
  request,
}) => {
  for (const path of [`/max?hash=${online}`, `/en/landing?hash=${online}`, `/min?hash=${online}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const cache = directives(response.headers()['cache-control']);
    expect(cache.get('s-maxage'), path).toBe('30');
    expect(Number(cache.get('stale-while-revalidate')), path).toBeGreaterThan(0);
    expect(cache.has('private'), path).toBe(false);
  }
});

test('organizer and personal pages are private and never stored', async ({ request }) => {
  const pages = [
    `/questions?hash=${online}`,
    `/polls?hash=${online}`,
    `/participants-rating?hash=${online}`,
    `/randomizer?hash=${online}`,
    `/en/form-qr-code?id=${DEMO_IDS.forms.published}`,
    `/stream-keys?id=${DEMO_IDS.streamKeys}`,
    `/email_subscriptions?token=${DEMO_IDS.subscriptionTokens.subscribed}`,
  ];
  for (const path of pages) {
    const response = await request.get(path);
    const cache = directives(response.headers()['cache-control']);
    expect(cache.has('private'), path).toBe(true);
    expect(cache.has('no-store'), path).toBe(true);
    expect(cache.has('s-maxage'), path).toBe(false);
  }
});

test('refetch routes are shared for a few seconds; operational routes never', async ({
  request,
}) => {
  const shortLived = {
    [`/api/events/${DEMO_IDS.halls.online}`]: 30,
    [`/api/registration-info/${online}`]: 30,
    [`/api/questions/${online}`]: 2,
  };
  for (const [path, seconds] of Object.entries(shortLived)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const cache = directives(response.headers()['cache-control']);
    expect(cache.get('s-maxage'), path).toBe(String(seconds));
  }

  for (const path of ['/api/health', '/api/ready']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-store');
  }
  // The suite's server has no REVALIDATE_SECRET: the endpoint does not exist there.
  const revalidate = await request.post('/api/revalidate', { data: { hash: online } });
  expect(revalidate.status()).toBe(404);
  expect(revalidate.headers()['cache-control']).toBe('no-store');
});

test('readiness names its checks', async ({ request }) => {
  const response = await request.get('/api/ready');
  expect(await response.json()).toMatchObject({
    ok: true,
    checks: { media: { ok: true }, forms: { ok: true } },
  });
});
