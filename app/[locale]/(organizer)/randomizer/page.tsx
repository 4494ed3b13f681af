import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrganizerContent } from '@/components/organizer/OrganizerContent';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { RandomizerView } from '@/components/randomizer/RandomizerView';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organizerMetadata } from '@/lib/organizer/metadata';
import { hashQuerySchema, pagePath } from '@/lib/organizer/query';
import { readQuery } from '@/lib/query/read-query';
import { getActivity } from '@/lib/api/readers';
import { notFoundIfUnknown } from '@/lib/organizer/known';
import { loadRandomizer } from '@/lib/randomizer/load';

/*
 * A prize draw over the viewers (docs/routes.md), shown on an organizer's projector; the screen
 * itself is our choice (docs/decisions/0001-where-the-spec-is-silent.md). It loads every page of
 * the event's public viewers list on the server, and the presenter draws 1…min(50, viewers) winners
 * in the browser: `crypto.getRandomValues` with rejection sampling and a partial Fisher–Yates
 * shuffle (lib/randomizer/draw.ts), so the draw is uniform and never repeats a person. Winners are
 * revealed one by one (at once with reduced motion) in large type; "draw again" makes a new,
 * independent draw from the whole list; an event without viewers shows an empty state. Not for
 * search engines (noindex), rendered per request (it reads its query; the list changes). An unknown
 * event is the shared not-found state in place, like on the other organizer pages
 * (docs/decisions/0400-organizer-route-group.md).
 */

async function inputs(props: PageProps<'/[locale]/randomizer'>) {
  const locale = await pageLocale(props.params);
  const query = readQuery(await props.searchParams, hashQuerySchema) ?? notFound();
  await notFoundIfUnknown(getActivity(query.hash));
  return { locale, hash: query.hash, path: pagePath('/randomizer', query) };
}

export async function generateMetadata(
  props: PageProps<'/[locale]/randomizer'>,
): Promise<Metadata> {
  const { locale, hash, path } = await inputs(props);
  const t = await getTranslations({ locale, namespace: 'randomizer' });
  return organizerMetadata({
    locale,
    path,
    resource: loadRandomizer(hash),
    title: (data) => (data?.eventName ? t('pageTitle', { event: data.eventName }) : t('title')),
  });
}

export default async function RandomizerPage(props: PageProps<'/[locale]/randomizer'>) {
  const { hash, path } = await inputs(props);
  const t = await getTranslations('randomizer');
  return (
    <OrganizerFrame currentHref={path} width="wide">
      {/* The event's name is the heading (RandomizerView); this line says what the screen is. */}
      <p className="text-lg font-bold uppercase tracking-wide text-accent-text">{t('title')}</p>
      <OrganizerContent path={path} load={() => loadRandomizer(hash)} headingLevel={1}>
        {(data) => <RandomizerView data={data} />}
      </OrganizerContent>
    </OrganizerFrame>
  );
}
