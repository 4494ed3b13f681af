import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/components/ui/NotFoundPage';
import { readLandingLocale } from '@/lib/landing/load';
import { notFoundMetadata } from '@/lib/seo/metadata';

/**
 * The catch-all route (`/:pathMatch(.*)*` in docs/routes.md): next.config.mjs rewrites every path
 * that no route matches here, in its locale (a `fallback` rewrite), so an unknown path answers 404
 * with its text and title in the first HTML from one prerendered page per locale.
 */

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
