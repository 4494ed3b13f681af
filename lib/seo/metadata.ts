import 'server-only';
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { routing } from '@/i18n/routing';
import { getBrand } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import { absoluteUrl, publicUrl, type PublicSite } from './urls';
import { NOT_FOUND_MESSAGES, type NotFoundKind } from '@/lib/i18n/not-found';
import type { Translate } from '@/lib/routing/table';

const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface MetadataInput {
  /** `''` only where no page name is known: the `<title>` is then the brand's name alone. */
  title: string;
  description?: string;
  path: string;
  locale: Locale;
  image?: { url: string; alt: string };
  noindex?: boolean;
  site?: PublicSite;
}

const OG_LOCALES: Record<Locale, string> = { ru: 'ru_RU', en: 'en_US' };

export async function notFoundMetadata({
  locale,
  path,
  site,
}: Pick<MetadataInput, 'locale' | 'path' | 'site'>): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const metadata = buildMetadata({
    title: t('title'),
    description: t('text'),
    path,
    locale,
    site,
    noindex: true,
  });
  // A missing page has no address of its own: no canonical, hreflang or og:url.
  const { alternates: _alternates, openGraph, ...rest } = metadata;
  return { ...rest, openGraph: openGraph && { ...openGraph, url: undefined } };
}

/** Next answers a boundary's 404 with an empty shell whose head still carries this. */
export async function notFoundBoundaryMetadata(
  params: Promise<{ locale: string }>,
  kind: NotFoundKind,
): Promise<Metadata> {
  const { locale } = await params;
  const robots = { index: false, follow: false };
  if (!hasLocale(routing.locales, locale)) return { robots };
  const t = await getTranslations({ locale });
  const { title, text } = NOT_FOUND_MESSAGES[kind];
  return { title: t(title), description: t(text), robots };
}

/** "<page> — <event>" (decision 1210); the brand stands in for an event the page cannot name. */
export function pageTitle(t: Translate, page: string, event?: string): string {
  return t('titles.pageOf', { page, event: event?.trim() || getBrand().name });
}

export function mainSite(): PublicSite {
  return { origin: getConfig().SITE_URL, defaultLocale: routing.defaultLocale };
}

/** The one metadata builder; URLs come from configuration, never from request headers. */
export function buildMetadata({
  title,
  description,
  path,
  locale,
  image,
  noindex,
  site = mainSite(),
}: MetadataInput): Metadata {
  const brand = getBrand();
  const url = (target: Locale) => publicUrl(site, path, target);
  const languages: Record<string, string> = Object.fromEntries(
    routing.locales.map((target) => [target, url(target)]),
  );
  languages['x-default'] = url(site.defaultLocale);
  // A raster card on every page: preview crawlers draw nothing else.
  const card = image ?? {
    url: absoluteUrl(site.origin, brand.socialImage[locale]),
    alt: brand.name,
  };
  const images = [{ ...card, ...OG_IMAGE_SIZE }];

  // HTML and WCAG 2.4.2 need a non-empty <title>.
  const pageTitle = title.trim() || undefined;
  return {
    title: pageTitle ?? brand.name,
    description,
    alternates: { canonical: url(locale), languages },
    openGraph: {
      type: 'website',
      title: pageTitle ?? brand.name,
      description,
      url: url(locale),
      siteName: brand.name,
      locale: OG_LOCALES[locale],
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: pageTitle ?? brand.name,
      description,
      images: [{ url: card.url, alt: card.alt }],
    },
    robots: noindex ? { index: false, follow: false } : undefined,
  };
}
