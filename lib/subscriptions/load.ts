import 'server-only';
import { cache } from 'react';
import { ApiError, ERROR_CODES, toApiError } from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { HASH_PATTERN, TOKEN_PATTERN } from '@/lib/api/schemas';
import { checkSubscription } from '@/lib/api/viewer';
import type { SubscriptionScope, SubscriptionState } from './client';

// Personal data: never cached; React `cache` shares the read between head and page.

export interface SubscriptionData {
  state: SubscriptionState;
  email?: string;
  eventName?: string;
}

function badLink(code: string): ApiError {
  return new ApiError({ code, service: 'viewer', status: 400 });
}

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
    // The name only makes the text friendlier.
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

export function subscriptionTitleKey(
  data: SubscriptionData | undefined,
): 'emailSubscribe' | 'emailUnsubscribe' | 'emailChangeSettings' {
  if (!data) return 'emailChangeSettings';
  return data.state.unsubscribed ? 'emailSubscribe' : 'emailUnsubscribe';
}
