import { DEMO_IDS } from './ids';
import { SLOW_RESPONSE_MS } from './media/faults';
import { findDemoViewer, getDemoStore, MAX_VIEWER_COPIES, resetDemoStore } from './store';
import { arr, asJson, asRaw, json, media, obj } from '@/test/demo-helpers';

const { hashes, faults, activities, halls, polls, subscriptionTokens, certificateTokens } =
  DEMO_IDS;

beforeEach(() => resetDemoStore());

async function expectError(
  method: string,
  path: string,
  status: number,
  error: string,
  options: Parameters<typeof media>[2] = {},
) {
  const result = asJson(await media(method, path, options));
  expect({ status: result.status, error: obj(result.body).error }).toEqual({ status, error });
  expect(typeof obj(result.body).message).toBe('string');
}

describe('GET /eventor/public/activity/{hash}', () => {
  it.each(Object.values(hashes))('answers %s with { activity }', async (hash) => {
    const body = obj(await json('GET', `eventor/public/activity/${hash}`));
    expect(Object.keys(body)).toEqual(['activity']);
    expect(obj(body.activity).hash).toBe(hash);
  });

  it('accepts isOnlyChat=true and returns the same activity', async () => {
    const plain = await json('GET', `eventor/public/activity/${hashes.online}`);
    const onlyChat = await json('GET', `eventor/public/activity/${hashes.online}`, {
      query: { isOnlyChat: 'true' },
    });
    expect(onlyChat).toEqual(plain);
  });

  it.each(['bad hash!', 'x'.repeat(65), 'юникод'])(
    'rejects the malformed hash %p with 400',
    (hash) => expectError('GET', `eventor/public/activity/${hash}`, 400, 'WRONG_ACTIVITY_ID'),
  );

  it('answers demo-missing and unknown hashes with 404 ACTIVITY_NOT_FOUND', async () => {
    await expectError(
      'GET',
      `eventor/public/activity/${faults.missing}`,
      404,
      'ACTIVITY_NOT_FOUND',
    );
    await expectError('GET', 'eventor/public/activity/no-such-event', 404, 'ACTIVITY_NOT_FOUND');
  });

  it('answers demo-broken with a 500 HTML page, not JSON', async () => {
    const result = asRaw(await media('GET', `eventor/public/activity/${faults.broken}`));
    expect(result.status).toBe(500);
    expect(result.contentType).toMatch(/^text\/html/);
    expect(() => JSON.parse(result.text)).toThrow();
  });

  it('breaks viewer/info and the certificate call of demo-broken too', async () => {
    expect((await media('GET', `viewer/info/${faults.broken}`)).status).toBe(500);
    expect(
      (
        await media(
          'GET',
          `viewer/activity/${faults.broken}/token/${certificateTokens.uploaded}/certificate`,
        )
      ).status,
    ).toBe(500);
  });
});

describe('demo-slow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers only after 10 s', async () => {
    let settled = false;
    const pending = media('GET', `eventor/public/activity/${faults.slow}`).then((result) => {
      settled = true;
      return result;
    });
    await jest.advanceTimersByTimeAsync(SLOW_RESPONSE_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const result = asJson(await pending);
    expect(result.status).toBe(200);
    expect(obj(obj(result.body).activity).hash).toBe(faults.slow);
  });

  it('stops waiting as soon as the request is aborted', async () => {
    const controller = new AbortController();
    const pending = media('GET', `eventor/public/activity/${faults.slow}`, {
      signal: controller.signal,
    });
    await jest.advanceTimersByTimeAsync(100);
    controller.abort();
    const result = asJson(await pending);
    expect(result.status).toBe(499);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not wait at all for an already aborted request', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await media('GET', `viewer/info/${faults.slow}`, { signal: controller.signal });
    expect(result.status).toBe(499);
  });
});

describe('GET /eventor/public/activity/link/{linkId} and keys/{keysId}', () => {
  it('resolves the documented link id to demo-online', async () => {
    const body = obj(await json('GET', `eventor/public/activity/link/${DEMO_IDS.link}`));
    expect(obj(body.activity).hash).toBe(hashes.online);
  });

  it('answers the stream keys: one main stream and backups numbered from 1, RTMP and SRT', async () => {
    const activity = obj(
      obj(await json('GET', `eventor/public/activity/keys/${DEMO_IDS.streamKeys}`)).activity,
    );
    expect(Object.keys(activity).sort()).toEqual(['activityID', 'name', 'streams']);
    expect(activity.activityID).toBe(activities.online);
    const streams = arr(activity.streams).map(obj);
    expect(streams.map((stream) => [stream.kind, stream.index])).toEqual([
      ['main', 0],
      ['backup', 1],
      ['backup', 2],
    ]);
    for (const stream of streams) {
      const rtmp = obj(stream.rtmp);
      expect(rtmp.fullUrl).toBe(`${String(rtmp.serverUrl)}/${String(rtmp.streamKey)}`);
      expect(obj(stream.srt).port).toBe(9000);
    }
  });

  it.each([
    ['link', '9999', 404, 'ACTIVITY_NOT_FOUND'],
    ['link', 'demo-link', 400, 'WRONG_ACTIVITY_ID'],
    ['keys', '9999', 404, 'ACTIVITY_NOT_FOUND'],
    ['keys', '0', 400, 'WRONG_ACTIVITY_ID'],
    ['keys', '1e3', 400, 'WRONG_ACTIVITY_ID'],
  ])('%s/%s → %i %s', (kind, id, status, error) =>
    expectError('GET', `eventor/public/activity/${kind}/${id}`, status, error),
  );
});

describe('GET /eventor/public/listevents/{hallId}', () => {
  it('answers demo-online hall with its two-day programme', async () => {
    const events = arr(
      obj(await json('GET', `eventor/public/listevents/${halls.online}`)).events,
    ).map(obj);
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(events.filter((event) => event.status === 1)).toHaveLength(1);
  });

  it('leaves `events` out for demo-bare, as the contract allows', async () => {
    expect(await json('GET', `eventor/public/listevents/${halls.bare}`)).toEqual({});
  });

  it('answers the second corporate hall', async () => {
    const events = arr(
      obj(await json('GET', `eventor/public/listevents/${halls.corporateSecond}`)).events,
    );
    expect(events.length).toBeGreaterThan(0);
  });

  it('rejects unknown and malformed halls', async () => {
    await expectError('GET', 'eventor/public/listevents/999999', 404, 'ACTIVITY_NOT_FOUND');
    await expectError('GET', 'eventor/public/listevents/-1', 400, 'WRONG_ACTIVITY_ID');
  });
});

describe('GET /viewer/info/{hash}', () => {
  it.each([
    [hashes.online, true],
    [hashes.offline, true],
    [hashes.completed, false],
    [hashes.bare, false],
  ])('%s → isRegistrationActive %s', async (hash, expected) => {
    expect(await json('GET', `viewer/info/${hash}`)).toEqual({
      activity: { isRegistrationActive: expected },
    });
  });

  it('also takes a numeric activityID in place of the hash', async () => {
    expect(await json('GET', `viewer/info/${activities.online}`)).toEqual({
      activity: { isRegistrationActive: true },
    });
  });

  it('rejects unknown and malformed hashes', async () => {
    await expectError('GET', `viewer/info/${faults.missing}`, 404, 'ACTIVITY_NOT_FOUND');
    await expectError('GET', 'viewer/info/a%20b', 400, 'WRONG_ACTIVITY_ID');
  });
});

describe('subscriptions', () => {
  const subscribed = subscriptionTokens.subscribed;

  it('checks a subscription by token, with or without a hash', async () => {
    const user = obj(
      obj(await json('POST', 'viewer/check_subscription', { body: { token: subscribed } })).user,
    );
    expect(user.unsubscribed).toBe(false);
    const withHash = await json('POST', 'viewer/check_subscription', {
      body: { token: subscribed, hash: hashes.online },
    });
    expect(obj(withHash).user).toEqual(user);
    const other = obj(
      obj(
        await json('POST', 'viewer/check_subscription', {
          body: { token: subscriptionTokens.unsubscribed },
        }),
      ).user,
    );
    expect(other.unsubscribed).toBe(true);
  });

  it.each([
    [{ token: 'nobody' }, 404, 'VIEWER_NOT_FOUND'],
    [{ token: 'bad token' }, 400, 'TOKEN_INVALID'],
    [{}, 400, 'TOKEN_INVALID'],
    [{ token: 42 }, 400, 'TOKEN_INVALID'],
    [{ token: subscribed, hash: 'no-such-event' }, 404, 'ACTIVITY_NOT_FOUND'],
    [{ token: subscribed, hash: 'bad hash' }, 400, 'WRONG_ACTIVITY_ID'],
  ])('check_subscription %j → %i %s', (body, status, error) =>
    expectError('POST', 'viewer/check_subscription', status, error, { body }),
  );

  it('persists unsubscribe until changed again', async () => {
    expect(
      await json('POST', 'viewer/unsubscribe', { body: { token: subscribed, unsubscribe: true } }),
    ).toEqual({
      unsubscribe: true,
    });
    const after = obj(
      obj(await json('POST', 'viewer/check_subscription', { body: { token: subscribed } })).user,
    );
    expect(after.unsubscribed).toBe(true);
    await json('POST', 'viewer/unsubscribe', { body: { token: subscribed, unsubscribe: false } });
    const back = obj(
      obj(await json('POST', 'viewer/check_subscription', { body: { token: subscribed } })).user,
    );
    expect(back.unsubscribed).toBe(false);
  });

  it('saves e-mailing settings, keeping fields that are left out', async () => {
    const saved = obj(
      obj(
        await json('POST', 'viewer/check_assign', { body: { token: subscribed, optinAdv: true } }),
      ).user,
    );
    expect({ career: saved.optinCareer, adv: saved.optinAdv }).toEqual({ career: true, adv: true });
    const again = obj(
      obj(await json('POST', 'viewer/check_subscription', { body: { token: subscribed } })).user,
    );
    expect(again.optinAdv).toBe(true);
  });

  it('keeps portal unsubscription apart from the event mailing', async () => {
    expect(
      await json('POST', 'viewer/unsubscribe_portal', {
        body: { token: subscribed, unsubscribe: true },
      }),
    ).toEqual({ unsubscribe: true });
    expect(getDemoStore().portalUnsubscribed.get(subscribed)).toBe(true);
    // With an event, check_subscription answers for that event's mailing…
    const eventUser = obj(
      obj(
        await json('POST', 'viewer/check_subscription', {
          body: { token: subscribed, hash: DEMO_IDS.hashes.online },
        }),
      ).user,
    );
    expect(eventUser.unsubscribed).toBe(false);
    // …without one, for the whole platform (the portal subscriptions page reads it that way).
    const portalUser = obj(
      obj(await json('POST', 'viewer/check_subscription', { body: { token: subscribed } })).user,
    );
    expect(portalUser.unsubscribed).toBe(true);
  });

  it('gives `<token>.<suffix>` a viewer of its own, seeded from the token and changed apart', async () => {
    const copy = `${subscribed}.e2e1`;
    const other = `${subscribed}.e2e2`;
    const user = async (token: string) =>
      obj(obj(await json('POST', 'viewer/check_subscription', { body: { token } })).user);
    expect(await user(copy)).toEqual(await user(subscribed));

    await json('POST', 'viewer/unsubscribe', { body: { token: copy, unsubscribe: true } });
    await json('POST', 'viewer/check_assign', { body: { token: copy, optinAdv: true } });
    await json('POST', 'viewer/unsubscribe_portal', { body: { token: copy, unsubscribe: true } });
    expect(await user(copy)).toMatchObject({ unsubscribed: true, optinAdv: true });
    for (const untouched of [subscribed, other]) {
      expect(await user(untouched)).toMatchObject({ unsubscribed: false, optinAdv: false });
    }

    const unsubscribedCopy = `${subscriptionTokens.unsubscribed}.x`;
    expect((await user(unsubscribedCopy)).unsubscribed).toBe(true);
  });

  it.each([
    'nobody.abc',
    'constructor.abc',
    '__proto__.abc',
    `${subscriptionTokens.subscribed}.ABC`,
    `${subscriptionTokens.subscribed}.`,
    `${subscriptionTokens.subscribed}.abc.def`,
  ])('has no viewer behind %p', (token) =>
    expectError('POST', 'viewer/check_subscription', 404, 'VIEWER_NOT_FOUND', { body: { token } }),
  );

  it(`keeps at most ${MAX_VIEWER_COPIES} copies, dropping the oldest`, async () => {
    const store = getDemoStore();
    for (let index = 0; index <= MAX_VIEWER_COPIES; index += 1) {
      expect(findDemoViewer(store, `${subscribed}.c${index}`)).toBeDefined();
    }
    expect(store.viewers.size).toBe(MAX_VIEWER_COPIES + Object.keys(subscriptionTokens).length);
    expect(store.viewers.has(`${subscribed}.c0`)).toBe(false);
    expect(store.viewers.has(`${subscribed}.c1`)).toBe(true);
    expect(store.viewers.has(subscribed)).toBe(true);
  });

  it.each(['viewer/unsubscribe', 'viewer/unsubscribe_portal'])('%s needs a boolean', (path) =>
    expectError('POST', path, 400, 'BAD_REQUEST', {
      body: { token: subscribed, unsubscribe: 'yes' },
    }),
  );

  it('check_assign rejects non-boolean settings and unknown tokens', async () => {
    await expectError('POST', 'viewer/check_assign', 400, 'BAD_REQUEST', {
      body: { token: subscribed, optinCareer: 1 },
    });
    await expectError('POST', 'viewer/check_assign', 404, 'VIEWER_NOT_FOUND', {
      body: { token: 'nobody' },
    });
  });

  it('shares one store through globalThis, so every route bundle sees the same state', async () => {
    await json('POST', 'viewer/unsubscribe', { body: { token: subscribed, unsubscribe: true } });
    const holder = globalThis as unknown as Record<symbol, unknown>;
    expect(holder[Symbol.for('event-site.demo.store')]).toBe(getDemoStore());
  });
});

describe('GET /viewer/activity/{hash}/token/{token}/certificate', () => {
  const path = (hash: string, token: string) =>
    `viewer/activity/${hash}/token/${token}/certificate`;

  it('answers an uploaded certificate with an absolute url and a file name', async () => {
    const certificate = obj(
      obj(await json('GET', path(hashes.completed, certificateTokens.uploaded))).certificate,
    );
    expect(certificate.url).toMatch(
      /^http:\/\/demo\.test:3000\/demo\/media\/assets\/certificates\//,
    );
    expect(certificate.fileName).toBe('certificate-demo-completed.svg');
  });

  it('answers a certificate that was not uploaded with an empty object', async () => {
    expect(await json('GET', path(hashes.online, certificateTokens.notUploaded))).toEqual({
      certificate: {},
    });
  });

  it.each([
    [hashes.online, certificateTokens.notFound, 404, 'CERTIFICATE_NOT_FOUND'],
    [hashes.online, 'unknown-token', 404, 'TOKEN_INVALID'],
    [hashes.online, '..', 400, 'TOKEN_INVALID'],
    [faults.missing, certificateTokens.uploaded, 404, 'ACTIVITY_NOT_FOUND'],
    ['bad hash', certificateTokens.uploaded, 400, 'WRONG_ACTIVITY_ID'],
  ])('%s / %s → %i %s', (hash, token, status, error) =>
    expectError('GET', path(hash, token), status, error),
  );
});

describe('GET /viewer/public/viewers/list', () => {
  const list = (query: Record<string, string>) =>
    json('GET', 'viewer/public/viewers/list', { query });

  it('pages through 50 viewers of demo-online', async () => {
    const first = obj(await list({ activityId: String(DEMO_IDS.viewers) }));
    expect(first.total).toBe(50);
    expect(arr(first.viewers)).toHaveLength(20);

    const seen = new Set<unknown>();
    for (let offset = 0; offset < 50; offset += 15) {
      const page = obj(
        await list({ activityId: String(DEMO_IDS.viewers), offset: String(offset), limit: '15' }),
      );
      for (const viewer of arr(page.viewers)) seen.add(obj(viewer).id);
    }
    expect(seen.size).toBe(50);

    const last = obj(
      await list({ activityId: String(DEMO_IDS.viewers), offset: '40', limit: '20' }),
    );
    expect(arr(last.viewers)).toHaveLength(10);
    const beyond = obj(
      await list({ activityId: String(DEMO_IDS.viewers), offset: '100', limit: '20' }),
    );
    expect(beyond).toEqual({ viewers: [], total: 50 });
  });

  it('answers an empty list for another demo activity', async () => {
    expect(await list({ activityId: String(activities.offline) })).toEqual({
      viewers: [],
      total: 0,
    });
  });

  it.each([
    [{}, 400, 'WRONG_ACTIVITY_ID'],
    [{ activityId: 'abc' }, 400, 'WRONG_ACTIVITY_ID'],
    [{ activityId: '101', offset: '-1' }, 400, 'WRONG_ACTIVITY_ID'],
    [{ activityId: '101', limit: '0' }, 400, 'WRONG_ACTIVITY_ID'],
    [{ activityId: '101', limit: '1001' }, 400, 'WRONG_ACTIVITY_ID'],
    [{ activityId: '424242' }, 404, 'ACTIVITY_NOT_FOUND'],
  ])('%j → %i %s', (query, status, error) =>
    expectError('GET', 'viewer/public/viewers/list', status, error, { query }),
  );
});

describe('GET /chat/room/chat_moder_hist', () => {
  it('answers demo-online hall with at least 10 items, oldest first, questions included', async () => {
    const items = arr(
      obj(
        await json('GET', 'chat/room/chat_moder_hist', { query: { roomId: String(halls.online) } }),
      ).items,
    ).map(obj);
    expect(items.length).toBeGreaterThanOrEqual(10);
    const times = items.map((item) => Date.parse(String(item.createdAt)));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const questions = items
      .map((item) => obj(item.payload))
      .filter((payload) => payload.isQuestion);
    expect(questions.some((payload) => payload.isAnswered === true)).toBe(true);
    expect(questions.some((payload) => payload.isAnswered !== true)).toBe(true);
    expect(questions.some((payload) => Number(payload.likes) > 0)).toBe(true);
  });

  it('keeps the newest `limit` items', async () => {
    const all = arr(
      obj(await json('GET', 'chat/room/chat_moder_hist', { query: { roomId: '201' } })).items,
    );
    const last = arr(
      obj(await json('GET', 'chat/room/chat_moder_hist', { query: { roomId: '201', limit: '3' } }))
        .items,
    );
    expect(last).toEqual(all.slice(-3));
  });

  it('answers an empty history for a quiet hall and rejects unknown ones', async () => {
    expect(
      await json('GET', 'chat/room/chat_moder_hist', { query: { roomId: String(halls.bare) } }),
    ).toEqual({
      items: [],
    });
    await expectError('GET', 'chat/room/chat_moder_hist', 404, 'ACTIVITY_NOT_FOUND', {
      query: { roomId: '999' },
    });
    await expectError('GET', 'chat/room/chat_moder_hist', 400, 'WRONG_ACTIVITY_ID', { query: {} });
  });
});

describe('GET /polls/last/{activityID}', () => {
  const types = [
    'single-choice',
    'multiple-choice',
    'single-correct',
    'ranked-choice',
    'rating-choice',
    'open-choice',
  ] as const;

  it.each(types)('answers a %s poll at its documented id', async (type) => {
    const poll = obj(obj(await json('GET', `polls/last/${polls[type]}`)).poll);
    expect(poll.type).toBe(type);
  });

  it("answers demo-online's activity with a single-choice poll", async () => {
    const poll = obj(obj(await json('GET', `polls/last/${activities.online}`)).poll);
    expect(poll.type).toBe('single-choice');
  });

  it('answers { poll: null } where there is none', async () => {
    expect(await json('GET', `polls/last/${polls.none}`)).toEqual({ poll: null });
  });

  it('rejects unknown and malformed ids', async () => {
    await expectError('GET', 'polls/last/999999', 404, 'ACTIVITY_NOT_FOUND');
    await expectError('GET', 'polls/last/abc', 400, 'WRONG_ACTIVITY_ID');
  });
});

describe('GET /statistics/game/activity/{activityID}/score', () => {
  it('answers a 20-entry toplist with ties sharing a place', async () => {
    const toplist = arr(
      obj(await json('GET', `statistics/game/activity/${DEMO_IDS.toplist}/score`)).toplist,
    ).map(obj);
    expect(toplist).toHaveLength(20);
    const places = toplist.map((entry) => Number(entry.place));
    expect(places[0]).toBe(1);
    expect(new Set(places).size).toBeLessThan(20);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
    expect(toplist.some((entry) => entry.avatar)).toBe(true);
    expect(toplist.some((entry) => !entry.avatar)).toBe(true);
  });

  it('answers an empty toplist for another activity and 404 for an unknown one', async () => {
    expect(await json('GET', `statistics/game/activity/${activities.hybrid}/score`)).toEqual({
      toplist: [],
    });
    await expectError('GET', 'statistics/game/activity/31337/score', 404, 'ACTIVITY_NOT_FOUND');
  });
});

describe('demo registrations', () => {
  const register = (body: unknown) => media('POST', 'demo/registrations', { body });

  it('stores a valid registration and accepts a repeat as already registered', async () => {
    const first = asJson(
      await register({
        hash: hashes.online,
        name: '  Анна   Смирнова ',
        email: 'Anna@Example.com',
      }),
    );
    expect(first).toMatchObject({ status: 200, body: { ok: true, alreadyRegistered: false } });
    expect(getDemoStore().registrations.get(hashes.online)).toEqual([
      expect.objectContaining({ name: 'Анна Смирнова', email: 'anna@example.com' }),
    ]);
    const again = asJson(
      await register({ hash: hashes.online, name: 'Анна', email: 'anna@example.com' }),
    );
    expect(again.body).toEqual({ ok: true, alreadyRegistered: true });
    expect(getDemoStore().registrations.get(hashes.online)).toHaveLength(1);
  });

  it('answers 400 with field errors', async () => {
    const result = asJson(
      await register({ hash: hashes.online, name: 'A', email: 'not-an-email' }),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { name: 'too_short', email: 'invalid' },
    });
    const empty = asJson(await register({ hash: hashes.online }));
    expect(obj(empty.body).fields).toEqual({ name: 'required', email: 'required' });
  });

  it('refuses closed registrations and unknown events', async () => {
    const closed = asJson(
      await register({ hash: hashes.completed, name: 'Анна Смирнова', email: 'a@b.ru' }),
    );
    expect({ status: closed.status, error: obj(closed.body).error }).toEqual({
      status: 409,
      error: 'REGISTRATION_CLOSED',
    });
    await expectError('POST', 'demo/registrations', 404, 'ACTIVITY_NOT_FOUND', {
      body: { hash: faults.missing, name: 'Анна', email: 'a@b.ru' },
    });
    await expectError('POST', 'demo/registrations', 400, 'WRONG_ACTIVITY_ID', {
      body: 'not json object',
    });
  });
});

describe('routing', () => {
  it('answers unknown paths with 404 NOT_FOUND and wrong methods with 405', async () => {
    await expectError('GET', 'eventor/public/nothing', 404, 'NOT_FOUND');
    await expectError('GET', '', 404, 'NOT_FOUND');
    await expectError(
      'POST',
      `eventor/public/activity/${hashes.online}`,
      405,
      'METHOD_NOT_ALLOWED',
    );
    await expectError('GET', 'viewer/check_subscription', 405, 'METHOD_NOT_ALLOWED');
    await expectError('POST', 'assets/posters/demo-online.svg', 405, 'METHOD_NOT_ALLOWED');
  });
});
