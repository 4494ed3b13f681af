import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrganizerContent } from '@/components/organizer/OrganizerContent';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { RatingView } from '@/components/rating/RatingView';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organizerMetadata } from '@/lib/organizer/metadata';
import { activityTargetQuerySchema, pagePath, targetQuery } from '@/lib/organizer/query';
import { readQuery } from '@/lib/query/read-query';
import { notFoundIfUnknown } from '@/lib/organizer/known';
import { notFoundUnlessOwnEvent } from '@/lib/routing/tenant';
import { getActivity } from '@/lib/api/readers';
import { loadRating } from '@/lib/rating/load';

/** `?hash=` or `?activityId=`, the hash winning (docs/routes.md): whose rating to show. */
async function inputs(props: PageProps<'/[locale]/participants-rating'>) {
  const locale = await pageLocale(props.params);
  const target = readQuery(await props.searchParams, activityTargetQuerySchema) ?? notFound();
  // On an organizer's custom domain only its own event (lib/routing/tenant).
  await notFoundUnlessOwnEvent(target);
  // An event by hash: its cached activity read; by activity id: the toplist read the page shows.
  await notFoundIfUnknown('hash' in target ? getActivity(target.hash) : loadRating(target));
  return { locale, target, path: pagePath('/participants-rating', targetQuery(target)) };
}

export async function generateMetadata(
  props: PageProps<'/[locale]/participants-rating'>,
): Promise<Metadata> {
  const { locale, target, path } = await inputs(props);
  const t = await getTranslations({ locale, namespace: 'titles' });
  return organizerMetadata({
    locale,
    path,
    resource: loadRating(target),
    title: () => t('participantsRating'),
  });
}

export default async function ParticipantsRatingPage(
  props: PageProps<'/[locale]/participants-rating'>,
) {
  const { target, path } = await inputs(props);
  const t = await getTranslations('titles');
  return (
    <OrganizerFrame currentHref={path}>
      <h1 className="mb-2 text-3xl font-bold tablet:text-4xl">{t('participantsRating')}</h1>
      <OrganizerContent path={path} load={() => loadRating(target)}>
        {({ entries, eventName }) => (
          <RatingView target={target} eventName={eventName} entries={entries} />
        )}
      </OrganizerContent>
    </OrganizerFrame>
  );
}
