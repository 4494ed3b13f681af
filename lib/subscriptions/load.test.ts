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

const BAD_LINK = (code: string) => ({ code, service: 'viewer', status: 400 });

describe('loadSubscription', () => {
  it.each([undefined, '', '../x', 'a b'])(
    'throws the bad-link error for the token %p without calling the upstream',
    async (token) => {
      const load = loadSubscription('event', token, undefined);
      await expect(load).rejects.toBeInstanceOf(ApiError);
      await expect(load).rejects.toMatchObject(BAD_LINK('TOKEN_INVALID'));
      expect(checkMock).not.toHaveBeenCalled();
    },
  );

  it('rejects a malformed event hash before any call', async () => {
    await expect(loadSubscription('event', 'demo-token', 'bad hash')).rejects.toMatchObject(
      BAD_LINK('WRONG_ACTIVITY_ID'),
    );
    expect(checkMock).not.toHaveBeenCalled();
  });

  it('loads the viewer and the event name for an event page', async () => {
    checkMock.mockResolvedValue(viewer);
    activityMock.mockResolvedValue({ name: ' Цифровые продукты ' } as never);
    const result = await loadSubscription('event', 'demo-token', 'demo-online');
    expect(result).toEqual({
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
      eventName: undefined,
    });
    await loadSubscription('portal', 'demo-token', 'demo-online');
    expect(checkMock).toHaveBeenLastCalledWith({ token: 'demo-token', hash: undefined });
    expect(activityMock).toHaveBeenCalledTimes(1);
  });

  it("rethrows the upstream's ApiError as it is", async () => {
    const unknown = new ApiError({ code: 'VIEWER_NOT_FOUND', service: 'viewer', status: 404 });
    checkMock.mockRejectedValue(unknown);
    await expect(loadSubscription('event', 'stranger', undefined)).rejects.toBe(unknown);
  });

  it('turns any other failure into an unexpected viewer error', async () => {
    checkMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(loadSubscription('portal', 'demo-token', undefined)).rejects.toMatchObject({
      code: 'UNEXPECTED',
      service: 'viewer',
    });
  });
});

describe('subscriptionTitleKey', () => {
  it('follows the state, and is the general settings title when the read failed', () => {
    const state = { unsubscribed: true, optinCareer: false, optinAdv: false };
    expect(subscriptionTitleKey({ state })).toBe('emailSubscribe');
    expect(subscriptionTitleKey({ state: { ...state, unsubscribed: false } })).toBe(
      'emailUnsubscribe',
    );
    expect(subscriptionTitleKey(undefined)).toBe('emailChangeSettings');
  });
});
