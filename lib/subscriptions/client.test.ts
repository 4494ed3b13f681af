import { ApiError } from '@/lib/api/errors';
import {
  bodyOf,
  callOf,
  jsonResponse,
  mockFetch,
  restoreFetch,
  textResponse,
  type FetchMock,
} from '@/test/api-support';
import {
  loadSettingsParser,
  loadUnsubscribeParser,
  maskEmail,
  postSettings,
  postUnsubscribe,
} from './client';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = mockFetch();
});
afterEach(restoreFetch);

describe('subscription client', () => {
  it('posts the event toggle to /api/subscriptions/unsubscribe', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ unsubscribe: true }));
    await expect(postUnsubscribe('event', { token: 't-1', unsubscribe: true })).resolves.toBe(true);
    expect(callOf(fetchMock).url.pathname).toBe('/api/subscriptions/unsubscribe');
    expect(callOf(fetchMock).init.method).toBe('POST');
    expect(bodyOf(fetchMock)).toEqual({ token: 't-1', unsubscribe: true });
  });

  it('posts the portal toggle to /api/subscriptions/portal', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ unsubscribe: false }));
    await expect(postUnsubscribe('portal', { token: 't-1', unsubscribe: false })).resolves.toBe(
      false,
    );
    expect(callOf(fetchMock).url.pathname).toBe('/api/subscriptions/portal');
  });

  it('posts settings and reads the stored state back', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ user: { unsubscribed: false, optinCareer: true, optinAdv: true } }),
    );
    await expect(
      postSettings({ token: 't-1', optinCareer: true, optinAdv: true }),
    ).resolves.toEqual({ unsubscribed: false, optinCareer: true, optinAdv: true });
    expect(bodyOf(fetchMock)).toEqual({ token: 't-1', optinCareer: true, optinAdv: true });
  });

  it('turns a failed answer into the ApiError the catalogue knows', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'TOKEN_INVALID' }, 400));
    await expect(postUnsubscribe('event', { token: 't', unsubscribe: true })).rejects.toEqual(
      new ApiError({ code: 'TOKEN_INVALID', service: 'viewer', status: 400 }),
    );
    fetchMock.mockResolvedValue(textResponse('<h1>oops</h1>', 500));
    await expect(postUnsubscribe('event', { token: 't', unsubscribe: true })).rejects.toMatchObject(
      { code: 'UNEXPECTED' },
    );
  });

  it('checks answers with the served schemas', async () => {
    const unsubscribeBody = await loadUnsubscribeParser();
    const settingsResultParser = await loadSettingsParser();
    expect(unsubscribeBody.safeParse({ unsubscribe: 'no' }).success).toBe(false);
    expect(settingsResultParser.safeParse({ user: {} }).success).toBe(false);
    // The route always writes both flags (lib/subscriptions/route.ts): a body without them is not ours.
    expect(settingsResultParser.safeParse({ user: { unsubscribed: true } }).success).toBe(false);
    expect(
      settingsResultParser.safeParse({
        user: { unsubscribed: true, optinCareer: false, optinAdv: true },
      }),
    ).toEqual({
      success: true,
      data: { unsubscribed: true, optinCareer: false, optinAdv: true },
    });
  });
});

describe('maskEmail', () => {
  it.each([
    ['anna.smirnova@example.com', 'an***@example.com'],
    ['ab@example.com', 'a***@example.com'],
    ['x@example.com', 'x***@example.com'],
    ['not-an-email', '***'],
    ['@example.com', '***'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
