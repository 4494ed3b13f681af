import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RandomizerView } from '@/components/randomizer/RandomizerView';
import { routing } from '@/i18n/routing';
import { loadRandomizer, randomizerHash } from '@/lib/randomizer/load';
import { buildMetadata } from '@/lib/seo/metadata';
import type { SearchParams } from '@/lib/query/read-query';

/*
 * The spec lists /randomizer in its route table but leaves the screen undescribed ("content …
 * not shown"). Our reading: an organizer's prize draw shown on a projector. It loads every page
 * of the event's public viewers list on the server, and the presenter draws 1…min(50, viewers)
 * winners in the browser: `crypto.getRandomValues` with rejection sampling and a partial
 * Fisher–Yates shuffle (lib/randomizer/draw.ts), so the draw is uniform and never repeats a
 * person. Winners are revealed one by one (at once with reduced motion) in large type; "draw
 * again" makes a new, independent draw from the whole list; an event without viewers shows an
 * empty state. Not for search engines (noindex), rendered per request (the list changes).
 */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  setRequestLocale(locale);
  const hash = randomizerHash(await searchParams);
  const t = await getTranslations({ locale, namespace: 'randomizer' });
  const { eventName } = await loadRandomizer(hash);
  return buildMetadata({
    title: eventName ? t('pageTitle', { event: eventName }) : t('title'),
    locale,
    path: `/randomizer?hash=${encodeURIComponent(hash)}`,
    noindex: true,
  });
}

export default async function RandomizerPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const hash = randomizerHash(await searchParams);
  return <RandomizerView locale={locale} load={await loadRandomizer(hash)} />;
}
