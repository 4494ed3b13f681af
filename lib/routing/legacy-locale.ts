import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';

/**
 * Old links carry the language in the query (`/max?hash=X&lang=en`, `/test?locale=en`); the
 * locale now lives in the path. These helpers turn such a URL into the prefixed one.
 */

export const LEGACY_LOCALE_KEYS = ['lang', 'locale'] as const;

/**
 * Next repeats a redirect's target in `Location` and `Refresh`; a longer target would make
 * response headers that proxies (nginx's default buffers) and HTTP clients reject.
 */
export const MAX_REDIRECT_TARGET_LENGTH = 2048;

/** `en`, `EN`, `en-US`, `en_GB` → `en`; anything that is not a locale of this site → undefined. */
export function legacyLocale(value: string | null): Locale | undefined {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return primary && hasLocale(routing.locales, primary) ? primary : undefined;
}

/** `/en/test` → `/test`, `/ru` → `/`, `/test` → `/test`. */
export function stripLocalePrefix(pathname: string): string {
  const match = pathname.match(new RegExp(`^/(?:${routing.locales.join('|')})(?=/|$)`));
  return match ? pathname.slice(match[0].length) || '/' : pathname;
}

/**
 * The path and query a legacy-locale URL moves to: the locale as the path prefix (always
 * prefixed, so the locale middleware records the choice in its cookie and, for the default
 * locale, removes the prefix again), every other query value kept in its order, the legacy keys
 * dropped. Undefined when the URL names no usable locale (or the target would be too long for a
 * redirect's headers): an unknown value is ignored and the
 * page is served as it would be without it. Only ever a path: the caller resolves it on this
 * server's own origin, never on a host taken from the request.
 */
export function legacyLocaleTarget(pathname: string, search: string): string | undefined {
  const params = new URLSearchParams(search);
  const locale = LEGACY_LOCALE_KEYS.map((key) => legacyLocale(params.get(key))).find(Boolean);
  if (!locale) return undefined;
  for (const key of LEGACY_LOCALE_KEYS) params.delete(key);
  // Collapsed leading slashes and backslashes: `//evil.example` stays a path on this site.
  const rest = stripLocalePrefix(pathname.replace(/^[/\\]+/, '/'));
  const query = params.toString();
  const target = `/${locale}${rest === '/' ? '' : rest}${query ? `?${query}` : ''}`;
  return target.length <= MAX_REDIRECT_TARGET_LENGTH ? target : undefined;
}
