import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { FullLanding } from '@/components/landing/FullLanding';
import { loadLanding, parseLandingParams, type LandingParams } from '@/lib/landing/load';
import { landingMetadata } from '@/lib/seo/landing-metadata';

// Rendered once per hash and served from the cache (ISR); must stay a literal for Next.
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): LandingParams[] {
  return [];
}

type Props = { params: Promise<LandingParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Before any translation: next-intl then never reads request headers, so the page stays cacheable.
  setRequestLocale(parseLandingParams(await params).locale);
  const { locale, activity } = await loadLanding(await params);
  return landingMetadata({
    activity,
    locale,
    path: `/max?hash=${encodeURIComponent(activity.hash)}`,
  });
}

export default async function MaxLandingPage({ params }: Props) {
  setRequestLocale(parseLandingParams(await params).locale);
  const data = await loadLanding(await params);
  return <FullLanding {...data} path={`/max?hash=${encodeURIComponent(data.activity.hash)}`} />;
}
