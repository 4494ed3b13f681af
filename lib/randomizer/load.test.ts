import { ApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { listAllViewers } from '@/lib/api/viewer';
import { clearSharedRandomizer, loadRandomizer } from './load';

jest.mock('@/lib/api/viewer', () => ({ listAllViewers: jest.fn() }));
jest.mock('@/lib/api/readers', () => ({ getActivity: jest.fn() }));
const viewersMock = listAllViewers as jest.MockedFunction<typeof listAllViewers>;
const activityMock = getActivity as jest.MockedFunction<typeof getActivity>;

beforeEach(() => {
  viewersMock.mockReset();
  activityMock.mockReset();
  clearSharedRandomizer();
});

describe('loadRandomizer', () => {
  it("reads the event's whole viewers list fresh, with trimmed names and a stand-in for none", async () => {
    activityMock.mockResolvedValue({ activityID: 101, name: ' Цифровые продукты ' } as never);
    viewersMock.mockResolvedValue({
      viewers: [
        { id: 1, name: ' Анна ' },
        { id: 2, name: '  ' },
      ],
      total: 2,
    } as never);
    await expect(loadRandomizer('demo-rename')).resolves.toEqual({
      eventName: 'Цифровые продукты',
      viewers: [
        { id: 1, name: 'Анна' },
        { id: 2, name: '#2' },
      ],
    });
    expect(viewersMock).toHaveBeenCalledWith(101, { cache: 'no-store' });
  });

  it('throws an unknown event as it is, for the shared not-found state', async () => {
    const missing = new ApiError({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 });
    activityMock.mockRejectedValue(missing);
    await expect(loadRandomizer('demo-missing')).rejects.toBe(missing);
    expect(viewersMock).not.toHaveBeenCalled();
  });

  it("throws a failed viewers list as the viewer service's ApiError", async () => {
    activityMock.mockResolvedValue({ activityID: 101, name: 'Event' } as never);
    viewersMock.mockRejectedValue(new TypeError('fetch failed'));
    const load = loadRandomizer('demo-flaky');
    await expect(load).rejects.toBeInstanceOf(ApiError);
    await expect(load).rejects.toMatchObject({ code: 'UNEXPECTED', service: 'viewer' });
  });
});
