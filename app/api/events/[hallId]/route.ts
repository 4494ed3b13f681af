import { eventsRouteResponse } from '@/lib/schedule/events-route';
import { withRequestId } from '@/lib/log/log.mjs';
import { foreignEventResponse } from '@/lib/routing/tenant';

export async function GET(request: Request, { params }: { params: Promise<{ hallId: string }> }) {
  const { hallId } = await params;
  return withRequestId(
    request,
    async () => (await foreignEventResponse(request, { hallId })) ?? eventsRouteResponse(hallId),
  );
}
