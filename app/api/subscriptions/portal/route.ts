import { subscriptionRouteResponse } from '@/lib/subscriptions/route';
import { withRequestId } from '@/lib/log/log.mjs';

/** Subscribe to / unsubscribe from the whole platform's mailing; logic in lib/subscriptions. */
export async function POST(request: Request) {
  return withRequestId(request, () => subscriptionRouteResponse(request, 'portal'));
}
