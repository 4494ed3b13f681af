import { ApiError } from './errors';
import {
  VIEWERS_MAX_PAGES,
  checkAssign,
  checkSubscription,
  getCertificate,
  getViewerInfo,
  listAllViewers,
  listViewers,
  setPortalUnsubscribe,
  setUnsubscribe,
} from './viewer';
import {
  bodyOf,
  callOf,
  jsonResponse,
  mockFetch,
  rejectionOf,
  restoreFetch,
  viewerFixture,
  type FetchMock,
} from '@/test/api-support';

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ API_TIMEOUT_MS: 5000 }),
  getServiceUrls: () => ({ media: 'http://media.test', forms: 'http://forms.test' }),
}));

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = mockFetch();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const BAD_TOKENS = [
  '',
  '.',
  '..',
  'x'.repeat(257),
  'a/b',
  '../../eventor',
  'a b',
  'a?b',
  'a#b',
  'тoken',
];

async function expectRejectedBeforeFetch(promise: Promise<unknown>, code: string) {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code, service: 'viewer', status: 400 });
  expect(fetchMock).not.toHaveBeenCalled();
}

describe('getViewerInfo', () => {
  it('reads whether registration is active', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ activity: { isRegistrationActive: true } }));
    await expect(getViewerInfo('demo-max')).resolves.toEqual({ isRegistrationActive: true });
    expect(callOf(fetchMock).url.href).toBe('http://media.test/viewer/info/demo-max');
  });

  it('rejects a malformed hash before any call', async () => {
    await expectRejectedBeforeFetch(getViewerInfo('a/b'), 'WRONG_ACTIVITY_ID');
  });
});

describe('subscription calls', () => {
  const viewer = viewerFixture();

  it('checkSubscription POSTs token and hash, uncached, and returns the user', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ user: viewer }));
    await expect(checkSubscription({ token: 'tok.en~1', hash: 'demo-max' })).resolves.toEqual(
      viewer,
    );
    const { url, init } = callOf(fetchMock);
    expect(url.pathname).toBe('/viewer/check_subscription');
    expect(init.method).toBe('POST');
    expect(init.cache).toBe('no-store');
    expect(bodyOf(fetchMock)).toEqual({ token: 'tok.en~1', hash: 'demo-max' });
  });

  it('checkSubscription leaves the hash out when not given', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ user: viewer }));
    await checkSubscription({ token: 't' });
    expect(bodyOf(fetchMock)).toEqual({ token: 't' });
  });

  it('setUnsubscribe returns the stored state', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ unsubscribe: true }));
    await expect(setUnsubscribe({ token: 't', unsubscribe: true })).resolves.toBe(true);
    expect(callOf(fetchMock).url.pathname).toBe('/viewer/unsubscribe');
    expect(callOf(fetchMock).init.cache).toBe('no-store');
    expect(bodyOf(fetchMock)).toEqual({ token: 't', unsubscribe: true });
  });

  it('checkAssign saves e-mailing settings', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ user: { ...viewer, optinAdv: true } }));
    const user = await checkAssign({ token: 't', optinAdv: true });
    expect(user.optinAdv).toBe(true);
    expect(callOf(fetchMock).url.pathname).toBe('/viewer/check_assign');
    expect(callOf(fetchMock).init.method).toBe('POST');
    expect(bodyOf(fetchMock)).toEqual({ token: 't', optinAdv: true });
  });

  it('setPortalUnsubscribe posts to the portal path', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ unsubscribe: false }));
    await expect(setPortalUnsubscribe({ token: 't', unsubscribe: false })).resolves.toBe(false);
    expect(callOf(fetchMock).url.pathname).toBe('/viewer/unsubscribe_portal');
    expect(callOf(fetchMock).init.cache).toBe('no-store');
  });

  it('ignores caller cache options on personal calls', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ user: viewer }));
    await checkSubscription({ token: 't' }, { cache: 'force-cache' });
    expect(callOf(fetchMock).init.cache).toBe('no-store');
  });

  it('maps an upstream VIEWER_NOT_FOUND', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'VIEWER_NOT_FOUND' }, 404));
    const error = await rejectionOf(checkSubscription({ token: 't' }));
    expect(error).toMatchObject({ code: 'VIEWER_NOT_FOUND', service: 'viewer', status: 404 });
  });

  it.each(BAD_TOKENS)('rejects token %j before any call', async (token) => {
    await expectRejectedBeforeFetch(checkSubscription({ token }), 'TOKEN_INVALID');
    await expectRejectedBeforeFetch(setUnsubscribe({ token, unsubscribe: true }), 'TOKEN_INVALID');
    await expectRejectedBeforeFetch(checkAssign({ token }), 'TOKEN_INVALID');
    await expectRejectedBeforeFetch(
      setPortalUnsubscribe({ token, unsubscribe: true }),
      'TOKEN_INVALID',
    );
  });

  it('rejects a malformed optional hash before any call', async () => {
    await expectRejectedBeforeFetch(
      checkSubscription({ token: 't', hash: '../x' }),
      'WRONG_ACTIVITY_ID',
    );
  });
});

describe('getCertificate', () => {
  it('reads the certificate, uncached', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ certificate: { url: 'https://cdn.example/c.pdf', fileName: 'c.pdf' } }),
    );
    await expect(getCertificate('demo-max', 'tok-1')).resolves.toEqual({
      url: 'https://cdn.example/c.pdf',
      fileName: 'c.pdf',
    });
    const { url, init } = callOf(fetchMock);
    expect(url.pathname).toBe('/viewer/activity/demo-max/token/tok-1/certificate');
    expect(init.cache).toBe('no-store');
  });

  it.each([{}, { url: null }, { url: 'javascript:alert(1)' }, { fileName: 'c.pdf' }])(
    'reports CERTIFICATE_NOT_FOUND for %j',
    async (certificate) => {
      fetchMock.mockResolvedValue(jsonResponse({ certificate }));
      const error = await rejectionOf(getCertificate('demo-max', 'tok-1'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        code: 'CERTIFICATE_NOT_FOUND',
        service: 'viewer',
        status: 404,
      });
    },
  );

  it('rejects a dot-segment token that would climb out of the path', async () => {
    await expectRejectedBeforeFetch(getCertificate('demo-max', '..'), 'TOKEN_INVALID');
    await expectRejectedBeforeFetch(getCertificate('../x', 'tok'), 'WRONG_ACTIVITY_ID');
  });
});

describe('listViewers', () => {
  it('sends activityId, offset and limit as the query', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ viewers: [{ id: 1, name: 'A' }], total: 1 }));
    await expect(listViewers({ activityId: '101', offset: 0, limit: 50 })).resolves.toEqual({
      viewers: [{ id: 1, name: 'A' }],
      total: 1,
    });
    const { url } = callOf(fetchMock);
    expect(url.pathname).toBe('/viewer/public/viewers/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      activityId: '101',
      offset: '0',
      limit: '50',
    });
  });

  it.each([
    { activityId: 0, offset: 0, limit: 10 },
    { activityId: 1, offset: -1, limit: 10 },
    { activityId: 1, offset: 0.5, limit: 10 },
    { activityId: 1, offset: 0, limit: 0 },
    { activityId: 1, offset: 0, limit: 1001 },
  ])('rejects %j before any call', async (query) => {
    await expectRejectedBeforeFetch(listViewers(query), 'WRONG_ACTIVITY_ID');
  });
});

describe('listAllViewers', () => {
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: from + i, name: `V${from + i}` }));

  function serve(total: number, pageFor: (offset: number) => { id: number; name: string }[]) {
    fetchMock.mockImplementation(async (input) => {
      const offset = Number(new URL(String(input)).searchParams.get('offset'));
      return jsonResponse({ viewers: pageFor(offset), total });
    });
  }

  it('pages through all viewers 100 at a time', async () => {
    serve(250, (offset) => page(offset, Math.min(100, 250 - offset)));
    const result = await listAllViewers(101);
    expect(result.total).toBe(250);
    expect(result.viewers).toHaveLength(250);
    expect(
      fetchMock.mock.calls.map((_, i) => callOf(fetchMock, i).url.searchParams.get('offset')),
    ).toEqual(['0', '100', '200']);
    expect(callOf(fetchMock).url.searchParams.get('limit')).toBe('100');
  });

  it('stops on exactly the last full page', async () => {
    serve(200, (offset) => page(offset, 100));
    await listAllViewers(101);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps a viewer seen on two pages once', async () => {
    serve(150, (offset) => (offset === 0 ? page(0, 100) : page(99, 51)));
    const result = await listAllViewers(101);
    expect(result.viewers).toHaveLength(150);
    expect(new Set(result.viewers.map((viewer) => viewer.id)).size).toBe(150);
  });

  it(`stops after ${VIEWERS_MAX_PAGES} pages when the total never comes`, async () => {
    serve(1e9, (offset) => page(offset, 100));
    const result = await listAllViewers(101);
    expect(fetchMock).toHaveBeenCalledTimes(VIEWERS_MAX_PAGES);
    expect(result.viewers).toHaveLength(VIEWERS_MAX_PAGES * 100);
  });

  it('fails as a whole when one page fails', async () => {
    fetchMock.mockImplementation(async (input) =>
      new URL(String(input)).searchParams.get('offset') === '100'
        ? jsonResponse({ error: 'BOOM' }, 500)
        : jsonResponse({ viewers: page(0, 100), total: 300 }),
    );
    await expect(listAllViewers(101)).rejects.toMatchObject({ code: 'BOOM' });
  });
});
