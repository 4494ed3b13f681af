import type { Locale } from '@/i18n/routing';
import { routing } from '@/i18n/routing';

/** Public URLs come from configuration, never from request headers. */
export interface PublicSite {
  origin: string;
  defaultLocale: Locale;
}

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

export function absoluteUrl(siteUrl: string, path: string): string {
  // `//evil.example` must stay a path on this origin.
  return new URL(path.replace(/^[/\\]+/, '/'), `${siteUrl.replace(/\/+$/, '')}/`).toString();
}

/** Everything else is dropped: personal values (tokens, codes) must never reach a public link. @internal */
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

/** @internal */
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
    const value = query.getAll(name).at(-1);
    if (value !== undefined) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export function publicUrl(site: PublicSite, path: string, locale: Locale): string {
  return absoluteUrl(site.origin, localizedPath(publicPath(path), locale, site.defaultLocale));
}
