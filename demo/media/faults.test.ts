import { ApiError, httpStatusFor } from '@/lib/api/errors';
import { getActivityByHash } from '@/lib/api/eventor';
import { handleMediaRequest } from '../media-api';
import { toResponse } from '../http';
import { asJson, asRaw, json, media, obj, TEST_NOW, TEST_ORIGIN } from '@/test/demo-helpers';
import { DEMO_IDS } from '../ids';
import {
  FAULT_MODES,
  flakyState,
  isFlakyHash,
  resetFlakyFaults,
  setFlakyMode,
  type FaultMode,
} from './faults';

/**
 * demo-flaky: the switchable fault behind the resilience e2e spec and `bench:faults`. The second
 * half runs the product's own upstream client against the demo (fetch routed to it in-process),
 * so each fault mode is proven to become the status the site answers with.
 */

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ API_TIMEOUT_MS: 200 }),
  getServiceUrls: () => ({ media: 'http://media.test', forms: 'http://forms.test' }),
}));

const FLAKY = DEMO_IDS.faults.flaky;
const activityPath = (hash: string) => `eventor/public/activity/${hash}`;

beforeEach(() => resetFlakyFaults());

describe('demo-flaky in the demo media API', () => {
  it('is a healthy copy of demo-online under its own hash and hall until told otherwise', async () => {
    const flaky = obj(obj(await json('GET', activityPath(FLAKY))).activity);
    const online = obj(obj(await json('GET', activityPath(DEMO_IDS.hashes.online))).activity);
    expect(flaky.hash).toBe(FLAKY);
    expect(flaky.mainHall).toEqual({ id: DEMO_IDS.halls.flaky });
    expect(flaky.name).not.toBe(online.name);
    expect(flaky.landingDescription).toBe(online.landingDescription);
    const events = obj(await json('GET', `eventor/public/listevents/${DEMO_IDS.halls.flaky}`));
    expect(Array.isArray(events.events) && events.events.length).toBeGreaterThan(0);
  });

  it('answers suffixed copies under their own hash, each with its own mode and hit count', async () => {
    const copy = `${FLAKY}-abc123`;
    setFlakyMode(copy, 'failing');
    expect(asRaw(await media('GET', activityPath(copy))).status).toBe(500);
    expect(obj(obj(await json('GET', activityPath(FLAKY))).activity).hash).toBe(FLAKY);
    expect(flakyState(copy)).toEqual({ mode: 'failing', hits: 1 });
    expect(flakyState(FLAKY)).toEqual({ mode: 'healthy', hits: 1 });
  });

  it('accepts only demo-flaky and demo-flaky-<lowercase suffix> as flaky', () => {
    expect(isFlakyHash('demo-flaky')).toBe(true);
    expect(isFlakyHash('demo-flaky-a1')).toBe(true);
    expect(isFlakyHash('demo-flaky-')).toBe(false);
    expect(isFlakyHash('demo-flaky-A')).toBe(false);
    expect(isFlakyHash('demo-online')).toBe(false);
    expect(isFlakyHash(`demo-flaky-${'a'.repeat(41)}`)).toBe(false);
  });

  it.each([
    ['failing', 500, /^text\/html/],
    ['malformed', 200, /^application\/json/],
  ] as const)('%s answers %i with a body JSON.parse rejects', async (mode, status, type) => {
    setFlakyMode(FLAKY, mode);
    const result = asRaw(await media('GET', activityPath(FLAKY)));
    expect(result.status).toBe(status);
    expect(result.contentType).toMatch(type);
    expect(() => JSON.parse(result.text)).toThrow();
  });

  it('failing-json answers 500 with a JSON error body', async () => {
    setFlakyMode(FLAKY, 'failing-json');
    const result = asJson(await media('GET', activityPath(FLAKY)));
    expect(result.status).toBe(500);
    expect(obj(result.body).error).toBe('INTERNAL_SERVER_ERROR');
  });

  it('missing-fields answers 200 with an activity lacking its name, dates and main hall', async () => {
    setFlakyMode(FLAKY, 'missing-fields');
    const activity = obj(obj(await json('GET', activityPath(FLAKY))).activity);
    expect(activity).not.toHaveProperty('name');
    expect(activity).not.toHaveProperty('mainHall');
    expect(activity).not.toHaveProperty('plannedStartDate');
  });

  it('slow gives up as soon as the caller aborts', async () => {
    setFlakyMode(FLAKY, 'slow');
    const controller = new AbortController();
    const pending = media('GET', activityPath(FLAKY), { signal: controller.signal });
    controller.abort();
    expect(asJson(await pending).status).toBe(499);
  });

  it('breaks the other hash-keyed calls of the event too', async () => {
    setFlakyMode(FLAKY, 'failing');
    expect((await media('GET', `viewer/info/${FLAKY}`)).status).toBe(500);
    setFlakyMode(FLAKY, 'healthy');
    const info = obj(await json('GET', `viewer/info/${FLAKY}`));
    expect(obj(info.activity).isRegistrationActive).toBe(true);
  });
});

describe('what the product makes of each fault mode', () => {
  const originalFetch = global.fetch;
  beforeEach(() => {
    // The product's client against the demo, in-process: the same bytes as over HTTP.
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const result = await handleMediaRequest({
        method: init?.method ?? 'GET',
        path: url.pathname.split('/').filter(Boolean),
        query: url.searchParams,
        origin: TEST_ORIGIN,
        now: TEST_NOW,
        signal: init?.signal ?? undefined,
      });
      // Real fetch rejects with the signal's reason (a TimeoutError) instead of resolving.
      if (init?.signal?.aborted) throw init.signal.reason;
      return toResponse(result);
    }) as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    global.fetch = originalFetch;
    jest.restoreAllMocks();
  });

  const expected: Record<Exclude<FaultMode, 'healthy'>, 502 | 503> = {
    slow: 503,
    failing: 502,
    'failing-json': 502,
    malformed: 502,
    'missing-fields': 502,
  };

  it.each(FAULT_MODES.filter((mode) => mode !== 'healthy'))(
    '%s becomes an ApiError the site answers with 502/503, never 404 or 500',
    async (mode) => {
      setFlakyMode(FLAKY, mode);
      const error = await getActivityByHash(FLAKY).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(httpStatusFor(error as ApiError)).toBe(expected[mode as keyof typeof expected]);
    },
  );

  it('healthy reads the activity', async () => {
    expect((await getActivityByHash(FLAKY)).hash).toBe(FLAKY);
  });
});
