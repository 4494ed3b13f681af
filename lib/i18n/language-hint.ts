import { LOCALES, type Locale } from '@/i18n/locales';
import { switchHref, withoutLocalePrefix } from './locale-links';

/**
 * The visitor's chosen language, written only by a choice (the switcher, the language hint; the
 * middleware on `/ru/…`), read by the middleware and the landings' config rewrites.
 */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** A year, as the language hint remembers the visitor's choice. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The first of the browser's languages the product has (`en-US` → `en`), if any. */
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

/** `document.cookie` assignment that stores a choice for a year on every path. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The same attributes for a `Set-Cookie` the middleware writes (lib/routing/locale-choice.ts). */
export function localeCookieOptions() {
  return { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' } as const;
}

/**
 * `/en/max` + `?hash=X` → `/ru/max?hash=X`: the same page and query in `locale`, prefixed, as
 * the locale switcher links it (lib/i18n/locale-links.ts).
 */
export function localeHref(locale: Locale, pathname: string, search: string): string {
  return switchHref(locale, withoutLocalePrefix(pathname), search.replace(/^\?/, ''));
}
