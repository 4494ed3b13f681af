import { ApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import type { SanitizedActivity } from '@/lib/security/sanitize-content';
import { belongsToRequestDomain, foreignEventResponse } from './tenant';

jest.mock('@/lib/api/readers', () => ({ getActivity: jest.fn() }));
const config = {
  CUSTOM_DOMAINS: {
    'events.acme.example': { hash: 'demo-online', variant: 'max', locale: 'en' },
    'gone.acme.example': { hash: 'demo-missing', variant: 'max', locale: 'en' },
  },
  TRUST_PROXY: false,
};
jest.mock('@/lib/config', () => ({ getConfig: () => config }));

const activityMock = jest.mocked(getActivity);
const own = {
  hash: 'demo-online',
  activityID: 101,
  mainHall: { id: 201 },
  halls: [{ id: 201 }, { id: 211 }],
} as SanitizedActivity;

beforeEach(() => {
  config.TRUST_PROXY = false;
  activityMock.mockReset().mockResolvedValue(own);
});

const on = (host: string, extra: Record<string, string> = {}) => new Headers({ host, ...extra });
const MAPPED = on('events.acme.example');

describe('belongsToRequestDomain', () => {
  it('lets the main site name any event, without reading one', async () => {
    for (const headers of [on('localhost:3000'), on('evil.example')]) {
      await expect(
        belongsToRequestDomain(headers, { hash: 'demo-offline', activityId: 102, hallId: 202 }),
      ).resolves.toBe(true);
    }
    expect(activityMock).not.toHaveBeenCalled();
  });

  it("compares a hash with the domain's, without an upstream read", async () => {
    await expect(belongsToRequestDomain(MAPPED, { hash: 'demo-online' })).resolves.toBe(true);
    await expect(belongsToRequestDomain(MAPPED, { hash: 'demo-offline' })).resolves.toBe(false);
    expect(activityMock).not.toHaveBeenCalled();
  });

  it("compares activity and hall ids with the domain's event (its cached read)", async () => {
    await expect(belongsToRequestDomain(MAPPED, { activityId: 101 })).resolves.toBe(true);
    await expect(belongsToRequestDomain(MAPPED, { activityId: 102 })).resolves.toBe(false);
    await expect(belongsToRequestDomain(MAPPED, { hallId: 201 })).resolves.toBe(true);
    await expect(belongsToRequestDomain(MAPPED, { hallId: 211 })).resolves.toBe(true);
    await expect(belongsToRequestDomain(MAPPED, { hallId: 202 })).resolves.toBe(false);
    expect(activityMock).toHaveBeenCalledWith('demo-online');
  });

  it('reads the host as the middleware does: X-Forwarded-Host only behind a trusted proxy', async () => {
    const forwarded = on('localhost:3000', { 'x-forwarded-host': 'events.acme.example' });
    await expect(belongsToRequestDomain(forwarded, { hash: 'demo-offline' })).resolves.toBe(true);
    config.TRUST_PROXY = true;
    await expect(belongsToRequestDomain(forwarded, { hash: 'demo-offline' })).resolves.toBe(false);
    await expect(
      belongsToRequestDomain(on('EVENTS.acme.example.:443'), { hash: 'demo-offline' }),
    ).resolves.toBe(false);
  });

  it('gives a domain whose event the upstream does not know nothing, and throws an outage', async () => {
    activityMock.mockRejectedValueOnce(
      new ApiError({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 }),
    );
    await expect(
      belongsToRequestDomain(on('gone.acme.example'), { activityId: 101 }),
    ).resolves.toBe(false);
    const outage = new ApiError({ code: 'UNEXPECTED', service: 'eventor', status: 503 });
    activityMock.mockRejectedValueOnce(outage);
    await expect(belongsToRequestDomain(MAPPED, { hallId: 201 })).rejects.toBe(outage);
  });
});

describe('foreignEventResponse', () => {
  const request = (headers: Headers) => new Request('http://localhost:3000/api/x', { headers });

  it("answers another event's id on a mapped host 404, never stored", async () => {
    for (const named of [{ hash: 'demo-offline' }, { activityId: '102' }, { hallId: '202' }]) {
      const response = await foreignEventResponse(request(MAPPED), named);
      expect(response?.status).toBe(404);
      expect(response?.headers.get('cache-control')).toBe('no-store');
      expect(await response?.json()).toEqual({ error: 'ACTIVITY_NOT_FOUND' });
    }
  });

  it('leaves the own event, the main site and malformed inputs to the route', async () => {
    await expect(foreignEventResponse(request(MAPPED), { activityId: '101' })).resolves.toBe(
      undefined,
    );
    await expect(
      foreignEventResponse(request(on('localhost')), { hash: 'demo-offline' }),
    ).resolves.toBe(undefined);
    await expect(foreignEventResponse(request(MAPPED), { hallId: '1e3' })).resolves.toBe(undefined);
  });

  it("answers an outage of the domain's own event with its status, not a 404", async () => {
    activityMock.mockRejectedValueOnce(
      new ApiError({ code: 'UNEXPECTED', service: 'eventor', status: 503 }),
    );
    const response = await foreignEventResponse(request(MAPPED), { hallId: '201' });
    expect(response?.status).toBe(503);
  });
});
