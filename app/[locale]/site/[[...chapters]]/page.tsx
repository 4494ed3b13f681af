import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteChapterPage } from '@/components/site/SiteChapterPage';
import { SiteIndex } from '@/components/site/SiteIndex';
import { SiteShell } from '@/components/site/SiteShell';
import { getBrand } from '@/lib/brand';
import { loadLanding, parseLandingParams } from '@/lib/landing/load';
import { readQuery } from '@/lib/query/read-query';
import { ROUTE_TABLE } from '@/lib/routing/table';
import {
  landingMetaDescription,
  landingMetadata,
  landingOgImageUrl,
} from '@/lib/seo/landing-metadata';
import { buildMetadata } from '@/lib/seo/metadata';
import {
  chapterHasContent,
  chaptersWithContent,
  parseChapterSegments,
  sitePath,
} from '@/lib/site/chapters';

// `/site` and its chapters (docs/routes.md, decision 0220).

type Props = PageProps<'/[locale]/site/[[...chapters]]'>;

/** Locale, hash, chapter and the event, or the 404 page; shared by metadata and page. */
async function resolve({ params, searchParams }: Props) {
  const { locale: rawLocale, chapters } = await params;
  const query = readQuery(await searchParams, ROUTE_TABLE.site.inputs);
  const page = parseChapterSegments(chapters);
  if (page === null || !query) notFound();
  const { hash } = query;
  // Before any translation, so next-intl never falls back to reading request headers.
  setRequestLocale(parseLandingParams({ locale: rawLocale, hash }).locale);
  const { locale, activity, events } = await loadLanding({ locale: rawLocale, hash });
  if (page !== 'index' && !chapterHasContent(page, activity, events)) notFound();
  return { locale, activity, events, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, activity, page } = await resolve(props);
  if (page === 'index') {
    return landingMetadata({ activity, locale, path: sitePath(activity.hash) });
  }
  const [t, tTitles] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getTranslations({ locale, namespace: 'titles' }),
  ]);
  const event = activity.name.trim() || getBrand().name;
  const title = t('pageTitle', { chapter: tTitles(page), event });
  return buildMetadata({
    title,
    description: await landingMetaDescription(activity, locale),
    path: sitePath(activity.hash, page),
    locale,
    image: { url: landingOgImageUrl(activity, locale), alt: event },
  });
}

export default async function EventSitePage(props: Props) {
  const { activity, events, page } = await resolve(props);
  const chapters = chaptersWithContent(activity, events);
  return (
    <SiteShell activity={activity} chapters={chapters} current={page} masthead={page !== 'index'}>
      {page === 'index' ? (
        <SiteIndex activity={activity} events={events} chapters={chapters} />
      ) : (
        <SiteChapterPage chapter={page} activity={activity} events={events} />
      )}
    </SiteShell>
  );
}
