import { subscriptionRouteResponse } from '@/lib/subscriptions/route';
import { withRequestId } from '@/lib/log/log.mjs';

export async function POST(request: Request) {
  return withRequestId(request, () => subscriptionRouteResponse(request, 'unsubscribe'));
}
