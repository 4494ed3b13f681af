import { LOCALES, type Locale } from '@/i18n/locales';

export const LOCALE_CHOICE_ATTRIBUTE = 'data-locale-choice';

/** Always prefixed, so the URL names the language with or without script. */
export function switchHref(locale: Locale, pathname: string, search: string): string {
  const path = pathname === '/' ? '' : pathname;
  return `/${locale}${path}${search ? `?${search}` : ''}`;
}

/** next-intl's navigation helpers would bring their router into every page for one string. */
export function withoutLocalePrefix(pathname: string): string {
  const match = pathname.match(new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`));
  return match ? pathname.slice(match[0].length) || '/' : pathname;
}

/** Anything but a same-site path → [`/`, ``]. */
export function splitHref(href: string): [pathname: string, search: string] {
  if (!/^\/(?!\/)/.test(href)) return ['/', ''];
  const url = href.split('#')[0] ?? '';
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}
