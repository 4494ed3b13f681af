import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrganizerContent } from '@/components/organizer/OrganizerContent';
import { OrganizerFrame } from '@/components/organizer/OrganizerFrame';
import { StreamKeysView } from '@/components/stream-keys/StreamKeysView';
import { getBrand } from '@/lib/brand';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organizerMetadata } from '@/lib/organizer/metadata';
import { pagePath, streamKeysQuerySchema } from '@/lib/organizer/query';
import { readQuery } from '@/lib/query/read-query';
import { notFoundIfUnknown } from '@/lib/organizer/known';
import { loadStreamKeys } from '@/lib/stream-keys/load';

async function inputs(props: PageProps<'/[locale]/stream-keys'>) {
  const locale = await pageLocale(props.params);
  const query = readQuery(await props.searchParams, streamKeysQuerySchema) ?? notFound();
  await notFoundIfUnknown(loadStreamKeys(query.id));
  return { locale, id: query.id, path: pagePath('/stream-keys', query) };
}

export async function generateMetadata(
  props: PageProps<'/[locale]/stream-keys'>,
): Promise<Metadata> {
  const { locale, id, path } = await inputs(props);
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

export default async function StreamKeysPage(props: PageProps<'/[locale]/stream-keys'>) {
  const { id, path } = await inputs(props);
  const t = await getTranslations('streamKeys');
  return (
    <OrganizerFrame currentHref={path} width="medium">
      <h1 className="mb-6 text-3xl font-bold tablet:text-4xl">{t('heading')}</h1>
      <OrganizerContent path={path} load={() => loadStreamKeys(id)}>
        {(activity) => (
          <StreamKeysView activity={activity} docsLink={getBrand().obsStreamDocumentationLink} />
        )}
      </OrganizerContent>
    </OrganizerFrame>
  );
}
