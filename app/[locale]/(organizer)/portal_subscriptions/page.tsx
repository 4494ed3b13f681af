import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SubscriptionPage } from '@/components/subscriptions/SubscriptionPage';
import { getBrand } from '@/lib/brand';
import { pageLocale } from '@/lib/organizer/locale';
import { subscriptionQuerySchema } from '@/lib/organizer/query';
import { readQuery } from '@/lib/query/read-query';
import { buildMetadata } from '@/lib/seo/metadata';
import { loadSubscription, subscriptionTitleKey } from '@/lib/subscriptions/load';

/**
 * The whole platform's mailing. Its state is read from `check_subscription` without a hash (the
 * contract leaves the portal answer unspecified; a hash-less check is the platform-wide one), so
 * a `hash` in the link is not used. Personal: rendered per request (it reads its query), never
 * cached. A whole-page view, like `/email_subscriptions`.
 */

async function inputs(props: PageProps<'/[locale]/portal_subscriptions'>) {
  const locale = await pageLocale(props.params);
  const query = readQuery(await props.searchParams, subscriptionQuerySchema) ?? notFound();
  return { locale, token: query.token };
}

export async function generateMetadata(
  props: PageProps<'/[locale]/portal_subscriptions'>,
): Promise<Metadata> {
  const { locale, token } = await inputs(props);
  const t = await getTranslations({ locale, namespace: 'titles' });
  const title = t(subscriptionTitleKey(await loadSubscription('portal', token, undefined)));
  // The token stays out of canonical/alternate links, and out of the Referer of outbound links.
  return {
    ...buildMetadata({ title, locale, path: '/portal_subscriptions', noindex: true }),
    referrer: 'no-referrer',
  };
}

export default async function PortalSubscriptionsPage(
  props: PageProps<'/[locale]/portal_subscriptions'>,
) {
  const { locale, token } = await inputs(props);
  return (
    <SubscriptionPage
      locale={locale}
      scope="portal"
      token={token ?? ''}
      load={await loadSubscription('portal', token, undefined)}
      brandName={getBrand().name}
    />
  );
}
