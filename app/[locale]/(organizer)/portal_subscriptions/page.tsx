import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrganizerContent } from '@/components/organizer/OrganizerContent';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { SubscriptionProblem, SubscriptionView } from '@/components/subscriptions/SubscriptionView';
import { getBrand } from '@/lib/brand';
import { pageLocale } from '@/lib/i18n/page-locale';
import { subscriptionQuerySchema } from '@/lib/organizer/query';
import { settle } from '@/lib/organizer/settle';
import { readQuery } from '@/lib/query/read-query';
import { buildMetadata } from '@/lib/seo/metadata';
import { loadSubscription, subscriptionTitleKey } from '@/lib/subscriptions/load';

/**
 * The whole platform's mailing. Its state is read from `check_subscription` without a hash (the
 * contract leaves the portal answer unspecified; a hash-less check is the platform-wide one), so
 * a `hash` in the link is not used. Personal: rendered per request (it reads its query), never
 * cached; the token is kept out of its links and metadata like on `/email_subscriptions`.
 */

/** The path without the personal query, for the canonical link and the (unused) default retry. */
const PATH = '/portal_subscriptions';

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
  const title = t(subscriptionTitleKey(await settle(loadSubscription('portal', token, undefined))));
  return {
    ...buildMetadata({ title, locale, path: PATH, noindex: true }),
    referrer: 'no-referrer',
  };
}

export default async function PortalSubscriptionsPage(
  props: PageProps<'/[locale]/portal_subscriptions'>,
) {
  const { token } = await inputs(props);
  return (
    <OrganizerFrame>
      <OrganizerContent
        path={PATH}
        load={() => loadSubscription('portal', token, undefined)}
        renderError={(error) => <SubscriptionProblem error={error} />}
        headingLevel={1}
      >
        {(subscription) => (
          <SubscriptionView
            scope="portal"
            token={token ?? ''}
            subscription={subscription}
            brandName={getBrand().name}
          />
        )}
      </OrganizerContent>
    </OrganizerFrame>
  );
}
