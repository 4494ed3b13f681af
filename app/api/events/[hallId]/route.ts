import { eventsRouteResponse } from '@/lib/schedule/events-route';
import { withRequestId } from '@/lib/log/log.mjs';

/** The schedule island's refetch (BFF); the logic and its tests live in lib/schedule/events-route. */
export async function GET(request: Request, { params }: { params: Promise<{ hallId: string }> }) {
  const { hallId } = await params;
  return withRequestId(request, () => eventsRouteResponse(hallId));
}
