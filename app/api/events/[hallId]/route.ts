import { eventsRouteResponse } from '@/lib/schedule/events-route';

/** The schedule island's refetch (BFF); the logic and its tests live in lib/schedule/events-route. */
export async function GET(_request: Request, { params }: { params: Promise<{ hallId: string }> }) {
  const { hallId } = await params;
  return eventsRouteResponse(hallId);
}
