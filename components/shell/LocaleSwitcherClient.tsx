'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { LOCALES, type Locale } from '@/i18n/locales';
import { LOCALE_CHOICE_ATTRIBUTE, switchHref, withoutLocalePrefix } from '@/lib/i18n/locale-links';
import { LocaleLinkLabel } from './LocaleLinkLabel';

/** The switch's texts, translated by the server component above it. */
export interface LocaleLinksText {
  label: string;
  names: Record<Locale, string>;
}

export interface ClientLocaleLinksProps {
  text: LocaleLinksText;
  /** The page's locale. */
  locale: Locale;
  search?: string;
}

export function ClientLocaleLinks({ text, locale: current, search = '' }: ClientLocaleLinksProps) {
  const pathname = withoutLocalePrefix(usePathname() ?? '/');
  return (
    <nav aria-label={text.label} className="flex items-center gap-1 text-sm">
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={switchHref(locale, pathname, search)}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
          {...{ [LOCALE_CHOICE_ATTRIBUTE]: locale }}
          className="locale-link"
        >
          <LocaleLinkLabel locale={locale} name={text.names[locale]} />
        </a>
      ))}
    </nav>
  );
}

export function LocaleSwitcherClient(props: Omit<ClientLocaleLinksProps, 'search'>) {
  return <ClientLocaleLinks {...props} search={useSearchParams().toString()} />;
}
