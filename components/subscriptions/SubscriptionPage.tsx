import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { LocaleSwitcher } from '@/components/shell/LocaleSwitcher';
import { asErrorsTranslator, errorMessageFromUnknown } from '@/lib/api/error-text';
import type { Locale } from '@/i18n/routing';
import { ERROR_CODES } from '@/lib/api/errors';
import { maskEmail, type SubscriptionScope } from '@/lib/subscriptions/client';
import type { SubscriptionLoad } from '@/lib/subscriptions/load';
import { SubscriptionManager } from './SubscriptionManager';

export interface SubscriptionPageProps {
  locale: Locale;
  scope: SubscriptionScope;
  token: string;
  load: SubscriptionLoad;
  /** The platform's name for the portal texts. */
  brandName: string;
}

/** Codes for which reloading cannot help: the link itself is wrong. */
const BAD_LINK_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.TOKEN_INVALID,
  ERROR_CODES.VIEWER_NOT_FOUND,
  ERROR_CODES.WRONG_ACTIVITY_ID,
  ERROR_CODES.ACTIVITY_NOT_FOUND,
]);

/**
 * `/email_subscriptions` and `/portal_subscriptions`: the server decides between the bad-link
 * state and the island that changes the subscription (with the messages it reads).
 */
export async function SubscriptionPage({
  locale,
  scope,
  token,
  load,
  brandName,
}: SubscriptionPageProps) {
  const [tTitles, tErrors] = await Promise.all([
    getTranslations({ locale, namespace: 'titles' }),
    getTranslations({ locale, namespace: 'errors' }),
  ]);

  let content;
  if (load.kind === 'failed') {
    const message = errorMessageFromUnknown(load.error, asErrorsTranslator(tErrors));
    content = (
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
        {BAD_LINK_CODES.has(load.error.code) ? null : (
          // A plain link: reloading re-runs the server load, no script needed.
          <a
            href=""
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent px-6 py-2.5 font-bold text-accent-contrast"
          >
            {tErrors('reload')}
          </a>
        )}
      </section>
    );
  } else {
    content = (
      <IslandMessages locale={locale} island="subscription">
        <SubscriptionManager
          token={token}
          scope={scope}
          initial={load.state}
          eventName={load.eventName}
          brandName={brandName}
          maskedEmail={load.email ? maskEmail(load.email) : undefined}
        />
      </IslandMessages>
    );
  }

  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 py-8 tablet:py-12"
    >
      <div className="flex justify-end">
        <LocaleSwitcher locale={locale} />
      </div>
      {content}
    </main>
  );
}
