import { z } from 'zod';
import { ApiError, httpStatusFor } from './errors';
import { maskPath, upstreamRequest, type UpstreamRequest } from './http';
import { activityResponseSchema } from './schemas';
import { MAX_BODY_BYTES } from './transport';
import {
  activityFixture,
  callOf,
  bodyOf,
  hangUntilAborted,
  jsonResponse,
  logLines,
  mockFetch,
  rejectionOf,
  restoreFetch,
  textResponse,
  type FetchMock,
} from '@/test/api-support';

const mockConfig = { API_TIMEOUT_MS: 5000 };
jest.mock('@/lib/config', () => ({
  getConfig: () => mockConfig,
  getServiceUrls: () => ({ media: 'http://media.test/api', forms: 'http://forms.test' }),
}));

const okSchema = z.object({ ok: z.boolean() });

function request(overrides: Partial<UpstreamRequest<typeof okSchema>> = {}) {
  return upstreamRequest({
    service: 'eventor',
    base: 'media',
    path: '/eventor/public/activity/abc',
    endpoint: '/eventor/public/activity/:hash',
    schema: okSchema,
    ...overrides,
  });
}

let fetchMock: FetchMock;
let errorLog: jest.SpyInstance;
let warnLog: jest.SpyInstance;

beforeEach(() => {
  fetchMock = mockFetch();
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnLog = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockConfig.API_TIMEOUT_MS = 5000;
});

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('upstreamRequest: success', () => {
  it('GETs base + path + query and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true, extra: 'dropped' }));
    const result = await request({ query: { isOnlyChat: true, skipped: undefined, n: 0 } });

    expect(result).toEqual({ ok: true });
    const { url, init } = callOf(fetchMock);
    expect(url.origin + url.pathname).toBe('http://media.test/api/eventor/public/activity/abc');
    expect([...url.searchParams]).toEqual([
      ['isOnlyChat', 'true'],
      ['n', '0'],
    ]);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ accept: 'application/json' });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('uses the forms base for forms calls', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await request({ service: 'forms', base: 'forms', path: '/v1/respondent/form/f1' });
    expect(callOf(fetchMock).url.href).toBe('http://forms.test/v1/respondent/form/f1');
  });

  it('POSTs a JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await request({ method: 'POST', body: { token: 't', unsubscribe: true } });
    const { init } = callOf(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(bodyOf(fetchMock)).toEqual({ token: 't', unsubscribe: true });
  });

  it('passes the cache option to fetch and caches nothing itself', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    await request();
    expect(callOf(fetchMock).init.cache).toBeUndefined();

    await request({ cache: 'no-store' });
    expect(callOf(fetchMock, 1).init.cache).toBe('no-store');
  });

  it('asks once: an unusable 2xx body is an error, not a second request', async () => {
    fetchMock.mockImplementation(async () => textResponse('<html>not json</html>'));
    const error = await apiErrorOf(request());
    expect(error).toMatchObject({ code: 'UNEXPECTED', status: 502 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('maps unknown enum values to their defaults instead of failing', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ activity: { ...activityFixture(), status: 'paused', type: 'vr' } }),
    );
    const { activity } = await upstreamRequest({
      service: 'eventor',
      base: 'media',
      path: '/eventor/public/activity/demo-max',
      endpoint: '/eventor/public/activity/:hash',
      schema: activityResponseSchema,
    });
    expect(activity.status).toBe('planned');
    expect(activity.type).toBe('online');
  });
});

describe('upstreamRequest: upstream failures', () => {
  it('reads the error code of a non-2xx JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'ACTIVITY_NOT_FOUND', message: 'no' }, 404));
    const error = await apiErrorOf(request());
    expect(error).toMatchObject({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 });
    expect(httpStatusFor(error)).toBe(404);
  });

  it('keeps the code of an HTTP 500 with an error field', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'DB_DOWN' }, 500));
    const error = await apiErrorOf(request());
    expect(error).toMatchObject({ code: 'DB_DOWN', status: 500 });
    expect(httpStatusFor(error)).toBe(502);
  });

  it.each([
    ['an HTML page', textResponse('<h1>Internal Server Error</h1>', 500)],
    ['an empty body', new Response(null, { status: 500 })],
    ['JSON without error', jsonResponse({ message: 'oops' }, 500)],
    ['a lower-case code', jsonResponse({ error: 'not found' }, 500)],
    ['a non-string code', jsonResponse({ error: 500 }, 500)],
  ])('maps HTTP 500 with %s to UNEXPECTED 500', async (_label, response) => {
    fetchMock.mockResolvedValue(response);
    const error = await apiErrorOf(request());
    expect(error).toMatchObject({ code: 'UNEXPECTED', service: 'eventor', status: 500 });
    expect(httpStatusFor(error)).toBe(502);
  });

  it('keeps the HTTP status of an upstream 503 without a body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503 }));
    const error = await apiErrorOf(request());
    expect(error).toMatchObject({ code: 'UNEXPECTED', status: 503 });
    expect(httpStatusFor(error)).toBe(503);
  });

  it.each([
    ['HTML', textResponse('<!doctype html><p>maintenance</p>')],
    ['truncated JSON', textResponse('{"ok": tr')],
    ['an empty body', new Response('', { status: 200 })],
  ])('maps a 2xx %s body to UNEXPECTED 502', async (_label, response) => {
    fetchMock.mockResolvedValue(response);
    const error = await apiErrorOf(request());
    expect(error).toMatchObject({ code: 'UNEXPECTED', status: 502 });
  });

  it('maps a body missing a required field to UNEXPECTED 502 and logs where', async () => {
    const { name: _name, ...withoutName } = activityFixture();
    fetchMock.mockResolvedValue(jsonResponse({ activity: withoutName }));
    const error = await apiErrorOf(
      upstreamRequest({
        service: 'eventor',
        base: 'media',
        path: '/eventor/public/activity/demo-max',
        endpoint: '/eventor/public/activity/:hash',
        schema: activityResponseSchema,
      }),
    );
    expect(error).toMatchObject({ code: 'UNEXPECTED', service: 'eventor', status: 502 });
    const [line] = logLines(errorLog);
    expect(line).toMatchObject({ level: 'error', code: 'UNEXPECTED', issues: ['activity.name'] });
  });

  it('maps a streamed body over the size limit to UNEXPECTED 502', async () => {
    const padded = JSON.stringify({ ok: true, pad: 'x'.repeat(MAX_BODY_BYTES) });
    fetchMock.mockResolvedValue(textResponse(padded));
    expect(await apiErrorOf(request())).toMatchObject({ code: 'UNEXPECTED', status: 502 });
  });

  it('refuses a declared Content-Length over the limit without reading it', async () => {
    const response = new Response('{"ok":true}', {
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    fetchMock.mockResolvedValue(response);
    expect(await apiErrorOf(request())).toMatchObject({ code: 'UNEXPECTED', status: 502 });
  });

  it('accepts a body just under the size limit', async () => {
    const padded = JSON.stringify({ ok: true, pad: 'x'.repeat(MAX_BODY_BYTES - 100) });
    fetchMock.mockResolvedValue(textResponse(padded));
    await expect(request()).resolves.toEqual({ ok: true });
  });

  it('maps a network error to UNEXPECTED 503', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const error = await apiErrorOf(request());
    expect(error).toMatchObject({ code: 'UNEXPECTED', service: 'eventor', status: 503 });
    expect(httpStatusFor(error)).toBe(503);
  });
});

describe('upstreamRequest: time-outs and cancellation', () => {
  it('times out a call that never answers with UNEXPECTED 503', async () => {
    const timers = jest.spyOn(AbortSignal, 'timeout');
    let signal: AbortSignal | null | undefined;
    fetchMock.mockImplementation((input, init) => {
      signal = init?.signal;
      return hangUntilAborted(input, init);
    });
    const error = await apiErrorOf(request({ timeoutMs: 30 }));
    expect(error).toMatchObject({ code: 'UNEXPECTED', status: 503 });
    // It ended by its own 30 ms timer, not by anything else (no wall-clock budget here).
    expect(timers).toHaveBeenCalledWith(30);
    expect((signal?.reason as Error | undefined)?.name).toBe('TimeoutError');
    timers.mockRestore();
  });

  it('uses API_TIMEOUT_MS from the configuration by default', async () => {
    mockConfig.API_TIMEOUT_MS = 40;
    fetchMock.mockImplementation(hangUntilAborted);
    expect(await apiErrorOf(request())).toMatchObject({ code: 'UNEXPECTED', status: 503 });
  });

  it('times out a body that stalls after the headers', async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"ok":'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(stream, { status: 200 });
    });
    expect(await apiErrorOf(request({ timeoutMs: 30 }))).toMatchObject({ status: 503 });
  });

  it('rethrows the caller’s cancellation as an AbortError, unlogged', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const controller = new AbortController();
    const pending = request({ signal: controller.signal, timeoutMs: 5000 });
    controller.abort();
    const error = await rejectionOf(pending);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(errorLog).not.toHaveBeenCalled();
    expect(warnLog).not.toHaveBeenCalled();
  });

  it('does not call fetch at all for an already cancelled signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejectionOf(request({ signal: controller.signal }));
    expect((error as Error).name).toBe('AbortError');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still times out when the caller passes a signal that never fires', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const controller = new AbortController();
    const error = await apiErrorOf(request({ signal: controller.signal, timeoutMs: 30 }));
    expect(error).toMatchObject({ code: 'UNEXPECTED', status: 503 });
  });
});

describe('upstreamRequest: logging', () => {
  it('writes one structured JSON line per failure', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'DB_DOWN' }, 500));
    await rejectionOf(request({ query: { secret: 'q' } }));
    expect(errorLog).toHaveBeenCalledTimes(1);
    const [line] = logLines(errorLog);
    expect(line).toEqual({
      level: 'error',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      msg: 'upstream_error',
      service: 'eventor',
      method: 'GET',
      path: '/eventor/public/activity/abc',
      endpoint: '/eventor/public/activity/:hash',
      outcome: '5xx',
      code: 'DB_DOWN',
      status: 500,
      durationMs: expect.any(Number),
    });
  });

  it('does not log an upstream not-found (random keys must not grow the logs)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'ACTIVITY_NOT_FOUND' }, 404));
    expect((await apiErrorOf(request())).code).toBe('ACTIVITY_NOT_FOUND');
    expect(errorLog).not.toHaveBeenCalled();
    expect(warnLog).not.toHaveBeenCalled();
  });

  it('masks viewer tokens and stream-key ids in the logged path', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'DB_DOWN' }, 502));
    await rejectionOf(
      request({ service: 'viewer', path: '/viewer/activity/demo/token/s3cr3t-T0ken/certificate' }),
    );
    const [line] = logLines(errorLog);
    expect(line?.path).toBe('/viewer/activity/demo/token/***/certificate');
    expect(JSON.stringify(errorLog.mock.calls)).not.toContain('s3cr3t-T0ken');
  });

  it('maskPath hides the segment after token and keys only', () => {
    expect(maskPath('/eventor/public/activity/keys/12345')).toBe(
      '/eventor/public/activity/keys/***',
    );
    expect(maskPath('/eventor/public/activity/demo')).toBe('/eventor/public/activity/demo');
    expect(maskPath('/viewer/activity/h/token/t/certificate')).toBe(
      '/viewer/activity/h/token/***/certificate',
    );
  });
});
