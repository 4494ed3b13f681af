import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { FullViewportPlayer } from '@/components/platform/FullViewportPlayer';
import { routing } from '@/i18n/routing';
import { playerInputsSchema } from '@/lib/platform/inputs';
import { readQuery, type SearchParams } from '@/lib/query/read-query';
import { loadEvent } from '@/lib/platform/load-event';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

async function load({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const inputs = readQuery(await searchParams, playerInputsSchema) ?? notFound();
  return { locale, inputs, activity: await loadEvent(inputs.hash) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, activity } = await load(props);
  // A room of the event, not its public page: kept out of search indexes.
  return buildMetadata({
    title: activity.name,
    path: `/meetings?hash=${encodeURIComponent(activity.hash)}`,
    locale,
    noindex: true,
  });
}

export default async function MeetingsPage(props: Props) {
  const { inputs, activity } = await load(props);
  return <FullViewportPlayer activity={activity} inputs={inputs} mode="meetings" />;
}
