import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { PageError } from '@/components/organizer/PageError';
import { LoadingState } from '@/components/organizer/PageStates';
import { ResourceNotFound } from '@/components/organizer/ResourceNotFound';
import { QuestionsView } from '@/components/questions/QuestionsView';
import { routing, type Locale } from '@/i18n/routing';
import { platformOffsetHours } from '@/lib/activity/derived';
import { isMissingResource } from '@/lib/organizer/errors';
import { organizerMetadata } from '@/lib/organizer/metadata';
import { settle } from '@/lib/organizer/settle';
import { hashQuerySchema, pagePath } from '@/lib/organizer/query';
import { readQuery, type SearchParams } from '@/lib/query/read-query';
import { loadQuestions } from '@/lib/questions/load';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

async function readInputs({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = readQuery(await searchParams, hashQuerySchema);
  if (!query) notFound();
  return { locale, hash: query.hash, path: pagePath('/questions', { hash: query.hash }) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, hash, path } = await readInputs(props);
  // Not in the spec's title list, so the title is empty (the brand name); organizer screens
  // are kept out of search results.
  return organizerMetadata({ locale, path, resource: loadQuestions(hash), title: () => '' });
}

export default async function QuestionsPage(props: Props) {
  const { locale, hash, path } = await readInputs(props);
  const t = await getTranslations({ locale, namespace: 'questions' });
  const tRoot = await getTranslations({ locale });
  return (
    <OrganizerFrame locale={locale} currentHref={path}>
      <h1 className="mb-2 text-3xl font-bold tablet:text-4xl">{t('heading')}</h1>
      <Suspense fallback={<LoadingState label={tRoot('loading')} />}>
        <QuestionsContent hash={hash} locale={locale} path={path} />
      </Suspense>
    </OrganizerFrame>
  );
}

async function QuestionsContent({
  hash,
  locale,
  path,
}: {
  hash: string;
  locale: Locale;
  path: string;
}) {
  const result = await settle(loadQuestions(hash));
  if (!result.ok) {
    if (isMissingResource(result.error)) return <ResourceNotFound locale={locale} />;
    return <PageError error={result.error} locale={locale} path={path} />;
  }
  const { activity, questions } = result.value;
  return (
    <QuestionsView
      locale={locale}
      hash={hash}
      eventName={activity.name}
      questions={questions}
      offsetHours={platformOffsetHours(activity)}
    />
  );
}
