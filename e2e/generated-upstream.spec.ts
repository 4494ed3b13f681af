import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { startServer } from '../scripts/lib/server.cjs';
import { readUpstreamDoc } from '../test/upstream-doc';
import {
  arbitraryOf,
  failureArbitrary,
  responseOf,
  startStub,
  type Stub,
  type StubAnswer,
} from './support/generated-upstream';

/**
 * Landings and /platform against an upstream nobody hand-wrote: a stub answering with
 * activities, schedules and registration states that fast-check builds from the types of
 * docs/upstream-api.md (optional fields absent or null, empty lists, hostile and long strings,
 * the date rule's edges, unknown enum values). A documented answer must give every page a 200;
 * the documented "unknown event" failures a 404; nothing may give a 5xx. HTTP only, no browser.
 * The run is seeded: a failure prints the seed, fast-check's path and the shrunk case, and
 * `FC_SEED=<seed> npx playwright test e2e/generated-upstream.spec.ts` replays it.
 */

const SEED = Number(process.env.FC_SEED ?? 20261128) | 0;
const RUNS = Math.max(200, Number(process.env.FC_RUNS ?? 200) | 0);
const PAGES = ['/max', '/landing', '/mid', '/min', '/platform'] as const;

const doc = readUpstreamDoc();

const ok = (type: Parameters<typeof arbitraryOf>[0]): fc.Arbitrary<StubAnswer> =>
  arbitraryOf(type, doc).map((body) => ({ status: 200, body }));

/** One generated event: its activity, its main hall's schedule, its registration state. */
const eventCase = fc.record({
  locale: fc.constantFrom('', '/en'),
  activity: fc.oneof(
    { weight: 9, arbitrary: ok(responseOf(doc, 'GET', '/eventor/public/activity/{hash}')) },
    { weight: 1, arbitrary: failureArbitrary(doc, ['ACTIVITY_NOT_FOUND', 'WRONG_ACTIVITY_ID']) },
  ),
  schedule: fc.oneof(
    { weight: 9, arbitrary: ok(responseOf(doc, 'GET', '/eventor/public/listevents/{hallId}')) },
    { weight: 1, arbitrary: failureArbitrary(doc, ['UNEXPECTED']) },
  ),
  registration: fc.oneof(
    { weight: 9, arbitrary: ok(responseOf(doc, 'GET', '/viewer/info/{hash}')) },
    { weight: 1, arbitrary: failureArbitrary(doc, ['ACTIVITY_NOT_FOUND', 'UNEXPECTED']) },
  ),
});
type EventCase = typeof eventCase extends fc.Arbitrary<infer T> ? T : never;

let stub: Stub;
let product: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  stub = await startStub();
  product = await startServer({
    host: '127.0.0.1',
    label: 'product on the generated upstream',
    env: {
      MEDIA_API_URL: `${stub.origin}/media`,
      FORMS_API_URL: `${stub.origin}/forms`,
      // Start-up refuses a player or widgets left on the embedded demo once MEDIA_API_URL is
      // set; pages are checked as HTML only, so same-origin paths nobody serves will do.
      PLAYER_URL: '/player',
      WIDGETS_URL: '/widgets',
      REDIS_URL: undefined,
      CDN_URL: undefined,
      QR_URL: undefined,
      CUSTOM_DOMAINS: undefined,
      NODE_OPTIONS: undefined,
    },
  });
});

test.afterAll(async () => {
  await product?.stop();
  await stub?.stop();
});

test('every landing variant and /platform answer 200 or the documented 404 on a generated upstream, never a 5xx', async () => {
  test.setTimeout(600_000);
  console.log(`generated upstream: seed ${SEED}, ${RUNS} events (FC_SEED=${SEED} replays)`);
  const started = Date.now();
  let generated = 0;

  const property = fc.asyncProperty(eventCase, async (event: EventCase) => {
    // A hash of its own per case: the product keeps pages and reads per hash for 30 s.
    generated += 1;
    const hash = `gen-${generated}`;
    stub.answer((method, path) => {
      if (method !== 'GET') return undefined;
      if (path === `/media/eventor/public/activity/${hash}`) return event.activity;
      if (path.startsWith('/media/eventor/public/listevents/')) return event.schedule;
      if (path === `/media/viewer/info/${hash}`) return event.registration;
      return undefined;
    });
    const expected = event.activity.status === 200 ? 200 : 404;
    const answers = await Promise.all(
      PAGES.map(async (page) => {
        const path = `${event.locale}${page}?hash=${hash}`;
        // Node's fetch, not the `request` fixture: its cookie jar would carry the locale cookie
        // an /en page sets into the next case, and a Russian page would redirect (307).
        const response = await fetch(product.origin + path, { redirect: 'manual' });
        await response.arrayBuffer();
        return { path, status: response.status };
      }),
    );
    const wrong = answers.filter((answer) => answer.status !== expected);
    if (wrong.length > 0) {
      const logs = product.logs.slice(-5).join('\n');
      throw new Error(
        `${wrong.map((answer) => `${answer.path} answered ${answer.status}`).join(', ')}; expected ${expected}\n${logs}`,
      );
    }
  });

  const details = await fc.check(property, {
    seed: SEED,
    numRuns: RUNS,
    includeErrorInReport: true,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`generated upstream: ${details.numRuns} events checked in ${seconds} s`);
  if (details.failed) {
    // The seed, fast-check's path to the shrunk case, the case itself and what went wrong.
    console.log(fc.defaultReportMessage(details));
    console.log(String(details.errorInstance));
  }
  expect(details.failed, `seed ${details.seed}, path ${details.counterexamplePath}`).toBe(false);
  expect(details.numRuns).toBeGreaterThanOrEqual(200);
  expect(stub.unanswered, 'calls the generated upstream does not serve').toEqual([]);
});
