import { subscriptionRouteResponse } from '@/lib/subscriptions/route';

/** Subscribe to / unsubscribe from one event's mailing; logic and tests in lib/subscriptions. */
export async function POST(request: Request) {
  return subscriptionRouteResponse(request, 'unsubscribe');
}
