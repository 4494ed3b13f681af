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

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

export interface EventView<Q> {
  title: (context: {
    locale: Locale;
    activity: Activity;
    t: Translate;
  }) => Promise<string> | string;
  View: (props: { activity: Activity; inputs: Q }) => ReactNode;
}

// An event page per request (docs/architecture.md, "Event pages"); an order id never reaches its
// canonical URL.
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
