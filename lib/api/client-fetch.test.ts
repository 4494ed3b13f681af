import { z } from 'zod';
import { fetchJson } from './client-fetch';
import { ApiError, errorMessageKey } from './errors';
import {
  bodyOf,
  hangUntilAborted,
  jsonResponse,
  mockFetch,
  rejectionOf,
  restoreFetch,
  textResponse,
  type FetchMock,
} from '@/test/api-support';

const schema = z.object({ items: z.array(z.string()) });

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = mockFetch();
});
afterEach(restoreFetch);

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('fetchJson', () => {
  it('GETs a same-origin route and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ items: ['a'], extra: 1 }));
    await expect(fetchJson('/api/questions', { schema, service: 'chat' })).resolves.toEqual({
      items: ['a'],
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/questions');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  it('POSTs JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ items: [] }));
    await fetchJson('/api/subscription', {
      schema,
      service: 'viewer',
      method: 'POST',
      body: { unsubscribe: true },
    });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(bodyOf(fetchMock)).toEqual({ unsubscribe: true });
  });

  it('maps an error body to its code, so the UI finds the catalogue text', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'TOKEN_INVALID' }, 400));
    const error = await apiErrorOf(fetchJson('/api/subscription', { schema, service: 'viewer' }));
    expect(error).toMatchObject({ code: 'TOKEN_INVALID', service: 'viewer', status: 400 });
    expect(errorMessageKey(error, (key) => key === 'TOKEN_INVALID')).toBe('TOKEN_INVALID');
  });

  it.each([
    ['HTTP 500 without error', () => textResponse('Internal error', 500), 500],
    ['a non-JSON 200', () => textResponse('<html>'), 502],
    ['a 200 missing a required field', () => jsonResponse({ entries: [] }), 502],
  ])('maps %s to UNEXPECTED', async (_label, response, status) => {
    fetchMock.mockResolvedValue(response());
    const error = await apiErrorOf(fetchJson('/api/questions', { schema, service: 'chat' }));
    expect(error).toMatchObject({ code: 'UNEXPECTED', service: 'chat', status });
  });

  it('maps network failures and time-outs to UNEXPECTED 503', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await apiErrorOf(fetchJson('/api/polls', { schema, service: 'polls' }))).toMatchObject({
      code: 'UNEXPECTED',
      status: 503,
    });
    fetchMock.mockImplementationOnce(hangUntilAborted);
    const timedOut = fetchJson('/api/polls', { schema, service: 'polls', timeoutMs: 20 });
    expect(await apiErrorOf(timedOut)).toMatchObject({ code: 'UNEXPECTED', status: 503 });
  });

  it('rethrows the caller’s cancellation as an AbortError', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const controller = new AbortController();
    const pending = fetchJson('/api/polls', {
      schema,
      service: 'polls',
      signal: controller.signal,
    });
    controller.abort();
    const error = await rejectionOf(pending);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
