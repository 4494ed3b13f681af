import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { handleFormsRequest } from '@/demo/forms-api';
import { DEMO_IDS } from '@/demo/ids';
import { resetDemoStore } from '@/demo/store';
import { asJson, media, TEST_ORIGIN, type CallOptions } from '@/test/demo-helpers';
import {
  departures,
  parseUpstreamDoc,
  readUpstreamDoc,
  sample,
  UPSTREAM_DOC,
  type DocCall,
  type SampleHints,
  type UpstreamDoc,
} from '@/test/upstream-doc';
import { resolveTheme } from '@/lib/theme/themes';
import {
  activityResponseSchema,
  certificateResponseSchema,
  chatHistoryResponseSchema,
  eventsResponseSchema,
  formResponseSchema,
  keysResponseSchema,
  pollResponseSchema,
  toplistResponseSchema,
  unsubscribeResponseSchema,
  viewerInfoResponseSchema,
  viewerResponseSchema,
  viewersListResponseSchema,
} from './schemas';

/**
 * Both sides of the upstream contract against a third, independent description of it: the
 * tables and types of docs/upstream-api.md. The client's zod schemas must read every field the
 * document names, under that name, and the demo must send only documented fields, of the
 * documented kinds. A field misread the same way in both still fails here.
 */

const doc = readUpstreamDoc();

/** The zod envelope of each documented call, by `METHOD path`. */
const SCHEMAS: Record<string, z.ZodType> = {
  'GET /eventor/public/activity/{hash}': activityResponseSchema,
  'GET /eventor/public/activity/link/{linkId}': activityResponseSchema,
  'GET /eventor/public/activity/keys/{keysId}': keysResponseSchema,
  'GET /eventor/public/listevents/{hallId}': eventsResponseSchema,
  'GET /viewer/info/{hash}': viewerInfoResponseSchema,
  'POST /viewer/check_subscription': viewerResponseSchema,
  'POST /viewer/unsubscribe': unsubscribeResponseSchema,
  'POST /viewer/check_assign': viewerResponseSchema,
  'POST /viewer/unsubscribe_portal': unsubscribeResponseSchema,
  'GET /viewer/activity/{hash}/token/{token}/certificate': certificateResponseSchema,
  'GET /viewer/public/viewers/list': viewersListResponseSchema,
  'GET /chat/room/chat_moder_hist': chatHistoryResponseSchema,
  'GET /polls/last/{activityID}': pollResponseSchema,
  'GET /statistics/game/activity/{activityID}/score': toplistResponseSchema,
  'GET /v1/respondent/form/{formId}': formResponseSchema,
};

const key = (call: Pick<DocCall, 'method' | 'path'>) => `${call.method} ${call.path}`;

/** Strings and numbers as the document's comments and section 1 require them. */
const HINTS: SampleHints = {
  string(alias, field) {
    if (alias === 'DateTime') return '2026-12-03T10:00:00+03:00';
    if (alias === 'Url') return `https://upstream.example/${field || 'file'}`;
    if (field === 'hash' || field === 'activityHash') return 'doc-hash';
    if (field === 'metricaCode') return '12345678';
    if (field === 'theme') return 'deep-blue';
    return `doc ${field}`;
  },
  number: (field) => (field === 'platformTimeZone' ? 5.5 : 7),
};

/**
 * Leaves of `sent` that are missing or changed in `parsed`: a field the schema does not read
 * under the document's name is dropped (zod strips unknown keys).
 */
function droppedLeaves(sent: unknown, parsed: unknown, where: string): string[] {
  if (sent === null || typeof sent !== 'object') {
    const expected =
      where.endsWith('.theme') && typeof sent === 'string' ? resolveTheme(sent) : sent;
    return Object.is(expected, parsed)
      ? []
      : [`${where}: sent ${JSON.stringify(sent)}, read ${JSON.stringify(parsed)}`];
  }
  if (parsed === null || typeof parsed !== 'object') return [`${where}: not read`];
  return Object.entries(sent).flatMap(([name, child]) =>
    droppedLeaves(child, (parsed as Record<string, unknown>)[name], `${where}.${name}`),
  );
}

/** What the client's schemas make of a documented answer, as a list of problems. */
function schemaProblems(model: UpstreamDoc, schemas: Record<string, z.ZodType>): string[] {
  return model.calls.flatMap((call) => {
    const schema = schemas[key(call)];
    if (!schema) return [`${key(call)}: no schema`];
    const full = sample(call.response, model, HINTS, true);
    const bare = sample(call.response, model, HINTS, false);
    const parsedFull = schema.safeParse(full);
    const parsedBare = schema.safeParse(bare);
    return [
      ...(parsedFull.error?.issues ?? []).map(
        (issue) => `${key(call)} (every field) ${issue.path.join('.')}: ${issue.message}`,
      ),
      ...(parsedBare.error?.issues ?? []).map(
        (issue) => `${key(call)} (required fields only) ${issue.path.join('.')}: ${issue.message}`,
      ),
      ...(parsedFull.success ? droppedLeaves(full, parsedFull.data, key(call)) : []),
    ];
  });
}

describe('docs/upstream-api.md as a contract', () => {
  it('documents every call the client has a schema for, and no other', () => {
    expect(doc.calls.map(key).sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it('the client schemas read every documented field, and require only the required ones', () => {
    expect(schemaProblems(doc, SCHEMAS)).toEqual([]);
  });

  it('a field renamed in the document is caught on the schema side', () => {
    const edited = readFileSync(UPSTREAM_DOC, 'utf8').replace(
      '  plannedStartDate: DateTime;',
      '  plannedStartAt: DateTime;',
    );
    expect(schemaProblems(parseUpstreamDoc(edited), SCHEMAS)).toEqual(
      expect.arrayContaining([expect.stringMatching(/plannedStartDate: /)]),
    );
  });
});

/** One or more demo answers per documented call. */
const { hashes, halls, polls, activities, subscriptionTokens: tokens } = DEMO_IDS;
const DEMO_CALLS: readonly { method: 'GET' | 'POST'; path: string; options?: CallOptions }[] = [
  ...Object.values(hashes).map((hash) => ({
    method: 'GET' as const,
    path: `/eventor/public/activity/${hash}`,
  })),
  { method: 'GET', path: `/eventor/public/activity/link/${DEMO_IDS.link}` },
  { method: 'GET', path: `/eventor/public/activity/keys/${DEMO_IDS.streamKeys}` },
  ...Object.values(halls)
    .filter((hall) => hall !== halls.slow)
    .map((hall) => ({ method: 'GET' as const, path: `/eventor/public/listevents/${hall}` })),
  { method: 'GET', path: `/viewer/info/${hashes.online}` },
  ...Object.values(tokens).map((token) => ({
    method: 'POST' as const,
    path: '/viewer/check_subscription',
    options: { body: { token } },
  })),
  {
    method: 'POST',
    path: '/viewer/unsubscribe',
    options: { body: { token: tokens.subscribed, unsubscribe: true } },
  },
  {
    method: 'POST',
    path: '/viewer/check_assign',
    options: { body: { token: tokens.subscribed, optinCareer: false } },
  },
  {
    method: 'POST',
    path: '/viewer/unsubscribe_portal',
    options: { body: { token: tokens.subscribed, unsubscribe: false } },
  },
  ...[DEMO_IDS.certificateTokens.uploaded, DEMO_IDS.certificateTokens.notUploaded].map((token) => ({
    method: 'GET' as const,
    path: `/viewer/activity/${hashes.online}/token/${token}/certificate`,
  })),
  {
    method: 'GET',
    path: '/viewer/public/viewers/list',
    options: { query: { activityId: String(DEMO_IDS.viewers), offset: '0', limit: '10' } },
  },
  ...Object.values(halls)
    .filter((hall) => hall !== halls.slow)
    .map((hall) => ({
      method: 'GET' as const,
      path: '/chat/room/chat_moder_hist',
      options: { query: { roomId: String(hall), limit: '100' } },
    })),
  ...Object.values(polls).map((id) => ({ method: 'GET' as const, path: `/polls/last/${id}` })),
  ...Object.values(activities)
    .filter((id) => id !== activities.slow)
    .map((id) => ({ method: 'GET' as const, path: `/statistics/game/activity/${id}/score` })),
];

function documentedCall(method: string, path: string): DocCall | undefined {
  return doc.calls.find(
    (call) =>
      call.method === method &&
      new RegExp(`^${call.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
}

beforeEach(() => resetDemoStore());

describe('the demo sends what the document says', () => {
  it.each(DEMO_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s',
    async (_, call) => {
      const documented = documentedCall(call.method, call.path);
      expect(documented).toBeDefined();
      const result = asJson(await media(call.method, call.path, call.options));
      expect(result.status).toBe(200);
      expect(departures(result.body, documented!.response, doc, 'answer', true)).toEqual([]);
    },
  );

  it.each(Object.values(DEMO_IDS.forms))('GET /v1/respondent/form/%s', (id) => {
    const documented = documentedCall('GET', `/v1/respondent/form/${id}`);
    const result = asJson(
      handleFormsRequest({
        method: 'GET',
        path: ['v1', 'respondent', 'form', id],
        origin: TEST_ORIGIN,
      }),
    );
    expect(result.status).toBe(200);
    expect(departures(result.body, documented!.response, doc, 'answer', true)).toEqual([]);
  });

  it('covers every documented call', () => {
    const covered = new Set(
      [
        ...DEMO_CALLS,
        { method: 'GET', path: `/v1/respondent/form/${Object.values(DEMO_IDS.forms)[0]}` },
      ].map((call) => documentedCall(call.method, call.path)),
    );
    expect(doc.calls.filter((call) => !covered.has(call)).map(key)).toEqual([]);
  });

  it('a field the demo sends under another name is caught', async () => {
    const result = asJson(await media('GET', `/eventor/public/activity/${hashes.online}`));
    const { activity } = result.body as { activity: Record<string, unknown> };
    const { plannedStartDate, ...rest } = activity;
    const renamed = { activity: { ...rest, plannedStartAt: plannedStartDate } };
    const documented = documentedCall('GET', `/eventor/public/activity/${hashes.online}`)!;
    expect(departures(renamed, documented.response, doc, 'answer', true)).toEqual([
      'answer.activity.plannedStartDate: required, missing',
      'answer.activity.plannedStartAt: not in the document',
    ]);
  });
});
