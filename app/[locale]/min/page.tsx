import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EventNotFoundPage } from '@/components/landing/EventNotFoundPage';
import { readLandingLocale } from '@/lib/landing/load';
import { landingNotFoundMetadata } from '@/lib/seo/landing-metadata';

/**
 * `/min` without a valid `hash` in the query: the query-string rewrite in next.config.mjs sends
 * every valid one to the per-hash page, so this is the "event not found" state (404), prerendered.
 */

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = readLandingLocale(await params);
  setRequestLocale(locale);
  return landingNotFoundMetadata({ locale, path: '/min' });
}

export default async function MinWithoutHash({ params }: Props) {
  const locale = readLandingLocale(await params);
  setRequestLocale(locale);
  return <EventNotFoundPage locale={locale} />;
}
