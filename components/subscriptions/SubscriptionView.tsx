import 'server-only';
import { getTranslations } from 'next-intl/server';
import { ERROR_CODES, isApiError } from '@/lib/api/errors';
import { errorText } from '@/lib/organizer/errors';
import { maskEmail, type SubscriptionScope } from '@/lib/subscriptions/client';
import type { SubscriptionData } from '@/lib/subscriptions/load';
import { errorsText } from '@/components/organizer/text';
import { SubscriptionManager, type SubscriptionText } from './SubscriptionManager';
import { buttonClass } from '@/components/ui/button';

export interface SubscriptionViewProps {
  scope: SubscriptionScope;
  token: string;
  subscription: SubscriptionData;
  brandName: string;
}

export async function SubscriptionView({
  scope,
  token,
  subscription,
  brandName,
}: SubscriptionViewProps) {
  return (
    <SubscriptionManager
      token={token}
      scope={scope}
      initial={subscription.state}
      text={await subscriptionText(scope, subscription, brandName)}
    />
  );
}

/** @internal */
export async function subscriptionText(
  scope: SubscriptionScope,
  { eventName, email }: SubscriptionData,
  brand: string,
): Promise<SubscriptionText> {
  const [t, tTitles, tNotices, errors] = await Promise.all([
    getTranslations('subscriptions'),
    getTranslations('titles'),
    getTranslations('notices'),
    errorsText(),
  ]);
  const status =
    scope === 'portal'
      ? {
          subscribed: t('portalSubscribed', { brand }),
          unsubscribed: t('portalUnsubscribed', { brand }),
        }
      : eventName
        ? {
            subscribed: t('eventSubscribed', { event: eventName }),
            unsubscribed: t('eventUnsubscribed', { event: eventName }),
          }
        : { subscribed: t('eventSubscribedUnnamed'), unsubscribed: t('eventUnsubscribedUnnamed') };
  return {
    titles: {
      subscribe: tTitles('emailSubscribe'),
      unsubscribe: tTitles('emailUnsubscribe'),
      changeSettings: tTitles('emailChangeSettings'),
    },
    status,
    recipient: email ? t('recipient', { email: maskEmail(email) }) : undefined,
    subscribe: t('subscribe'),
    unsubscribe: t('unsubscribe'),
    save: t('save'),
    pending: t('pending'),
    settingsLead: t('settingsLead'),
    optinCareer: t('optinCareer'),
    optinAdv: t('optinAdv'),
    unsavedChanges: t('unsavedChanges'),
    notices: {
      subscribed: tNotices('subscribed'),
      unsubscribed: tNotices('unsubscribed'),
      settingsSaved: tNotices('settingsSaved'),
    },
    errors,
  };
}

/** Codes for which reloading cannot help: the link itself is wrong. */
const BAD_LINK_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.TOKEN_INVALID,
  ERROR_CODES.VIEWER_NOT_FOUND,
  ERROR_CODES.WRONG_ACTIVITY_ID,
  ERROR_CODES.ACTIVITY_NOT_FOUND,
]);

// An unknown event is a bad link here (the link names the viewer; the event only words the
// text), and a bad link gets no retry: reloading cannot help.
export async function SubscriptionProblem({ error }: { error: unknown }) {
  const badLink = isApiError(error) && BAD_LINK_CODES.has(error.code);
  const [tTitles, tErrors, message] = await Promise.all([
    getTranslations('titles'),
    getTranslations('errors'),
    errorText(error),
  ]);
  return (
    <section
      aria-labelledby="subscription-problem-title"
      className="rounded-2xl border border-line bg-surface p-6 tablet:p-8"
    >
      <h1 id="subscription-problem-title" className="text-2xl font-bold tablet:text-3xl">
        {tTitles('emailChangeSettings')}
      </h1>
      <p role="alert" className="mt-4 text-lg" data-testid="subscription-problem">
        {message}
      </p>
      {badLink ? null : (
        // An empty href reloads this very document: the retry re-runs the server load without a
        // script, and the token never appears in the HTML.
        <a href="" className={buttonClass('primary', 'md', 'mt-6')}>
          {tErrors('reload')}
        </a>
      )}
    </section>
  );
}
