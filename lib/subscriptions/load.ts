import 'server-only';
import { cache } from 'react';
import {
  ERROR_CODES,
  serializeApiError,
  toApiError,
  type SerializedApiError,
} from '@/lib/api/errors';
import { getActivity } from '@/lib/api/readers';
import { HASH_PATTERN, TOKEN_PATTERN } from '@/lib/api/schemas';
import { checkSubscription } from '@/lib/api/viewer';
import type { SubscriptionScope, SubscriptionState } from './client';

/**
 * Server side of the subscription pages: the query, then the viewer behind the token
 * (`/viewer/check_subscription`, never cached: personal data). Shared by `generateMetadata` and
 * the page through React `cache`, so one render asks the upstream once.
 */

export type SubscriptionLoad =
  | { kind: 'ready'; state: SubscriptionState; email?: string; eventName?: string }
  | { kind: 'failed'; error: SerializedApiError };

function failed(code: string, status = 400): SubscriptionLoad {
  return { kind: 'failed', error: { code, service: 'viewer', status } };
}

async function load(
  scope: SubscriptionScope,
  token: string | undefined,
  hash: string | undefined,
): Promise<SubscriptionLoad> {
  // A missing or malformed token is a bad link: "Check the link…", and no upstream call.
  if (!token || !TOKEN_PATTERN.test(token)) return failed(ERROR_CODES.TOKEN_INVALID);
  const eventHash = scope === 'event' ? hash : undefined;
  if (eventHash !== undefined && !HASH_PATTERN.test(eventHash)) {
    return failed(ERROR_CODES.WRONG_ACTIVITY_ID);
  }
  try {
    const [user, activity] = await Promise.all([
      checkSubscription({ token, hash: eventHash }),
      // The name only makes the text friendlier; without it the page still works.
      eventHash ? getActivity(eventHash).catch(() => undefined) : undefined,
    ]);
    return {
      kind: 'ready',
      state: {
        unsubscribed: user.unsubscribed,
        optinCareer: user.optinCareer ?? false,
        optinAdv: user.optinAdv ?? false,
      },
      email: user.email,
      eventName: activity?.name.trim() || undefined,
    };
  } catch (error) {
    return { kind: 'failed', error: serializeApiError(toApiError(error, 'viewer')) };
  }
}

export const loadSubscription = cache(load);

/**
 * The spec's three titles: a subscribed visitor came to unsubscribe, an unsubscribed one may
 * subscribe again; a page that could not load the viewer is the settings page in general.
 */
export function subscriptionTitleKey(
  result: SubscriptionLoad,
): 'emailSubscribe' | 'emailUnsubscribe' | 'emailChangeSettings' {
  if (result.kind === 'failed') return 'emailChangeSettings';
  return result.state.unsubscribed ? 'emailSubscribe' : 'emailUnsubscribe';
}
