import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SubscriptionPage } from '@/components/subscriptions/SubscriptionPage';
import { routing } from '@/i18n/routing';
import { getBrand } from '@/lib/brand';
import {
  loadSubscription,
  subscriptionQuery,
  subscriptionTitleKey,
} from '@/lib/subscriptions/load';
import { buildMetadata } from '@/lib/seo/metadata';
import type { SearchParams } from '@/lib/query/read-query';

/** Personal: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  setRequestLocale(locale);
  const { token, hash } = subscriptionQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'titles' });
  const title = t(subscriptionTitleKey(await loadSubscription('event', token, hash)));
  // The token stays out of canonical/alternate links, and out of the Referer of outbound links.
  return {
    ...buildMetadata({ title, locale, path: '/email_subscriptions', noindex: true }),
    referrer: 'no-referrer',
  };
}

export default async function EmailSubscriptionsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { token, hash } = subscriptionQuery(await searchParams);
  return (
    <SubscriptionPage
      locale={locale}
      scope="event"
      token={token ?? ''}
      load={await loadSubscription('event', token, hash)}
      brandName={getBrand().name}
    />
  );
}
