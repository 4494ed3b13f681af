import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { MinimalLanding } from '@/components/landing/MinimalLanding';
import { routing } from '@/i18n/routing';
import { landingInputsSchema, parseInputs, type SearchParams } from '@/lib/platform/inputs';
import { loadEvent } from '@/lib/platform/load-event';
import { landingMetadata } from '@/lib/seo/landing-metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

/**
 * `/min?hash=X`, rendered per request. The same page is ready to be cached per hash at
 * `[hash]/page.tsx` once next.config.mjs rewrites `/min?hash=X` there, as it does for /max.
 */
async function load({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { hash } = parseInputs(landingInputsSchema, await searchParams) ?? notFound();
  return { locale, activity: await loadEvent(hash) };
}

const pathOf = (hash: string) => `/min?hash=${encodeURIComponent(hash)}`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, activity } = await load(props);
  return landingMetadata({ activity, locale, path: pathOf(activity.hash) });
}

export default async function MinimalLandingPage(props: Props) {
  const { locale, activity } = await load(props);
  return <MinimalLanding locale={locale} activity={activity} path={pathOf(activity.hash)} />;
}
