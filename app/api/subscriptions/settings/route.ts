import { subscriptionRouteResponse } from '@/lib/subscriptions/route';
import { withRequestId } from '@/lib/log/log.mjs';

/** Saves the e-mailing settings (optinCareer, optinAdv); logic and tests in lib/subscriptions. */
export async function POST(request: Request) {
  return withRequestId(request, () => subscriptionRouteResponse(request, 'settings'));
}
