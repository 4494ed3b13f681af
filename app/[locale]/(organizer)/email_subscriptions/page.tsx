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
 * Personal: rendered per request (it reads its query), never cached (next.config.mjs headers,
 * `no-store` upstream reads). A whole-page view (docs/architecture.md, "Organizer pages"): the
 * page waits for the load, and the view shows every outcome, "check the link" included.
 */

async function inputs(props: PageProps<'/[locale]/email_subscriptions'>) {
  const locale = await pageLocale(props.params);
  const query = readQuery(await props.searchParams, subscriptionQuerySchema) ?? notFound();
  return { locale, ...query };
}

export async function generateMetadata(
  props: PageProps<'/[locale]/email_subscriptions'>,
): Promise<Metadata> {
  const { locale, token, hash } = await inputs(props);
  const t = await getTranslations({ locale, namespace: 'titles' });
  const title = t(subscriptionTitleKey(await loadSubscription('event', token, hash)));
  // The token stays out of canonical/alternate links, and out of the Referer of outbound links.
  return {
    ...buildMetadata({ title, locale, path: '/email_subscriptions', noindex: true }),
    referrer: 'no-referrer',
  };
}

export default async function EmailSubscriptionsPage(
  props: PageProps<'/[locale]/email_subscriptions'>,
) {
  const { locale, token, hash } = await inputs(props);
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
