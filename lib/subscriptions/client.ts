import { fetchJson } from '@/lib/api/client-fetch';
import type { UnsubscribeBody } from '@/lib/api/served';
import { pickBody, type BodyParser } from '@/lib/api/transport';

/**
 * What the subscription island sends to the product's `/api/subscriptions/...` routes; their
 * answers are checked with the served schemas (lib/api/served.ts). Isomorphic.
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

/** The served schemas, loaded with the first request rather than with the page. */
const served = () => import('@/lib/api/served');

/** The unsubscribe routes' answer (lib/api/served.ts). */
export async function loadUnsubscribeParser(): Promise<BodyParser<UnsubscribeBody>> {
  return (await served()).unsubscribeBody;
}

/** The settings route's answer (lib/api/served.ts), unwrapped. */
export async function loadSettingsParser(): Promise<BodyParser<SubscriptionState>> {
  return pickBody((await served()).settingsBody, (body) => body.user);
}

/** Resolves with the subscription state the upstream stored (`true` = unsubscribed). */
export async function postUnsubscribe(
  scope: SubscriptionScope,
  { token, unsubscribe }: { token: string; unsubscribe: boolean },
  signal?: AbortSignal,
): Promise<boolean> {
  const result = await fetchJson(SUBSCRIPTION_ROUTES[toggleAction(scope)], {
    method: 'POST',
    body: { token, unsubscribe },
    schema: loadUnsubscribeParser,
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
    schema: loadSettingsParser,
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
