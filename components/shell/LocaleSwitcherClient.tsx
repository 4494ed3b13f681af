'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { usePageLocale, useText } from '@/components/ui/text';
import { LOCALES, type Locale } from '@/i18n/locales';
import { localeCookie } from '@/lib/i18n/language-hint';

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

function splitHref(href: string): [pathname: string, search: string] {
  const url = href.split('#')[0] ?? '';
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

/**
 * Plain links with explicit prefixes, not client-side navigation: the middleware answers
 * `/ru/...` with a redirect to the unprefixed URL, which works before hydration, for crawlers,
 * and without a prefetched copy of the other locale going stale. Following one stores the choice
 * in the locale cookie, as the language hint does, so unprefixed pages follow it (decision 0227;
 * without script the middleware records a switch to Russian itself). Its texts are the
 * `localeSwitcher` first-load texts.
 */
export function LocaleLinks({
  search = '',
  currentHref,
}: {
  search?: string;
  /**
   * The page's public URL without locale prefix (`/max?hash=X`). Needed where the HTML is
   * prerendered behind a rewrite: there `usePathname` sees the internal path (`/max/X`).
   */
  currentHref?: string;
}) {
  const hookPathname = withoutLocalePrefix(usePathname() ?? '/');
  const current = usePageLocale();
  const t = useText();
  const [pathname, query] = currentHref?.match(/^\/(?!\/)/)
    ? splitHref(currentHref)
    : [hookPathname, search];
  return (
    <nav aria-label={t('shell.locale')} className="flex items-center gap-1 text-sm">
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={switchHref(locale, pathname, query)}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
          onClick={() => {
            document.cookie = localeCookie(locale);
          }}
          className="locale-link"
        >
          {t(`shell.localeNames.${locale}`)}
        </a>
      ))}
    </nav>
  );
}

/** The switcher with the current query kept (client-side; the server fallback omits it). */
export function LocaleSwitcherClient() {
  return <LocaleLinks search={useSearchParams().toString()} />;
}
