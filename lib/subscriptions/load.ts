import 'server-only';
import { cache } from 'react';
import { ApiError, ERROR_CODES, toApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { HASH_PATTERN, TOKEN_PATTERN } from '@/lib/api/schemas';
import { checkSubscription } from '@/lib/api/viewer';
import type { SubscriptionScope, SubscriptionState } from './client';

/**
 * Server side of the subscription pages: the query, then the viewer behind the token
 * (`/viewer/check_subscription`, never cached: personal data). Shared by `generateMetadata` and
 * the page through React `cache`, so one render asks the upstream once.
 */

/** The viewer's stored choices, the address they are sent to and the event's name if known. */
export interface SubscriptionData {
  state: SubscriptionState;
  email?: string;
  eventName?: string;
}

/** A link that cannot work, answered without asking the upstream ("check the link"). */
function badLink(code: string): ApiError {
  return new ApiError({ code, service: 'viewer', status: 400 });
}

/** The subscription behind the link, or an `ApiError` (a bad link, or the upstream's failure). */
async function load(
  scope: SubscriptionScope,
  token: string | undefined,
  hash: string | undefined,
): Promise<SubscriptionData> {
  if (!token || !TOKEN_PATTERN.test(token)) throw badLink(ERROR_CODES.TOKEN_INVALID);
  const eventHash = scope === 'event' ? hash : undefined;
  if (eventHash !== undefined && !HASH_PATTERN.test(eventHash)) {
    throw badLink(ERROR_CODES.WRONG_ACTIVITY_ID);
  }
  const [user, activity] = await Promise.all([
    checkSubscription({ token, hash: eventHash }).catch((error: unknown) => {
      throw toApiError(error, 'viewer');
    }),
    // The name only makes the text friendlier; without it the page still works.
    eventHash ? getActivity(eventHash).catch(() => undefined) : undefined,
  ]);
  return {
    state: {
      unsubscribed: user.unsubscribed,
      optinCareer: user.optinCareer ?? false,
      optinAdv: user.optinAdv ?? false,
    },
    email: user.email,
    eventName: activity?.name.trim() || undefined,
  };
}

export const loadSubscription = cache(load);

/**
 * The page's three titles: a subscribed visitor came to unsubscribe, an unsubscribed one may
 * subscribe again; a page that could not load the viewer is the settings page in general.
 */
export function subscriptionTitleKey(
  data: SubscriptionData | undefined,
): 'emailSubscribe' | 'emailUnsubscribe' | 'emailChangeSettings' {
  if (!data) return 'emailChangeSettings';
  return data.state.unsubscribed ? 'emailSubscribe' : 'emailUnsubscribe';
}
