import { readFileSync } from 'node:fs';
import en from '@/messages/en.json';
import {
  jsonResponse,
  mockFetch,
  rejectionOf,
  restoreFetch,
  textResponse,
} from '@/test/api-support';
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
import { getChatHistory } from './chat';
import { ApiError, errorMessageKey, type ApiService } from './errors';
import { getActivityByHash, getStreamKeys, listEvents } from './eventor';
import { getForm } from './forms';
import { getLastPoll } from './polls';
import { getToplist } from './statistics';
import {
  checkAssign,
  checkSubscription,
  getCertificate,
  getViewerInfo,
  listViewers,
  setPortalUnsubscribe,
  setUnsubscribe,
} from './viewer';

/**
 * The other half of the upstream contract (the first is upstream-contract.test.ts): what the
 * product's client SENDS — paths, query parameters, POST bodies — against the request column of
 * docs/upstream-api.md, and how it reads the failure body and error catalogue of its section 1.
 * The requests are the product's own (lib/api), caught at the network edge, not the demo's.
 */

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ API_TIMEOUT_MS: 5000 }),
  getServiceUrls: () => ({ media: 'http://media.test/api', forms: 'http://forms.test/api' }),
}));

const doc = readUpstreamDoc();
const BASES = ['http://media.test/api', 'http://forms.test/api'];

const HINTS: SampleHints = {
  string(alias, field) {
    if (alias === 'DateTime') return '2026-12-03T10:00:00+03:00';
    if (alias === 'Url') return `https://upstream.example/${field || 'file'}`;
    return `doc ${field}`;
  },
  number: () => 7,
};

/** Every way the product calls its upstream, each optional input both given and left out. */
const PRODUCT_CALLS: Record<string, () => Promise<unknown>> = {
  getActivityByHash: () => getActivityByHash('event-1'),
  'getActivityByHash (only chat)': () => getActivityByHash('event-1', { isOnlyChat: true }),
  getStreamKeys: () => getStreamKeys(42),
  listEvents: () => listEvents(7),
  getViewerInfo: () => getViewerInfo('event-1'),
  checkSubscription: () => checkSubscription({ token: 'tok-1' }),
  'checkSubscription (with hash)': () => checkSubscription({ token: 'tok-1', hash: 'event-1' }),
  setUnsubscribe: () => setUnsubscribe({ token: 'tok-1', unsubscribe: true }),
  checkAssign: () => checkAssign({ token: 'tok-1' }),
  'checkAssign (both opt-ins)': () =>
    checkAssign({ token: 'tok-1', optinCareer: true, optinAdv: false }),
  setPortalUnsubscribe: () => setPortalUnsubscribe({ token: 'tok-1', unsubscribe: false }),
  getCertificate: () => getCertificate('event-1', 'tok-1'),
  listViewers: () => listViewers({ activityId: 5, offset: 0, limit: 100 }),
  getChatHistory: () => getChatHistory({ roomId: 7 }),
  getLastPoll: () => getLastPoll(5),
  getToplist: () => getToplist(5),
  getForm: () => getForm('form-1'),
};

/** Documented calls the product has no use for (no page opens an activity by link id). */
const NOT_CALLED = ['GET /eventor/public/activity/link/{linkId}'];

const key = (call: Pick<DocCall, 'method' | 'path'>) => `${call.method} ${call.path}`;

function documentedCall(model: UpstreamDoc, method: string, path: string): DocCall | undefined {
  return model.calls.find(
    (call) =>
      call.method === method &&
      new RegExp(`^${call.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
}

interface SentRequest {
  method: string;
  url: URL;
  contentType?: string;
  body?: string;
}

/**
 * Runs `invoke` against a fetch that records the request and answers it with the document's own
 * sample of the matching call (every field present), so the call completes as it would upstream.
 */
async function sentBy(model: UpstreamDoc, invoke: () => Promise<unknown>): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  mockFetch().mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    sent.push({
      method,
      url,
      contentType: headers.get('content-type') ?? undefined,
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    const path = upstreamPath(url);
    const documented = path === undefined ? undefined : documentedCall(model, method, path);
    return documented
      ? jsonResponse(sample(documented.response, model, HINTS, true))
      : jsonResponse({ error: 'UNEXPECTED' }, 500);
  });
  try {
    await invoke();
  } catch {
    // A rejected call still sent its request, and the request is what is checked.
  } finally {
    restoreFetch();
  }
  return sent;
}

function upstreamPath(url: URL): string | undefined {
  const base = BASES.find((prefix) => url.href.startsWith(`${prefix}/`));
  return base === undefined ? undefined : url.pathname.slice(new URL(base).pathname.length);
}

/** Where one request departs from the request column of the call it matches. */
function requestProblems(model: UpstreamDoc, request: SentRequest): string[] {
  const path = upstreamPath(request.url);
  const where = `${request.method} ${path ?? request.url.href}`;
  const documented = path === undefined ? undefined : documentedCall(model, request.method, path);
  if (!documented) return [`${where}: not a documented call`];
  const problems: string[] = [];
  const { query, body } = documented.request;
  const names = new Set(query.map((param) => param.name));
  for (const name of request.url.searchParams.keys()) {
    if (!names.has(name)) problems.push(`${where}: query ${name} is not in the document`);
  }
  for (const param of query) {
    const values = request.url.searchParams.getAll(param.name);
    if (values.length === 0 && !param.optional)
      problems.push(`${where}: query ${param.name} missing`);
    if (values.length > 1)
      problems.push(`${where}: query ${param.name} sent ${values.length} times`);
    for (const value of values) {
      if (param.value !== undefined && value !== param.value)
        problems.push(`${where}: query ${param.name}=${value}, documented ${param.value}`);
    }
  }
  if (!body) {
    if (request.body !== undefined) problems.push(`${where}: sends a body, documented none`);
    return problems;
  }
  if (request.body === undefined) return [...problems, `${where}: documented body not sent`];
  if (request.contentType !== 'application/json')
    problems.push(`${where}: body sent as ${request.contentType}, not JSON`);
  const sent: unknown = JSON.parse(request.body);
  return [...problems, ...departures(sent, body, model, `${where} body`, true)];
}

async function productRequestProblems(model: UpstreamDoc): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, invoke] of Object.entries(PRODUCT_CALLS)) {
    const sent = await sentBy(model, invoke);
    if (sent.length === 0) problems.push(`${name}: sent nothing`);
    for (const request of sent) problems.push(...requestProblems(model, request));
  }
  return problems;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

describe('the product sends what docs/upstream-api.md says', () => {
  it('every request: a documented path, documented query parameters, documented body', async () => {
    expect(await productRequestProblems(doc)).toEqual([]);
  });

  it('makes every documented call but the ones it has no use for', async () => {
    const made = new Set<string>();
    for (const invoke of Object.values(PRODUCT_CALLS)) {
      for (const request of await sentBy(doc, invoke)) {
        const documented = documentedCall(doc, request.method, upstreamPath(request.url) ?? '');
        if (documented) made.add(key(documented));
      }
    }
    expect(doc.calls.map(key).filter((name) => !made.has(name))).toEqual(NOT_CALLED);
  });

  it('sends the documented value of a fixed query parameter (isOnlyChat=true)', async () => {
    const [request] = await sentBy(doc, PRODUCT_CALLS['getActivityByHash (only chat)']!);
    expect(request?.url.searchParams.get('isOnlyChat')).toBe('true');
  });

  const edits: [string, string, string, RegExp][] = [
    [
      'a POST body field renamed in the document',
      '`{ token: string, optinCareer?, optinAdv? }`',
      '`{ token: string, optinCareer?, optinAdvert?: boolean }`',
      /check_assign body\.optinAdv: not in the document/,
    ],
    [
      'a required query parameter added to the document',
      'query `roomId` (= hall id), `limit`',
      'query `roomId` (= hall id), `limit`, `order`',
      /chat_moder_hist: query order missing/,
    ],
    [
      'a query parameter dropped from the document',
      'query `activityId`, `offset`, `limit`',
      'query `activityId`, `limit`',
      /viewers\/list: query offset is not in the document/,
    ],
    [
      'a fixed query value changed in the document',
      'query `isOnlyChat=true` optional',
      'query `isOnlyChat=1` optional',
      /query isOnlyChat=true, documented 1/,
    ],
    [
      'a body field made required in the document',
      '`{ token: string, hash? }`',
      '`{ token: string, hash: string }`',
      /check_subscription body\.hash: required, missing/,
    ],
  ];
  it.each(edits)('%s is caught on the product side', async (_, from, to, expected) => {
    const text = readFileSync(UPSTREAM_DOC, 'utf8');
    expect(text).toContain(from);
    const problems = await productRequestProblems(parseUpstreamDoc(text.replace(from, to)));
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
  });
});

/** One call per service the failure body is read for (the service is the path's first segment). */
const BY_SERVICE: Record<ApiService, () => Promise<unknown>> = {
  eventor: PRODUCT_CALLS.getActivityByHash!,
  viewer: PRODUCT_CALLS.checkSubscription!,
  chat: PRODUCT_CALLS.getChatHistory!,
  polls: PRODUCT_CALLS.getLastPoll!,
  statistics: PRODUCT_CALLS.getToplist!,
  forms: PRODUCT_CALLS.getForm!,
};

async function failureOf(invoke: () => Promise<unknown>, status: number, body: Response) {
  mockFetch().mockResolvedValue(new Response(body.body, { status, headers: body.headers }));
  return rejectionOf(invoke());
}

/** A failure body as the document draws it, with `code` in the placeholder's place. */
function failureBody(code: string, full: boolean): unknown {
  const hints: SampleHints = { string: () => 'documented message', number: () => 0 };
  const body = sample(doc.errorEnvelope, doc, hints, full) as Record<string, unknown>;
  expect(body.error).toBe(doc.errorCodePlaceholder);
  return { ...body, error: code };
}

const catalogue = en.errors as unknown as Record<string, unknown>;
const lookUp = (path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);

describe('the product reads the documented failure body and error catalogue', () => {
  it('the document names a failure body with a required code and an optional message', () => {
    const code = doc.errorCodePlaceholder;
    const check = (body: unknown) => departures(body, doc.errorEnvelope, doc, 'body', true);
    expect(check({ error: code, message: 'm' })).toEqual([]);
    expect(check({ error: code })).toEqual([]);
    expect(check({ message: 'm' })).toEqual(['body.error: required, missing']);
    expect(doc.errorCodes.map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['ACTIVITY_NOT_FOUND', 'UNEXPECTED']),
    );
  });

  const cases = doc.errorCodes.flatMap((entry) =>
    (entry.statuses.length ? entry.statuses : [500]).flatMap((status) =>
      Object.keys(BY_SERVICE).map((service) => [entry.code, status, service] as const),
    ),
  );
  it.each(cases)('%s with HTTP %d from %s becomes that ApiError', async (code, status, service) => {
    for (const full of [true, false]) {
      const error = await failureOf(
        BY_SERVICE[service as ApiService],
        status,
        jsonResponse(failureBody(code, full)),
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code, service, status });
    }
  });

  it.each(doc.errorCodes.map((entry) => [entry.code, entry.text] as const))(
    '%s reads "%s" in English',
    (code, text) => {
      const path = errorMessageKey(
        { service: 'eventor', code },
        (name) => lookUp(name) !== undefined,
      );
      expect(lookUp(path)).toBe(text);
    },
  );

  it('an unknown code falls back to the default text', () => {
    const path = errorMessageKey(
      { service: 'eventor', code: 'NOT_A_CODE' },
      (name) => lookUp(name) !== undefined,
    );
    expect(lookUp(path)).toBe(doc.defaultErrorText);
  });

  it.each([
    ['a body that is not JSON', textResponse('<h1>Bad gateway</h1>', 502)],
    ['a JSON body without an error code', jsonResponse({ message: 'down' }, 503)],
  ])('%s counts as UNEXPECTED', async (_, response) => {
    const error = await failureOf(BY_SERVICE.eventor, response.status, response);
    expect(error).toMatchObject({ code: 'UNEXPECTED', service: 'eventor' });
  });

  it('a code renamed in the document is caught', () => {
    const edited = readFileSync(UPSTREAM_DOC, 'utf8').replace(
      '`CERTIFICATE_NOT_FOUND` (404)',
      '`CERTIFICATE_MISSING` (404)',
    );
    const renamed = parseUpstreamDoc(edited).errorCodes.find(
      (entry) => entry.code === 'CERTIFICATE_MISSING',
    );
    const path = errorMessageKey(
      { service: 'viewer', code: renamed!.code },
      (name) => lookUp(name) !== undefined,
    );
    expect(lookUp(path)).not.toBe(renamed!.text);
  });
});
