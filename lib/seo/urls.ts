import type { Locale } from '@/i18n/routing';
import { routing } from '@/i18n/routing';

/**
 * The public path of `path` (which may carry a query) in `locale`, following the
 * `as-needed` prefix rule: the default locale has no prefix.
 */
export function localizedPath(path: string, locale: Locale): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  if (locale === routing.defaultLocale) return normalised;
  if (normalised === '/') return `/${locale}`;
  if (normalised.startsWith('/?')) return `/${locale}${normalised.slice(1)}`;
  return `/${locale}${normalised}`;
}

/** Absolute URL on the configured site origin; never built from request headers. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}
