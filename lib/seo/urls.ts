import type { Locale } from '@/i18n/routing';
import { routing } from '@/i18n/routing';

/**
 * Where a page's public URLs live: the site itself (`SITE_URL`, Russian without a prefix) or an
 * organizer's custom domain (its own origin, its configured locale without a prefix). Always
 * taken from configuration, never from request headers.
 */
export interface PublicSite {
  /** Scheme and host, no trailing slash: `https://events.acme.example`. */
  origin: string;
  /** The locale served without a prefix on this origin. */
  defaultLocale: Locale;
}

/**
 * The public path of `path` (which may carry a query) in `locale`, following the
 * `as-needed` prefix rule: the origin's default locale has no prefix.
 */
export function localizedPath(
  path: string,
  locale: Locale,
  defaultLocale: Locale = routing.defaultLocale,
): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return normalised;
  if (normalised === '/') return `/${locale}`;
  if (normalised.startsWith('/?')) return `/${locale}${normalised.slice(1)}`;
  return `/${locale}${normalised}`;
}

/** Absolute URL on the configured site origin; never built from request headers. */
export function absoluteUrl(siteUrl: string, path: string): string {
  // Leading slashes collapsed: `//evil.example` must stay a path on this origin, not a host.
  return new URL(path.replace(/^[/\\]+/, '/'), `${siteUrl.replace(/\/+$/, '')}/`).toString();
}

/** Absolute URL of `path` in `locale` on `site`. */
export function publicUrl(site: PublicSite, path: string, locale: Locale): string {
  return absoluteUrl(site.origin, localizedPath(path, locale, site.defaultLocale));
}
