import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Activity } from '@/lib/api/schemas';
import { pagePath } from '@/lib/organizer/query';
import { eventPageInputs } from '@/lib/platform/page-inputs';
import type { SearchParams } from '@/lib/query/read-query';
import { buildMetadata } from '@/lib/seo/metadata';
import type { Route, Translate } from './table';

/** What an event page receives (Next's `PageProps<'/[locale]/…'>`). */
interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/** What the page file adds to its row of the route table: its title and its view. */
export interface EventView<Q> {
  /** The title from the route's title key, or the event's name. */
  title: (context: {
    locale: Locale;
    activity: Activity;
    t: Translate;
  }) => Promise<string> | string;
  View: (props: { activity: Activity; inputs: Q }) => ReactNode;
}

/**
 * An event page rendered per request whose head is the route's own (`/meetings`, `/new-dion`,
 * `/order`, `/order-invoice`; docs/architecture.md, "Event pages"): both open with
 * `eventPageInputs` (locale, the row's inputs, the event, or the group's "event not found"
 * boundary), the canonical path is the row's path with the event's hash alone (an order id
 * never leaves the page), and `noindex` follows the row's privacy.
 */
export function eventRoute<Q extends { hash: string }>(route: Route<Q>, view: EventView<Q>) {
  async function generateMetadata(props: PageProps): Promise<Metadata> {
    const { locale, activity } = await eventPageInputs(props, route.inputs);
    const t = await getTranslations({ locale });
    return buildMetadata({
      title: await view.title({ locale, activity, t }),
      path: pagePath(route.path, { hash: activity.hash }),
      locale,
      noindex: !route.privacy.index,
    });
  }

  async function Page(props: PageProps) {
    const { inputs, activity } = await eventPageInputs(props, route.inputs);
    const { View } = view;
    return <View activity={activity} inputs={inputs} />;
  }

  return { generateMetadata, Page };
}
