import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/components/ui/NotFoundPage';
import { readLandingLocale } from '@/lib/landing/load';
import { notFoundMetadata } from '@/lib/seo/metadata';

// The catch-all: next.config.mjs rewrites every unmatched path here (a `fallback` rewrite), so it
// answers 404 from one prerendered page per locale.

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = readLandingLocale(await params);
  setRequestLocale(locale);
  return notFoundMetadata({ locale, path: '/page-not-found' });
}

export default async function UnknownPath({ params }: Props) {
  const locale = readLandingLocale(await params);
  setRequestLocale(locale);
  return <NotFoundPage kind="page" />;
}
