import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EventNotFoundPage } from '@/components/landing/EventNotFoundPage';
import { FullLanding } from '@/components/landing/FullLanding';
import {
  findLanding,
  landingPath,
  readLandingParams,
  type LandingParams,
} from '@/lib/landing/load';
import { landingMetadata, landingNotFoundMetadata } from '@/lib/seo/landing-metadata';

// Rendered once per hash and served from the cache (ISR); must stay a literal for Next.
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): LandingParams[] {
  return [];
}

type Props = { params: Promise<LandingParams> };

const pathOf = (hash: string) => landingPath('landing', hash);

/** The event's landing data, or `undefined`: its "event not found" state (HTTP 404). */
async function load({ params }: Props) {
  const { locale, hash = '' } = readLandingParams(await params);
  // Before any translation: next-intl then never reads request headers, so the page stays cacheable.
  setRequestLocale(locale);
  return { locale, hash, data: hash ? await findLanding(locale, hash) : undefined };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, hash, data } = await load(props);
  if (!data) return landingNotFoundMetadata({ locale, path: pathOf(hash) });
  return landingMetadata({ activity: data.activity, locale, path: pathOf(hash) });
}

export default async function LandingPage(props: Props) {
  const { locale, hash, data } = await load(props);
  if (!data) return <EventNotFoundPage locale={locale} />;
  return <FullLanding {...data} path={pathOf(hash)} />;
}
