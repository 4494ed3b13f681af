import { eventsRouteResponse } from '@/lib/schedule/events-route';
import { GET } from './route';

jest.mock('@/lib/schedule/events-route', () => ({ eventsRouteResponse: jest.fn() }));

describe('GET /api/events/[hallId]', () => {
  it('hands the raw hall id to the tested route logic', async () => {
    const answer = Response.json({ events: [] });
    (eventsRouteResponse as jest.Mock).mockResolvedValue(answer);
    const response = await GET(new Request('http://localhost/api/events/201'), {
      params: Promise.resolve({ hallId: '201' }),
    });
    expect(response).toBe(answer);
    expect(eventsRouteResponse).toHaveBeenCalledWith('201');
  });
});
