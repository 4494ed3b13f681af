import { subscriptionRouteResponse } from '@/lib/subscriptions/route';

/** Subscribe to / unsubscribe from the whole platform's mailing; logic in lib/subscriptions. */
export async function POST(request: Request) {
  return subscriptionRouteResponse(request, 'portal');
}
