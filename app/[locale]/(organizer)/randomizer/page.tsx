import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RandomizerView } from '@/components/randomizer/RandomizerView';
import { pageLocale } from '@/lib/organizer/locale';
import { hashQuerySchema, pagePath } from '@/lib/organizer/query';
import { readQuery } from '@/lib/query/read-query';
import { loadRandomizer } from '@/lib/randomizer/load';
import { buildMetadata } from '@/lib/seo/metadata';

/*
 * The spec lists /randomizer in its route table but leaves the screen undescribed ("content …
 * not shown"). Our reading: an organizer's prize draw shown on a projector. It loads every page
 * of the event's public viewers list on the server, and the presenter draws 1…min(50, viewers)
 * winners in the browser: `crypto.getRandomValues` with rejection sampling and a partial
 * Fisher–Yates shuffle (lib/randomizer/draw.ts), so the draw is uniform and never repeats a
 * person. Winners are revealed one by one (at once with reduced motion) in large type; "draw
 * again" makes a new, independent draw from the whole list; an event without viewers shows an
 * empty state. Not for search engines (noindex), rendered per request (it reads its query; the
 * list changes).
 *
 * A whole-page view (docs/architecture.md, "Organizer pages"): the page waits for the load
 * before its first byte, because an unknown event is the 404 page (`loadRandomizer` calls
 * `notFound()`); the view shows the load's other outcomes, its error state included.
 */

async function inputs(props: PageProps<'/[locale]/randomizer'>) {
  const locale = await pageLocale(props.params);
  const query = readQuery(await props.searchParams, hashQuerySchema) ?? notFound();
  return { locale, hash: query.hash, path: pagePath('/randomizer', query) };
}

export async function generateMetadata(
  props: PageProps<'/[locale]/randomizer'>,
): Promise<Metadata> {
  const { locale, hash, path } = await inputs(props);
  const t = await getTranslations({ locale, namespace: 'randomizer' });
  const { eventName } = await loadRandomizer(hash);
  return buildMetadata({
    title: eventName ? t('pageTitle', { event: eventName }) : t('title'),
    locale,
    path,
    noindex: true,
  });
}

export default async function RandomizerPage(props: PageProps<'/[locale]/randomizer'>) {
  const { locale, hash } = await inputs(props);
  return <RandomizerView locale={locale} load={await loadRandomizer(hash)} />;
}
