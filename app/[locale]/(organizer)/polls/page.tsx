import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrganizerContent } from '@/components/organizer/OrganizerContent';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { PollView } from '@/components/polls/PollView';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organizerMetadata } from '@/lib/organizer/metadata';
import { activityTargetQuerySchema, pagePath, targetQuery } from '@/lib/organizer/query';
import { loadPoll } from '@/lib/polls/load';
import { readQuery } from '@/lib/query/read-query';
import { getActivity } from '@/lib/api/readers';
import { notFoundIfUnknown } from '@/lib/organizer/known';
import { notFoundUnlessOwnEvent } from '@/lib/routing/tenant';

/** `?hash=` or `?activityId=`, the hash winning (docs/routes.md): which poll to show. */
async function inputs(props: PageProps<'/[locale]/polls'>) {
  const locale = await pageLocale(props.params);
  const target = readQuery(await props.searchParams, activityTargetQuerySchema) ?? notFound();
  // On an organizer's custom domain only its own event (lib/routing/tenant).
  await notFoundUnlessOwnEvent(target);
  // An event by hash: its cached activity read; by activity id: the poll read the page shows.
  await notFoundIfUnknown('hash' in target ? getActivity(target.hash) : loadPoll(target));
  return { locale, target, path: pagePath('/polls', targetQuery(target)) };
}

export async function generateMetadata(props: PageProps<'/[locale]/polls'>): Promise<Metadata> {
  const { locale, target, path } = await inputs(props);
  // No title of its own: the title is empty (the brand name).
  return organizerMetadata({ locale, path, resource: loadPoll(target), title: () => '' });
}

export default async function PollsPage(props: PageProps<'/[locale]/polls'>) {
  const { target, path } = await inputs(props);
  const t = await getTranslations('polls');
  return (
    <OrganizerFrame currentHref={path}>
      <h1 className="mb-2 text-3xl font-bold tablet:text-4xl">{t('heading')}</h1>
      <OrganizerContent path={path} load={() => loadPoll(target)}>
        {({ poll, eventName }) => <PollView target={target} eventName={eventName} poll={poll} />}
      </OrganizerContent>
    </OrganizerFrame>
  );
}
