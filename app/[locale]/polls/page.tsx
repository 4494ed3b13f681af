import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { PageError } from '@/components/organizer/PageError';
import { LoadingState } from '@/components/organizer/PageStates';
import { ResourceNotFound } from '@/components/organizer/ResourceNotFound';
import { PollView } from '@/components/polls/PollView';
import { routing, type Locale } from '@/i18n/routing';
import { isMissingResource } from '@/lib/organizer/errors';
import { organizerMetadata } from '@/lib/organizer/metadata';
import { settle } from '@/lib/organizer/settle';
import {
  activityTargetQuerySchema,
  pagePath,
  targetQuery,
  type ActivityTarget,
} from '@/lib/organizer/query';
import { readQuery, type SearchParams } from '@/lib/query/read-query';
import { loadPoll } from '@/lib/polls/load';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** `?hash=` (spec) or `?activityId=` (ours, see lib/organizer/query): which poll to show. */
async function readInputs({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const target = readQuery(await searchParams, activityTargetQuerySchema);
  if (!target) notFound();
  return { locale, target, path: pagePath('/polls', targetQuery(target)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, target, path } = await readInputs(props);
  // Not in the spec's title list: the title is empty (the brand name).
  return organizerMetadata({ locale, path, resource: loadPoll(target), title: () => '' });
}

export default async function PollsPage(props: Props) {
  const { locale, target, path } = await readInputs(props);
  const t = await getTranslations({ locale, namespace: 'polls' });
  const tRoot = await getTranslations({ locale });
  return (
    <OrganizerFrame locale={locale} currentHref={path}>
      <h1 className="mb-2 text-3xl font-bold tablet:text-4xl">{t('heading')}</h1>
      <Suspense fallback={<LoadingState label={tRoot('loading')} />}>
        <PollContent target={target} locale={locale} path={path} />
      </Suspense>
    </OrganizerFrame>
  );
}

async function PollContent({
  target,
  locale,
  path,
}: {
  target: ActivityTarget;
  locale: Locale;
  path: string;
}) {
  const result = await settle(loadPoll(target));
  if (!result.ok) {
    if (isMissingResource(result.error)) return <ResourceNotFound locale={locale} />;
    return <PageError error={result.error} locale={locale} path={path} />;
  }
  const { poll, eventName } = result.value;
  return <PollView locale={locale} target={target} eventName={eventName} poll={poll} />;
}
