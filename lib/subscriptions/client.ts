import { fetchJson } from '@/lib/api/client-fetch';
import type { UnsubscribeBody } from '@/lib/api/served';
import { pickBody, type BodyParser } from '@/lib/api/transport';

export type SubscriptionAction = 'unsubscribe' | 'portal' | 'settings';
export type SubscriptionScope = 'event' | 'portal';

export interface MailingSettings {
  optinCareer: boolean;
  optinAdv: boolean;
}

export interface SubscriptionState extends MailingSettings {
  unsubscribed: boolean;
}

const SUBSCRIPTION_ROUTES: Record<SubscriptionAction, string> = {
  unsubscribe: '/api/subscriptions/unsubscribe',
  portal: '/api/subscriptions/portal',
  settings: '/api/subscriptions/settings',
};

function toggleAction(scope: SubscriptionScope): SubscriptionAction {
  return scope === 'portal' ? 'portal' : 'unsubscribe';
}

/** Loaded with the first request rather than with the page. */
const served = () => import('@/lib/api/served');

/** @internal */
export async function loadUnsubscribeParser(): Promise<BodyParser<UnsubscribeBody>> {
  return (await served()).unsubscribeBody;
}

/** @internal */
export async function loadSettingsParser(): Promise<BodyParser<SubscriptionState>> {
  return pickBody((await served()).settingsBody, (body) => body.user);
}

/** `true` = unsubscribed. */
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

/** Enough for the owner to recognise, little for whoever the link reaches. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const visible = Array.from(local)
    .slice(0, local.length > 3 ? 2 : 1)
    .join('');
  return `${visible}***${email.slice(at)}`;
}
