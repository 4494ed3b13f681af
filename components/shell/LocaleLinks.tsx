import { getLocale, getTranslations } from 'next-intl/server';
import { LOCALES, type Locale } from '@/i18n/locales';
import { LOCALE_CHOICE_ATTRIBUTE, splitHref, switchHref } from '@/lib/i18n/locale-links';
import { LocaleLinkLabel } from './LocaleLinkLabel';

// The links name the prefixed URL; the middleware redirects `/ru/...` to the unprefixed one, which
// works before hydration, for crawlers, and without a stale prefetched copy of the other locale.
export async function LocaleLinks({ currentHref }: { currentHref: string }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('shell')]);
  const [pathname, query] = splitHref(currentHref);
  return (
    <nav aria-label={t('locale')} className="flex items-center gap-1 text-sm">
      {LOCALES.map((other: Locale) => (
        <a
          key={other}
          href={switchHref(other, pathname, query)}
          hrefLang={other}
          lang={other}
          aria-current={other === locale ? 'true' : undefined}
          {...{ [LOCALE_CHOICE_ATTRIBUTE]: other }}
          className="locale-link"
        >
          <LocaleLinkLabel locale={other} name={t(`localeNames.${other}`)} />
        </a>
      ))}
    </nav>
  );
}
