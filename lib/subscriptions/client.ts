import { fetchJson } from '@/lib/api/client-fetch';
import type { BodyParser } from '@/lib/api/transport';

/**
 * What the subscription island sends to the product's `/api/subscriptions/...` routes, and the
 * hand-written parsers for their answers (zod would add ~30 kB to the browser bundle). Isomorphic.
 */

export type SubscriptionAction = 'unsubscribe' | 'portal' | 'settings';
/** One event's mailing (`/email_subscriptions`) or the whole platform's (`/portal_subscriptions`). */
export type SubscriptionScope = 'event' | 'portal';

export interface MailingSettings {
  optinCareer: boolean;
  optinAdv: boolean;
}

export interface SubscriptionState extends MailingSettings {
  unsubscribed: boolean;
}

export const SUBSCRIPTION_ROUTES: Record<SubscriptionAction, string> = {
  unsubscribe: '/api/subscriptions/unsubscribe',
  portal: '/api/subscriptions/portal',
  settings: '/api/subscriptions/settings',
};

export function toggleAction(scope: SubscriptionScope): SubscriptionAction {
  return scope === 'portal' ? 'portal' : 'unsubscribe';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export const unsubscribeResultParser: BodyParser<{ unsubscribe: boolean }> = {
  safeParse(value) {
    return isRecord(value) && typeof value.unsubscribe === 'boolean'
      ? { success: true, data: { unsubscribe: value.unsubscribe } }
      : { success: false };
  },
};

export const settingsResultParser: BodyParser<SubscriptionState> = {
  safeParse(value) {
    const user = isRecord(value) ? value.user : undefined;
    if (!isRecord(user) || typeof user.unsubscribed !== 'boolean') return { success: false };
    return {
      success: true,
      data: {
        unsubscribed: user.unsubscribed,
        optinCareer: user.optinCareer === true,
        optinAdv: user.optinAdv === true,
      },
    };
  },
};

/** Resolves with the subscription state the upstream stored (`true` = unsubscribed). */
export async function postUnsubscribe(
  scope: SubscriptionScope,
  { token, unsubscribe }: { token: string; unsubscribe: boolean },
  signal?: AbortSignal,
): Promise<boolean> {
  const result = await fetchJson(SUBSCRIPTION_ROUTES[toggleAction(scope)], {
    method: 'POST',
    body: { token, unsubscribe },
    schema: unsubscribeResultParser,
    service: 'viewer',
    signal,
  });
  return result.unsubscribe;
}

export function postSettings(
  { token, ...settings }: MailingSettings & { token: string },
  signal?: AbortSignal,
): Promise<SubscriptionState> {
  return fetchJson(SUBSCRIPTION_ROUTES.settings, {
    method: 'POST',
    body: { token, optinCareer: settings.optinCareer, optinAdv: settings.optinAdv },
    schema: settingsResultParser,
    service: 'viewer',
    signal,
  });
}

/** `an***@example.com`: enough for the owner to recognise, little for whoever the link reaches. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  // Not an address at all: show nothing of it.
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const visible = Array.from(local)
    .slice(0, local.length > 3 ? 2 : 1)
    .join('');
  return `${visible}***${email.slice(at)}`;
}
