'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { usePageLocale, useText } from '@/components/ui/text';
import { LOCALES } from '@/i18n/locales';
import { LOCALE_CHOICE_ATTRIBUTE, switchHref, withoutLocalePrefix } from '@/lib/i18n/locale-links';
import { LocaleLinkLabel } from './LocaleLinkLabel';

export function ClientLocaleLinks({ search = '' }: { search?: string }) {
  const pathname = withoutLocalePrefix(usePathname() ?? '/');
  const current = usePageLocale();
  const t = useText();
  return (
    <nav aria-label={t('shell.locale')} className="flex items-center gap-1 text-sm">
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
          <LocaleLinkLabel locale={locale} name={t(`shell.localeNames.${locale}`)} />
        </a>
      ))}
    </nav>
  );
}

export function LocaleSwitcherClient() {
  return <ClientLocaleLinks search={useSearchParams().toString()} />;
}
