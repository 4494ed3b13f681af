import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';

/** Old links carry the language in the query; the locale now lives in the path. */

export const LEGACY_LOCALE_KEYS = ['lang', 'locale'] as const;

/** Next repeats the target in `Location` and `Refresh`: longer headers break proxies. @internal */
export const MAX_REDIRECT_TARGET_LENGTH = 2048;

/** @internal */
export function legacyLocale(value: string | null): Locale | undefined {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return primary && hasLocale(routing.locales, primary) ? primary : undefined;
}

/** @internal */
export function stripLocalePrefix(pathname: string): string {
  const match = pathname.match(new RegExp(`^/(?:${routing.locales.join('|')})(?=/|$)`));
  return match ? pathname.slice(match[0].length) || '/' : pathname;
}

// Always prefixed, so the locale middleware records the choice; undefined for an unknown locale.
// Only a path: the caller resolves it on this server's origin, never a request's host.
export function legacyLocaleTarget(pathname: string, search: string): string | undefined {
  const params = new URLSearchParams(search);
  const locale = LEGACY_LOCALE_KEYS.map((key) => legacyLocale(params.get(key))).find(Boolean);
  if (!locale) return undefined;
  for (const key of LEGACY_LOCALE_KEYS) params.delete(key);
  const rest = stripLocalePrefix(pathname.replace(/^[/\\]+/, '/'));
  const query = params.toString();
  const target = `/${locale}${rest === '/' ? '' : rest}${query ? `?${query}` : ''}`;
  return target.length <= MAX_REDIRECT_TARGET_LENGTH ? target : undefined;
}
