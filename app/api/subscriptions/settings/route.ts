import { subscriptionRouteResponse } from '@/lib/subscriptions/route';

/** Saves the e-mailing settings (optinCareer, optinAdv); logic and tests in lib/subscriptions. */
export async function POST(request: Request) {
  return subscriptionRouteResponse(request, 'settings');
}
