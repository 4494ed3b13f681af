import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EventNotFoundPage } from '@/components/landing/EventNotFoundPage';
import { MidLanding } from '@/components/landing/MidLanding';
import { landingPath, readLandingParams, type LandingParams } from '@/lib/landing/load';
import { findEvent } from '@/lib/platform/load-event';
import { landingMetadata, landingNotFoundMetadata } from '@/lib/seo/landing-metadata';

// Rendered once per hash and served from the cache (ISR), as /max; must stay a literal for Next.
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): LandingParams[] {
  return [];
}

type Props = { params: Promise<LandingParams> };

const pathOf = (hash: string) => landingPath('mid', hash);

/** The event, or `undefined`: its "event not found" state (HTTP 404). */
async function load({ params }: Props) {
  const { locale, hash = '' } = readLandingParams(await params);
  // Before any translation: next-intl then never reads request headers, so the page stays cacheable.
  setRequestLocale(locale);
  return { locale, hash, activity: hash ? await findEvent(hash) : undefined };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, hash, activity } = await load(props);
  if (!activity) return landingNotFoundMetadata({ locale, path: pathOf(hash) });
  return landingMetadata({ activity, locale, path: pathOf(hash) });
}

export default async function MidLandingByHash(props: Props) {
  const { locale, hash, activity } = await load(props);
  if (!activity) return <EventNotFoundPage locale={locale} />;
  return <MidLanding locale={locale} activity={activity} path={pathOf(hash)} />;
}
