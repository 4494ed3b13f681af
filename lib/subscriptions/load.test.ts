import { ApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { checkSubscription } from '@/lib/api/viewer';
import { loadSubscription, subscriptionTitleKey } from './load';

jest.mock('@/lib/api/viewer', () => ({ checkSubscription: jest.fn() }));
jest.mock('@/lib/api/readers', () => ({ getActivity: jest.fn() }));
const checkMock = checkSubscription as jest.MockedFunction<typeof checkSubscription>;
const activityMock = getActivity as jest.MockedFunction<typeof getActivity>;

const viewer = {
  id: 501,
  email: 'anna@example.com',
  name: 'Анна',
  unsubscribed: false,
  optinCareer: true,
  optinAdv: undefined,
};

beforeEach(() => {
  checkMock.mockReset();
  activityMock.mockReset();
});

describe('loadSubscription', () => {
  it.each([undefined, '', '../x', 'a b'])(
    'answers the bad-link error for the token %p without calling the upstream',
    async (token) => {
      const result = await loadSubscription('event', token, undefined);
      expect(result).toEqual({
        kind: 'failed',
        error: { code: 'TOKEN_INVALID', service: 'viewer', status: 400 },
      });
      expect(checkMock).not.toHaveBeenCalled();
    },
  );

  it('rejects a malformed event hash before any call', async () => {
    const result = await loadSubscription('event', 'demo-token', 'bad hash');
    expect(result).toMatchObject({ kind: 'failed', error: { code: 'WRONG_ACTIVITY_ID' } });
    expect(checkMock).not.toHaveBeenCalled();
  });

  it('loads the viewer and the event name for an event page', async () => {
    checkMock.mockResolvedValue(viewer);
    activityMock.mockResolvedValue({ name: ' Цифровые продукты ' } as never);
    const result = await loadSubscription('event', 'demo-token', 'demo-online');
    expect(result).toEqual({
      kind: 'ready',
      state: { unsubscribed: false, optinCareer: true, optinAdv: false },
      email: 'anna@example.com',
      eventName: 'Цифровые продукты',
    });
    expect(checkMock).toHaveBeenCalledWith({ token: 'demo-token', hash: 'demo-online' });
  });

  it('works without the event name, and checks the portal without a hash', async () => {
    checkMock.mockResolvedValue(viewer);
    activityMock.mockRejectedValue(new Error('down'));
    await expect(loadSubscription('event', 'demo-token', 'demo-online')).resolves.toMatchObject({
      kind: 'ready',
      eventName: undefined,
    });
    await loadSubscription('portal', 'demo-token', 'demo-online');
    expect(checkMock).toHaveBeenLastCalledWith({ token: 'demo-token', hash: undefined });
  });

  it('turns an upstream failure into a serialisable error', async () => {
    checkMock.mockRejectedValue(
      new ApiError({ code: 'VIEWER_NOT_FOUND', service: 'viewer', status: 404 }),
    );
    await expect(loadSubscription('event', 'stranger', undefined)).resolves.toEqual({
      kind: 'failed',
      error: { code: 'VIEWER_NOT_FOUND', service: 'viewer', status: 404 },
    });
  });
});

describe('subscriptionTitleKey', () => {
  it('follows the state', () => {
    const state = { unsubscribed: true, optinCareer: false, optinAdv: false };
    expect(subscriptionTitleKey({ kind: 'ready', state })).toBe('emailSubscribe');
    expect(subscriptionTitleKey({ kind: 'ready', state: { ...state, unsubscribed: false } })).toBe(
      'emailUnsubscribe',
    );
    expect(
      subscriptionTitleKey({
        kind: 'failed',
        error: { code: 'TOKEN_INVALID', service: 'viewer', status: 400 },
      }),
    ).toBe('emailChangeSettings');
  });
});
