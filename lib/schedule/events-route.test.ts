import { unstable_cache } from 'next/cache';
import { ApiError } from '@/lib/api/errors';
import { listEvents } from '@/lib/api/eventor';
import { eventsRouteResponse, refetchCacheControl } from './events-route';
import { scheduleEvent } from '@/test/schedule-fixtures';

// Next's data cache runs the read here; the test records how it was asked to keep it.
jest.mock('next/cache', () => ({ unstable_cache: jest.fn((read: () => unknown) => read) }));
jest.mock('@/lib/api/eventor', () => ({ listEvents: jest.fn(), getActivityByHash: jest.fn() }));
jest.mock('@/lib/config', () => ({
  getConfig: () => ({ API_TIMEOUT_MS: 5000 }),
  getServiceUrls: () => ({ media: 'http://media.test', forms: 'http://forms.test' }),
}));

const listEventsMock = listEvents as jest.MockedFunction<typeof listEvents>;

afterEach(() => listEventsMock.mockReset());

describe('eventsRouteResponse', () => {
  it('answers the hall’s events with shared-cache headers', async () => {
    listEventsMock.mockResolvedValue([scheduleEvent({ eventID: 5, name: 'Opening' })]);
    const response = await eventsRouteResponse('201');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(
      'public, s-maxage=30, stale-while-revalidate=60',
    );
    expect(refetchCacheControl()).toBe(response.headers.get('Cache-Control'));
    const body = await response.json();
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({ eventID: 5, name: 'Opening' });
    // Read through the page's own cached, tagged reader.
    expect(listEventsMock).toHaveBeenCalledWith(201);
    expect(jest.mocked(unstable_cache).mock.lastCall?.slice(1)).toEqual([
      ['events', '201'],
      { revalidate: 30, tags: ['events:201'] },
    ]);
  });

  it('sanitises descriptions before they leave the server', async () => {
    listEventsMock.mockResolvedValue([
      scheduleEvent({
        eventID: 1,
        description:
          '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:y()">l</a></p>',
      }),
      scheduleEvent({ eventID: 2, description: '<script>only()</script>' }),
    ]);
    const { events } = await (await eventsRouteResponse('7')).json();
    expect(events[0].description).toBe('<p>Hi <span>l</span></p>');
    expect(events[1]).not.toHaveProperty('description');
  });

  it.each(['0', '-1', 'abc', '1.5', '007', '1e3', '', '99999999999999999'])(
    'answers 404 WRONG_ACTIVITY_ID for hall id %j without calling the upstream',
    async (hallId) => {
      const response = await eventsRouteResponse(hallId);
      expect(response.status).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      await expect(response.json()).resolves.toEqual({ error: 'WRONG_ACTIVITY_ID' });
      expect(listEventsMock).not.toHaveBeenCalled();
    },
  );

  it.each([
    [new ApiError({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 }), 404],
    [new ApiError({ code: 'UNEXPECTED', service: 'eventor', status: 503 }), 503],
    [new ApiError({ code: 'UNEXPECTED', service: 'eventor', status: 502 }), 502],
    [new ApiError({ code: 'SOMETHING_ELSE', service: 'eventor', status: 500 }), 502],
  ])('answers an upstream failure %p with status %d and no caching', async (error, status) => {
    listEventsMock.mockRejectedValue(error);
    const response = await eventsRouteResponse('201');
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    await expect(response.json()).resolves.toEqual({ error: error.code });
  });

  it('reports anything else as UNEXPECTED', async () => {
    listEventsMock.mockRejectedValue(new TypeError('boom'));
    const response = await eventsRouteResponse('201');
    expect(response.status).toBe(502);
    await expect(response.json()).resolves.toEqual({ error: 'UNEXPECTED' });
  });
});
