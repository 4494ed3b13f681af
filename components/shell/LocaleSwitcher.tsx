import { getLocale } from 'next-intl/server';
import { LanguageHintAfterLoad } from '@/components/landing/LanguageHintAfterLoad';
import { islandIntl } from '@/i18n/client-messages';
import { routing, type Locale } from '@/i18n/routing';
import { LocaleLinks } from './LocaleLinks';

// No client code in the first load: server links, and the hint's island after the page.
export async function LocaleSwitcher({ currentHref }: { currentHref: string }) {
  const [links, hintIntl] = await Promise.all([LocaleLinks({ currentHref }), languageHintIntl()]);
  return (
    <>
      {links}
      <LanguageHintAfterLoad intl={hintIntl} />
    </>
  );
}

export async function languageHintIntl() {
  const locale = (await getLocale()) as Locale;
  const target = routing.locales.find((other) => other !== locale) ?? locale;
  return islandIntl('languageHint', target);
}
