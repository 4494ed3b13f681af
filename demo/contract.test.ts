import type { z } from 'zod';
import {
  activityResponseSchema,
  certificateResponseSchema,
  chatHistoryResponseSchema,
  errorBodySchema,
  eventsResponseSchema,
  formResponseSchema,
  isHttpUrl,
  keysResponseSchema,
  pollResponseSchema,
  toplistResponseSchema,
  unsubscribeResponseSchema,
  viewerInfoResponseSchema,
  viewerResponseSchema,
  viewersListResponseSchema,
} from '@/lib/api/schemas';
import { resolveTheme } from '@/lib/theme/themes';
import { handleFormsRequest } from './forms-api';
import { DEMO_IDS } from './ids';
import type { JsonValue } from './responses';
import { resetDemoStore } from './store';
import { asJson, media, TEST_ORIGIN, type CallOptions } from '@/test/demo-helpers';

/**
 * The demo against the product's own zod schemas: every 200 answer of every call parses with
 * the schema of its envelope, every error answer with `errorBodySchema`. If the client and the
 * demo ever read the contract differently, this is where it shows.
 */

const {
  hashes,
  faults,
  activities,
  halls,
  polls,
  subscriptionTokens: tokens,
  certificateTokens,
} = DEMO_IDS;
const allHashes = Object.values(hashes);

interface Call {
  method: 'GET' | 'POST';
  path: string;
  options?: CallOptions;
  schema: z.ZodType;
}

const get = (path: string, schema: z.ZodType, query?: Record<string, string>): Call => ({
  method: 'GET',
  path,
  schema,
  options: { query },
});
const post = (path: string, schema: z.ZodType, body: unknown): Call => ({
  method: 'POST',
  path,
  schema,
  options: { body },
});

const SUCCESSES: readonly Call[] = [
  ...allHashes.map((hash) => get(`eventor/public/activity/${hash}`, activityResponseSchema)),
  get(`eventor/public/activity/${hashes.online}`, activityResponseSchema, { isOnlyChat: 'true' }),
  get(`eventor/public/activity/link/${DEMO_IDS.link}`, activityResponseSchema),
  get(`eventor/public/activity/keys/${DEMO_IDS.streamKeys}`, keysResponseSchema),
  ...Object.values(halls)
    .filter((hall) => hall !== halls.slow)
    .map((hall) => get(`eventor/public/listevents/${hall}`, eventsResponseSchema)),
  ...allHashes.map((hash) => get(`viewer/info/${hash}`, viewerInfoResponseSchema)),
  ...Object.values(tokens).map((token) =>
    post('viewer/check_subscription', viewerResponseSchema, { token }),
  ),
  post('viewer/check_subscription', viewerResponseSchema, {
    token: tokens.subscribed,
    hash: hashes.online,
  }),
  post('viewer/unsubscribe', unsubscribeResponseSchema, {
    token: tokens.subscribed,
    unsubscribe: true,
  }),
  post('viewer/check_assign', viewerResponseSchema, {
    token: tokens.subscribed,
    optinCareer: false,
  }),
  post('viewer/check_assign', viewerResponseSchema, { token: tokens.unsubscribed }),
  post('viewer/unsubscribe_portal', unsubscribeResponseSchema, {
    token: tokens.subscribed,
    unsubscribe: false,
  }),
  ...[certificateTokens.uploaded, certificateTokens.notUploaded].flatMap((token) =>
    allHashes.map((hash) =>
      get(`viewer/activity/${hash}/token/${token}/certificate`, certificateResponseSchema),
    ),
  ),
  get('viewer/public/viewers/list', viewersListResponseSchema, {
    activityId: String(DEMO_IDS.viewers),
  }),
  get('viewer/public/viewers/list', viewersListResponseSchema, {
    activityId: String(DEMO_IDS.viewers),
    offset: '45',
    limit: '100',
  }),
  get('viewer/public/viewers/list', viewersListResponseSchema, {
    activityId: String(activities.bare),
  }),
  ...Object.values(halls)
    .filter((hall) => hall !== halls.slow)
    .map((hall) =>
      get('chat/room/chat_moder_hist', chatHistoryResponseSchema, {
        roomId: String(hall),
        limit: '100',
      }),
    ),
  ...[...new Set([...Object.values(polls), ...Object.values(activities)])].map((id) =>
    get(`polls/last/${id}`, pollResponseSchema),
  ),
  ...Object.values(activities).map((id) =>
    get(`statistics/game/activity/${id}/score`, toplistResponseSchema),
  ),
];

const FAILURES: readonly Omit<Call, 'schema'>[] = [
  { method: 'GET', path: `eventor/public/activity/${faults.missing}` },
  { method: 'GET', path: 'eventor/public/activity/%%%' },
  { method: 'GET', path: 'eventor/public/activity/link/777' },
  { method: 'GET', path: 'eventor/public/activity/keys/abc' },
  { method: 'GET', path: 'eventor/public/listevents/31337' },
  { method: 'GET', path: `viewer/info/${faults.missing}` },
  { method: 'POST', path: 'viewer/check_subscription', options: { body: { token: 'nobody' } } },
  {
    method: 'POST',
    path: 'viewer/unsubscribe',
    options: { body: { token: 'bad token', unsubscribe: true } },
  },
  { method: 'POST', path: 'viewer/check_assign', options: { body: null } },
  {
    method: 'POST',
    path: 'viewer/unsubscribe_portal',
    options: { body: { token: tokens.subscribed } },
  },
  {
    method: 'GET',
    path: `viewer/activity/${hashes.online}/token/${certificateTokens.notFound}/certificate`,
  },
  { method: 'GET', path: `viewer/activity/${hashes.online}/token/nobody/certificate` },
  { method: 'GET', path: 'viewer/public/viewers/list', options: { query: { activityId: '0' } } },
  {
    method: 'GET',
    path: 'chat/room/chat_moder_hist',
    options: { query: { roomId: '1', limit: '10' } },
  },
  { method: 'GET', path: 'polls/last/123456' },
  { method: 'GET', path: 'statistics/game/activity/x/score' },
  { method: 'POST', path: 'demo/registrations', options: { body: { hash: hashes.online } } },
  { method: 'GET', path: 'no/such/call' },
];

beforeEach(() => resetDemoStore());

describe('every successful demo answer parses with the product schema of its call', () => {
  it.each(
    SUCCESSES.map(
      (call) =>
        [`${call.method} /${call.path} ${JSON.stringify(call.options ?? {})}`, call] as const,
    ),
  )('%s', async (_, call) => {
    const result = asJson(await media(call.method, call.path, call.options));
    expect(result.status).toBe(200);
    const parsed = call.schema.safeParse(result.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

describe('every error answer has the contract error body', () => {
  it.each(FAILURES.map((call) => [`${call.method} /${call.path}`, call] as const))(
    '%s',
    async (_, call) => {
      const result = asJson(await media(call.method, call.path, call.options));
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(errorBodySchema.safeParse(result.body).success).toBe(true);
    },
  );
});

describe('forms API', () => {
  it.each(Object.values(DEMO_IDS.forms))('%s parses with formResponseSchema', (id) => {
    const result = asJson(
      handleFormsRequest({
        method: 'GET',
        path: ['v1', 'respondent', 'form', id],
        origin: TEST_ORIGIN,
      }),
    );
    expect(result.status).toBe(200);
    const parsed = formResponseSchema.safeParse(result.body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.url).toMatch(/^http:\/\/demo\.test:3000\/demo\/forms\/view\//);
  });

  it.each([['nope'], ['bad id!']])('%s fails with an error body', (id) => {
    const result = asJson(
      handleFormsRequest({ method: 'GET', path: ['v1', 'respondent', 'form', id] }),
    );
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(errorBodySchema.safeParse(result.body).success).toBe(true);
  });
});

/** Keys whose values the contract types as `Url` (qrCode.url is a plain string: excluded). */
const URL_KEYS = new Set(['url', 'link', 'image', 'simple', 'retina', 'avatar']);

function nonHttpUrls(value: JsonValue | undefined, path: string, parentKey = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => nonHttpUrls(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = `${path}.${key}`;
    if (URL_KEYS.has(key) && parentKey !== 'qrCode' && !isHttpUrl(child))
      return [`${here}=${String(child)}`];
    return nonHttpUrls(child, here, key);
  });
}

describe('URLs', () => {
  it('every Url field of every answer is absolute http(s), so the schemas drop none', async () => {
    const bad: string[] = [];
    for (const call of SUCCESSES) {
      const result = asJson(await media(call.method, call.path, call.options));
      bad.push(...nonHttpUrls(result.body, call.path));
    }
    expect(bad).toEqual([]);
  });
});

/**
 * Leaves of `sent` that are missing or different in `parsed` (the schema ignored them). A theme
 * is compared after the contract's own mapping (legacy names, which the demo sends on purpose).
 */
function droppedLeaves(sent: unknown, parsed: unknown, path: string): string[] {
  if (sent === null || typeof sent !== 'object') {
    const expected =
      path.endsWith('.theme') && typeof sent === 'string' ? resolveTheme(sent) : sent;
    return Object.is(expected, parsed)
      ? []
      : [`${path}: sent ${JSON.stringify(sent)}, parsed ${JSON.stringify(parsed)}`];
  }
  if (parsed === null || typeof parsed !== 'object') return [`${path}: dropped`];
  return Object.entries(sent).flatMap(([key, child]) =>
    droppedLeaves(child, (parsed as Record<string, unknown>)[key], `${path}.${key}`),
  );
}

describe('tolerance rule', () => {
  it('no field the demo sends is ignored by the schemas (a mistyped optional field would be)', async () => {
    const dropped: string[] = [];
    for (const call of SUCCESSES) {
      const result = asJson(await media(call.method, call.path, call.options));
      dropped.push(...droppedLeaves(result.body, call.schema.parse(result.body), call.path));
    }
    expect(dropped).toEqual([]);
  });
});
