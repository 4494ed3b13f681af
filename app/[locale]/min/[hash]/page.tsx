import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { MinimalLanding } from '@/components/landing/MinimalLanding';
import { parseLandingParams, type LandingParams } from '@/lib/landing/load';
import { loadEvent } from '@/lib/platform/load-event';
import { landingMetadata } from '@/lib/seo/landing-metadata';

// Rendered once per hash and served from the cache (ISR), as /max; must stay a literal for Next.
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): LandingParams[] {
  return [];
}

type Props = { params: Promise<LandingParams> };

async function load({ params }: Props) {
  // Before any translation: next-intl then never reads request headers, so the page stays cacheable.
  const { locale, hash } = parseLandingParams(await params);
  setRequestLocale(locale);
  return { locale, activity: await loadEvent(hash) };
}

const pathOf = (hash: string) => `/min?hash=${encodeURIComponent(hash)}`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, activity } = await load(props);
  return landingMetadata({ activity, locale, path: pathOf(activity.hash) });
}

export default async function MinimalLandingByHash(props: Props) {
  const { locale, activity } = await load(props);
  return <MinimalLanding locale={locale} activity={activity} path={pathOf(activity.hash)} />;
}
