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

/**
 * The query parameters a public URL (canonical, og:url, hreflang alternates) of each page may
 * carry, by the page's first path segment. Everything else is dropped: personal values (a
 * subscription or certificate `token`, a player `code`, a stream-key `id`) must never reach a
 * link a crawler, a preview or an analytics script could keep. A page not listed keeps no query.
 */
export const PUBLIC_QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  max: ['hash'],
  landing: ['hash'],
  mid: ['hash'],
  min: ['hash'],
  platform: ['hash'],
  meetings: ['hash'],
  'new-dion': ['hash'],
  order: ['hash'],
  'order-invoice': ['hash'],
  site: ['hash'],
  questions: ['hash', 'activityId'],
  polls: ['hash', 'activityId'],
  'participants-rating': ['hash', 'activityId'],
  randomizer: ['hash'],
  'form-qr-code': ['id'],
  certificate: ['hash'],
  email_subscriptions: ['hash'],
};

/** `path` with only the query parameters its page publishes (PUBLIC_QUERY_PARAMETERS). */
export function publicPath(path: string): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  const queryStart = normalised.indexOf('?');
  const pathname = queryStart === -1 ? normalised : normalised.slice(0, queryStart);
  if (queryStart === -1) return pathname;
  const page = pathname.split('/')[1] ?? '';
  const allowed = Object.hasOwn(PUBLIC_QUERY_PARAMETERS, page)
    ? (PUBLIC_QUERY_PARAMETERS[page] ?? [])
    : [];
  const query = new URLSearchParams(normalised.slice(queryStart + 1));
  const kept = new URLSearchParams();
  for (const name of allowed) {
    // The last value counts, as on every page (docs/routes.md).
    const value = query.getAll(name).at(-1);
    if (value !== undefined) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Absolute URL of `path` in `locale` on `site`, with only the page's public query. */
export function publicUrl(site: PublicSite, path: string, locale: Locale): string {
  return absoluteUrl(site.origin, localizedPath(publicPath(path), locale, site.defaultLocale));
}
