import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ResourceNotFound } from '@/components/organizer/ResourceNotFound';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { PageError } from '@/components/organizer/PageError';
import { LoadingState } from '@/components/organizer/PageStates';
import { StreamKeysView } from '@/components/stream-keys/StreamKeysView';
import { routing, type Locale } from '@/i18n/routing';
import { getBrand } from '@/lib/brand';
import { isMissingResource } from '@/lib/organizer/errors';
import { organizerMetadata } from '@/lib/organizer/metadata';
import { settle } from '@/lib/organizer/settle';
import { pagePath, streamKeysQuerySchema } from '@/lib/organizer/query';
import { readQuery, type SearchParams } from '@/lib/query/read-query';
import { loadStreamKeys } from '@/lib/stream-keys/load';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

async function readInputs({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = readQuery(await searchParams, streamKeysQuerySchema);
  if (!query) notFound();
  return { locale, id: query.id, path: pagePath('/stream-keys', { id: query.id }) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, id, path } = await readInputs(props);
  const t = await getTranslations({ locale, namespace: 'titles' });
  // Secrets: headers (next.config.mjs) and metadata both keep the page out of search engines.
  return organizerMetadata({
    locale,
    path,
    resource: loadStreamKeys(id),
    title: (activity) =>
      activity ? `${t('streamKeysMain')} — ${activity.name}` : t('streamKeysMain'),
  });
}

export default async function StreamKeysPage(props: Props) {
  const { locale, id, path } = await readInputs(props);
  const t = await getTranslations({ locale, namespace: 'streamKeys' });
  const tRoot = await getTranslations({ locale });
  return (
    <OrganizerFrame locale={locale} currentHref={path} width="medium">
      <h1 className="mb-6 text-3xl font-bold tablet:text-4xl">{t('heading')}</h1>
      <Suspense fallback={<LoadingState label={tRoot('loading')} />}>
        <StreamKeysContent id={id} locale={locale} path={path} />
      </Suspense>
    </OrganizerFrame>
  );
}

async function StreamKeysContent({
  id,
  locale,
  path,
}: {
  id: number;
  locale: Locale;
  path: string;
}) {
  const result = await settle(loadStreamKeys(id));
  if (!result.ok) {
    if (isMissingResource(result.error)) return <ResourceNotFound locale={locale} />;
    return <PageError error={result.error} locale={locale} path={path} />;
  }
  return (
    <StreamKeysView
      activity={result.value}
      docsLink={getBrand().obsStreamDocumentationLink}
      locale={locale}
    />
  );
}
