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

const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface MetadataInput {
  /**
   * The page's title from its translation entry; `''` for a page without one, whose title is
   * empty (docs/decisions/0224-page-titles.md): the document's required `<title>` (and the
   * preview titles Next derives from it) name the brand alone.
   */
  title: string;
  description?: string;
  /** Public path with its query, locale-free: `/max?hash=demo-online`. */
  path: string;
  locale: Locale;
  /** The page's own card (an event's); the brand's default social image otherwise. */
  image?: { url: string; alt: string };
  noindex?: boolean;
  /** Where the page is published; the configured `SITE_URL` unless a custom domain serves it. */
  site?: PublicSite;
}

const OG_LOCALES: Record<Locale, string> = { ru: 'ru_RU', en: 'en_US' };

/** The "page not found" state: answered with 404, so kept out of search indexes. */
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
  // A missing page has no address of its own to name: no canonical, hreflang or og:url.
  const { alternates: _alternates, openGraph, ...rest } = metadata;
  return { ...rest, openGraph: openGraph && { ...openGraph, url: undefined } };
}

/**
 * The head of a per-request page's 404 (a `not-found.tsx` boundary's `generateMetadata`): Next
 * answers those with an empty document shell whose head still carries this, so crawlers and
 * link previews get the title and description in the URL's locale with the status.
 */
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

/** The product's own site: `SITE_URL`, Russian without a prefix. */
export function mainSite(): PublicSite {
  return { origin: getConfig().SITE_URL, defaultLocale: routing.defaultLocale };
}

/**
 * The one metadata builder for every page, so titles, canonical, hreflang and Open Graph never
 * drift apart. URLs come from `SITE_URL` or a configured custom domain, never from request headers.
 */
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
  // Link previews get a picture on every page: the brand's per-locale social image (a raster
  // 1200×630, what preview crawlers draw) wherever there is no generated card.
  const card = image ?? {
    url: absoluteUrl(site.origin, brand.socialImage[locale]),
    alt: brand.name,
  };
  const images = [{ ...card, ...OG_IMAGE_SIZE }];

  // HTML and WCAG 2.4.2 need a non-empty <title>; an untitled page's names only the brand.
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
