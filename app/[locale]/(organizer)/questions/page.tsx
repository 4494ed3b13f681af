import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrganizerContent } from '@/components/organizer/OrganizerContent';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { QuestionsView } from '@/components/questions/QuestionsView';
import { platformOffsetHours } from '@/lib/activity/derived';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organizerMetadata } from '@/lib/organizer/metadata';
import { hashQuerySchema, pagePath } from '@/lib/organizer/query';
import { readQuery } from '@/lib/query/read-query';
import { getActivity } from '@/lib/api/readers';
import { notFoundIfUnknown } from '@/lib/organizer/known';
import { loadQuestions } from '@/lib/questions/load';

async function inputs(props: PageProps<'/[locale]/questions'>) {
  const locale = await pageLocale(props.params);
  const query = readQuery(await props.searchParams, hashQuerySchema) ?? notFound();
  await notFoundIfUnknown(getActivity(query.hash));
  return { locale, hash: query.hash, path: pagePath('/questions', query) };
}

export async function generateMetadata(props: PageProps<'/[locale]/questions'>): Promise<Metadata> {
  const { locale, hash, path } = await inputs(props);
  // No title of its own, so the title is empty (the brand name); organizer screens
  // are kept out of search results.
  return organizerMetadata({ locale, path, resource: loadQuestions(hash), title: () => '' });
}

export default async function QuestionsPage(props: PageProps<'/[locale]/questions'>) {
  const { hash, path } = await inputs(props);
  const t = await getTranslations('questions');
  return (
    <OrganizerFrame currentHref={path}>
      <h1 className="mb-2 text-3xl font-bold tablet:text-4xl">{t('heading')}</h1>
      <OrganizerContent path={path} load={() => loadQuestions(hash)}>
        {({ activity, questions }) => (
          <QuestionsView
            hash={hash}
            eventName={activity.name}
            questions={questions}
            offsetHours={platformOffsetHours(activity)}
          />
        )}
      </OrganizerContent>
    </OrganizerFrame>
  );
}
