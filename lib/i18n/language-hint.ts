import { LOCALES, type Locale } from '@/i18n/locales';
import { switchHref, withoutLocalePrefix } from './locale-links';

/** Written only by a choice; read by the middleware and the landings' config rewrites. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const base = language.split('-')[0]?.toLowerCase();
    const locale = LOCALES.find((candidate) => candidate === base);
    if (locale) return locale;
  }
  return undefined;
}

export function hasLocaleCookie(cookie: string): boolean {
  return cookie.split(/;\s*/).some((pair) => pair.startsWith(`${LOCALE_COOKIE}=`));
}

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

export function localeCookieOptions() {
  return { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' } as const;
}

export function localeHref(locale: Locale, pathname: string, search: string): string {
  return switchHref(locale, withoutLocalePrefix(pathname), search.replace(/^\?/, ''));
}
