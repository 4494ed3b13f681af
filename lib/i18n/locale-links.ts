import { LOCALES, type Locale } from '@/i18n/locales';

/**
 * The locale switcher's addresses, shared by its server links (components/shell/LocaleLinks.tsx)
 * and its client links on pages without a public URL (LocaleSwitcherClient.tsx).
 */

/** The attribute that marks a link to the page in another language: its value is that locale. */
export const LOCALE_CHOICE_ATTRIBUTE = 'data-locale-choice';

/** `/ru/test?x=1`: always prefixed, so the URL names the language with or without script. */
export function switchHref(locale: Locale, pathname: string, search: string): string {
  const path = pathname === '/' ? '' : pathname;
  return `/${locale}${path}${search ? `?${search}` : ''}`;
}

/**
 * `/en/test` → `/test`. next/navigation's pathname rather than next-intl's navigation helpers,
 * which would bring their router and link machinery (~8 kB gzip) into every page for one string.
 */
export function withoutLocalePrefix(pathname: string): string {
  const match = pathname.match(new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`));
  return match ? pathname.slice(match[0].length) || '/' : pathname;
}

/** `/max?hash=X#faq` → [`/max`, `hash=X`]; anything but a same-site path → [`/`, ``]. */
export function splitHref(href: string): [pathname: string, search: string] {
  if (!/^\/(?!\/)/.test(href)) return ['/', ''];
  const url = href.split('#')[0] ?? '';
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}
