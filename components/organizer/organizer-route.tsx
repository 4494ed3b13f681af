import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ComponentProps, ReactNode } from 'react';
import { getActivity } from '@/lib/api/readers';
import { HASH_PATTERN } from '@/lib/api/schemas';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organizerMetadata } from '@/lib/organizer/metadata';
import { pagePath } from '@/lib/organizer/query';
import { settleWithin } from '@/lib/organizer/known';
import { settle } from '@/lib/organizer/settle';
import { readQuery, type SearchParams } from '@/lib/query/read-query';
import type { OrganizerRoute, Translate } from '@/lib/routing/table';
import { buildMetadata } from '@/lib/seo/metadata';
import { OrganizerContent } from './OrganizerContent';
import { OrganizerFrame } from './OrganizerFrame';

/** The event a page's query names, read for its theme; any failure leaves the brand's. */
async function namedEvent(query: unknown) {
  const hash = (query as { hash?: unknown }).hash;
  if (typeof hash !== 'string' || !HASH_PATTERN.test(hash)) return undefined;
  // No longer than the guard's wait: a slow upstream must not hold the frame.
  const event = await settleWithin(getActivity(hash));
  return event?.ok ? event.value : undefined;
}

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

export interface OrganizerView<Q, T> {
  width?: ComponentProps<typeof OrganizerFrame>['width'];
  bigScreen?: boolean;
  /** What heads the frame (the page's `<h1>`); none: the content's states bring their own. */
  heading?: (t: Translate) => ReactNode;
  headingLevel?: 1 | 2;
  errorTitle?: (t: Translate) => string;
  renderError?: (error: unknown, context: { t: Translate; path: string }) => ReactNode | undefined;
  View: (props: { data: T; query: Q; path: string }) => ReactNode;
}

// The locale, the query and the route's guard are awaited before anything is sent, so an unknown
// event is a real 404 too (docs/architecture.md, "Organizer pages").
export function organizerRoute<Q, T>(route: OrganizerRoute<Q, T>, view: OrganizerView<Q, T>) {
  const { organizer } = route;

  async function open(props: PageProps) {
    const locale = await pageLocale(props.params);
    const query = readQuery(await props.searchParams, route.inputs) ?? notFound();
    await organizer.guard?.(query);
    // A personal query (a token) stays out of every link: they name the bare path.
    const path = organizer.link ? pagePath(route.path, organizer.link(query)) : route.path;
    return { locale, query, path };
  }

  async function generateMetadata(props: PageProps): Promise<Metadata> {
    const { locale, query, path } = await open(props);
    const t = await getTranslations({ locale });
    // The head says what the headers say (next.config.mjs), for a page saved or proxied without them.
    const privacy: Pick<Metadata, 'referrer'> =
      route.privacy.referrer === 'no-referrer' ? { referrer: 'no-referrer' } : {};
    if (organizer.titleFrom === 'resource') {
      const title = (value: T | undefined) => organizer.title(t, value);
      const metadata = await organizerMetadata({
        locale,
        path,
        resource: organizer.load(query),
        title,
      });
      return { ...metadata, ...privacy };
    }
    const result = await settle(organizer.load(query));
    const title = organizer.title(t, result.ok ? result.value : undefined);
    const noindex = !route.privacy.index;
    return { ...buildMetadata({ title, path, locale, noindex }), ...privacy };
  }

  async function Page(props: PageProps) {
    const { query, path } = await open(props);
    const [t, event] = await Promise.all([getTranslations(), namedEvent(query)]);
    const { View, renderError } = view;
    return (
      <OrganizerFrame
        currentHref={organizer.link ? path : undefined}
        event={event}
        width={view.width}
        bigScreen={view.bigScreen}
      >
        {view.heading?.(t)}
        <OrganizerContent
          path={path}
          load={() => organizer.load(query)}
          headingLevel={view.headingLevel}
          errorTitle={view.errorTitle?.(t)}
          renderError={renderError && ((error) => renderError(error, { t, path }))}
        >
          {(data) => <View data={data} query={query} path={path} />}
        </OrganizerContent>
      </OrganizerFrame>
    );
  }

  return { generateMetadata, Page };
}
