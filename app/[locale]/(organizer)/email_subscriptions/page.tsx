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
import { HASH_PATTERN } from '@/lib/api/schemas';
import { getActivity } from '@/lib/api/readers';
import { notFoundIfUnknown } from '@/lib/organizer/known';
import { buildMetadata } from '@/lib/seo/metadata';
import { loadSubscription, subscriptionTitleKey } from '@/lib/subscriptions/load';

/**
 * Personal: rendered per request (it reads its query), never cached (next.config.mjs headers,
 * `no-store` upstream reads). The token stays out of the canonical and alternate links, out of
 * the page's props (no `currentHref`: the language switcher reads the request's own query, which
 * a switch of language must keep) and its retry (`href=""`), and out of the Referer of outbound
 * links (`no-referrer`).
 */

/** The path without the personal query, for the canonical link and the (unused) default retry. */
const PATH = '/email_subscriptions';

async function inputs(props: PageProps<'/[locale]/email_subscriptions'>) {
  const locale = await pageLocale(props.params);
  const query = readQuery(await props.searchParams, subscriptionQuerySchema) ?? notFound();
  // A well-formed hash of an event the upstream does not know is a 404; a malformed one stays
  // the page's "check the link", as does every token problem.
  if (query.hash !== undefined && HASH_PATTERN.test(query.hash))
    await notFoundIfUnknown(getActivity(query.hash));
  return { locale, ...query };
}

export async function generateMetadata(
  props: PageProps<'/[locale]/email_subscriptions'>,
): Promise<Metadata> {
  const { locale, token, hash } = await inputs(props);
  const t = await getTranslations({ locale, namespace: 'titles' });
  const title = t(subscriptionTitleKey(await settle(loadSubscription('event', token, hash))));
  return {
    ...buildMetadata({ title, locale, path: PATH, noindex: true }),
    referrer: 'no-referrer',
  };
}

export default async function EmailSubscriptionsPage(
  props: PageProps<'/[locale]/email_subscriptions'>,
) {
  const { token, hash } = await inputs(props);
  return (
    <OrganizerFrame>
      <OrganizerContent
        path={PATH}
        load={() => loadSubscription('event', token, hash)}
        renderError={(error) => <SubscriptionProblem error={error} />}
        headingLevel={1}
      >
        {(subscription) => (
          <SubscriptionView
            scope="event"
            token={token ?? ''}
            subscription={subscription}
            brandName={getBrand().name}
          />
        )}
      </OrganizerContent>
    </OrganizerFrame>
  );
}
