import { ApiError } from '@/lib/api/errors';
import { getRegistrationInfo } from '@/lib/api/readers';
import { GET } from './route';

jest.mock('@/lib/api/readers', () => ({ getRegistrationInfo: jest.fn() }));
const getRegistrationInfoMock = getRegistrationInfo as jest.MockedFunction<
  typeof getRegistrationInfo
>;

function call(hash: string) {
  return GET(new Request(`http://localhost/api/registration-info/${hash}`), {
    params: Promise.resolve({ hash }),
  });
}

describe('GET /api/registration-info/[hash]', () => {
  beforeEach(() => getRegistrationInfoMock.mockReset());

  it('answers the registration state with shared-cache headers', async () => {
    getRegistrationInfoMock.mockResolvedValue({ isRegistrationActive: true });
    const response = await call('demo-offline');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isRegistrationActive: true });
    expect(response.headers.get('Cache-Control')).toBe(
      'public, s-maxage=30, stale-while-revalidate=60',
    );
    expect(getRegistrationInfoMock).toHaveBeenCalledWith('demo-offline');
  });

  it.each(['', 'a b', 'x'.repeat(65), '..', 'a%2Fb', 'hash;drop'])(
    'answers 404 for the malformed hash %p without calling the upstream',
    async (hash) => {
      const response = await call(hash);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'WRONG_ACTIVITY_ID' });
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(getRegistrationInfoMock).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      new ApiError({ code: 'ACTIVITY_NOT_FOUND', service: 'viewer', status: 404 }),
      404,
      'ACTIVITY_NOT_FOUND',
    ],
    [new ApiError({ code: 'UNEXPECTED', service: 'viewer', status: 502 }), 502, 'UNEXPECTED'],
    [new ApiError({ code: 'UNEXPECTED', service: 'viewer', status: 503 }), 503, 'UNEXPECTED'],
    [new Error('boom'), 502, 'UNEXPECTED'],
  ])('turns %p into status %i and {error} without caching', async (failure, status, code) => {
    getRegistrationInfoMock.mockRejectedValue(failure);
    const response = await call('demo-offline');
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: code });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
