import { ApiError } from '@/lib/api/errors';
import { checkAssign, setPortalUnsubscribe, setUnsubscribe } from '@/lib/api/viewer';
import { MAX_REQUEST_BYTES, subscriptionRouteResponse } from './route';

jest.mock('@/lib/api/viewer', () => ({
  checkAssign: jest.fn(),
  setPortalUnsubscribe: jest.fn(),
  setUnsubscribe: jest.fn(),
}));

const setUnsubscribeMock = setUnsubscribe as jest.MockedFunction<typeof setUnsubscribe>;
const setPortalMock = setPortalUnsubscribe as jest.MockedFunction<typeof setPortalUnsubscribe>;
const checkAssignMock = checkAssign as jest.MockedFunction<typeof checkAssign>;

function post(body: unknown, contentType = 'application/json'): Request {
  return new Request('http://localhost/api/subscriptions/x', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function answer(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    cache: response.headers.get('Cache-Control'),
  };
}

beforeEach(() => jest.resetAllMocks());

describe('POST /api/subscriptions/unsubscribe and /portal', () => {
  it('stores the event subscription and answers the stored state, never cached', async () => {
    setUnsubscribeMock.mockResolvedValue(true);
    const result = await answer(
      await subscriptionRouteResponse(
        post({ token: 'demo-token', unsubscribe: true }),
        'unsubscribe',
      ),
    );
    expect(result).toEqual({ status: 200, body: { unsubscribe: true }, cache: 'no-store' });
    expect(setUnsubscribeMock).toHaveBeenCalledWith({ token: 'demo-token', unsubscribe: true });
    expect(setPortalMock).not.toHaveBeenCalled();
  });

  it('sends the portal action to unsubscribe_portal', async () => {
    setPortalMock.mockResolvedValue(false);
    const result = await answer(
      await subscriptionRouteResponse(post({ token: 'demo-token', unsubscribe: false }), 'portal'),
    );
    expect(result.body).toEqual({ unsubscribe: false });
    expect(setPortalMock).toHaveBeenCalledWith({ token: 'demo-token', unsubscribe: false });
    expect(setUnsubscribeMock).not.toHaveBeenCalled();
  });

  it.each([
    [{ token: '../x', unsubscribe: true }, 'TOKEN_INVALID'],
    [{ unsubscribe: true }, 'TOKEN_INVALID'],
    [{ token: 'demo-token', unsubscribe: 'yes' }, 'BAD_REQUEST'],
    [{ token: 'demo-token' }, 'BAD_REQUEST'],
    [{ token: 'demo-token', unsubscribe: true, extra: 1 }, 'BAD_REQUEST'],
    [[1, 2], 'BAD_REQUEST'],
    ['{not json', 'BAD_REQUEST'],
  ])('rejects %p with 400 %s before any upstream call', async (body, code) => {
    const result = await answer(await subscriptionRouteResponse(post(body), 'unsubscribe'));
    expect(result).toEqual({ status: 400, body: { error: code }, cache: 'no-store' });
    expect(setUnsubscribeMock).not.toHaveBeenCalled();
  });

  it('accepts JSON only (no cross-site form posts) and refuses oversized bodies', async () => {
    const form = await subscriptionRouteResponse(
      post('token=demo-token&unsubscribe=true', 'application/x-www-form-urlencoded'),
      'unsubscribe',
    );
    expect(form.status).toBe(415);
    const huge = await subscriptionRouteResponse(
      post({ token: 'a'.repeat(MAX_REQUEST_BYTES), unsubscribe: true }),
      'unsubscribe',
    );
    expect(huge.status).toBe(413);
    expect(setUnsubscribeMock).not.toHaveBeenCalled();
  });

  it.each([
    [new ApiError({ code: 'VIEWER_NOT_FOUND', service: 'viewer', status: 404 }), 404],
    [new ApiError({ code: 'UNEXPECTED', service: 'viewer', status: 503 }), 503],
    [new Error('boom'), 502],
  ])('passes the upstream failure %p on as its code', async (failure, status) => {
    setUnsubscribeMock.mockRejectedValue(failure);
    const result = await answer(
      await subscriptionRouteResponse(
        post({ token: 'demo-token', unsubscribe: true }),
        'unsubscribe',
      ),
    );
    expect(result.status).toBe(status);
    expect(result.body).toEqual({
      error: failure instanceof ApiError ? failure.code : 'UNEXPECTED',
    });
    expect(result.cache).toBe('no-store');
  });
});

describe('POST /api/subscriptions/settings', () => {
  it('saves both flags and answers only the state the page shows', async () => {
    checkAssignMock.mockResolvedValue({
      id: 501,
      email: 'anna@example.com',
      name: 'Анна',
      unsubscribed: false,
      optinCareer: true,
      optinAdv: undefined,
    });
    const result = await answer(
      await subscriptionRouteResponse(
        post({ token: 'demo-token', optinCareer: true, optinAdv: false }),
        'settings',
      ),
    );
    expect(result.body).toEqual({
      user: { unsubscribed: false, optinCareer: true, optinAdv: false },
    });
    expect(checkAssignMock).toHaveBeenCalledWith({
      token: 'demo-token',
      optinCareer: true,
      optinAdv: false,
    });
  });

  it('needs both flags as booleans', async () => {
    const result = await answer(
      await subscriptionRouteResponse(post({ token: 'demo-token', optinCareer: 1 }), 'settings'),
    );
    expect(result).toEqual({ status: 400, body: { error: 'BAD_REQUEST' }, cache: 'no-store' });
    expect(checkAssignMock).not.toHaveBeenCalled();
  });
});
