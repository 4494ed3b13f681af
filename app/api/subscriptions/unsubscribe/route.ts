import { subscriptionRouteResponse } from '@/lib/subscriptions/route';
import { withRequestId } from '@/lib/log/log.mjs';

/** Subscribe to / unsubscribe from one event's mailing; logic and tests in lib/subscriptions. */
export async function POST(request: Request) {
  return withRequestId(request, () => subscriptionRouteResponse(request, 'unsubscribe'));
}
