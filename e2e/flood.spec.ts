import path from 'node:path';
import { expect, test } from '@playwright/test';
import { diskUse, randomKey, VECTORS } from '../scripts/lib/flood.mjs';
import { DIST_DIR, ROOT } from '../scripts/lib/server.cjs';
import { rawRequest } from './support/proxy';

/**
 * A small flood of random keys over every anonymous vector (scripts/lib/flood.mjs; the large
 * one is `npm run bench:flood`): nothing is written under the build's directory, no answer is a
 * 5xx, and the real landings are still served from the cache (docs/security.md).
 */

const REQUESTS_PER_VECTOR = 12;
const REAL_LANDINGS = ['/max?hash=demo-online', '/en/mid?hash=demo-offline'];

test('a flood of random keys writes nothing to disk and leaves the real landings cached', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = String(baseURL);
  // Rendered and cached before the flood.
  for (const landing of REAL_LANDINGS) await rawRequest(origin, landing);

  const dist = path.join(ROOT, DIST_DIR);
  const before = diskUse(dist);
  const statuses = new Map<string, number[]>();
  for (let round = 0; round < REQUESTS_PER_VECTOR; round += 1) {
    await Promise.all(
      VECTORS.map(async ([name, vector]) => {
        const { path: target, headers } = vector(randomKey());
        const reply = await rawRequest(origin, target, { headers });
        statuses.set(name, [...(statuses.get(name) ?? []), reply.status]);
      }),
    );
  }
  const after = diskUse(dist);

  for (const [name, seen] of statuses) {
    expect(
      seen.filter((status) => status >= 500),
      name,
    ).toEqual([]);
  }
  expect(after).toEqual(before);
  for (const landing of REAL_LANDINGS) {
    const reply = await rawRequest(origin, landing);
    expect(reply.status, landing).toBe(200);
    expect(reply.headers['x-nextjs-cache'], landing).toMatch(/^(?:HIT|STALE)$/);
  }
});
