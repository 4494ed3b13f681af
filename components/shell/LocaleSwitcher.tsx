import { getLocale } from 'next-intl/server';
import { LanguageHintAfterLoad } from '@/components/landing/LanguageHintAfterLoad';
import { islandIntl } from '@/i18n/client-messages';
import { routing, type Locale } from '@/i18n/routing';
import { LocaleLinks } from './LocaleLinks';

/**
 * The locale switcher of a page that knows its public URL (landings, organizer pages, the event
 * site): server links to that URL in the other locale (LocaleLinks), with no client code in the
 * first load, and the language hint, in the other locale's words (there is one other: ru ↔ en),
 * whose island loads after the page. `/test` has LocaleSwitcherCarryingQuery instead.
 */
export async function LocaleSwitcher({ currentHref }: { currentHref: string }) {
  const [links, hintIntl] = await Promise.all([LocaleLinks({ currentHref }), languageHintIntl()]);
  return (
    <>
      {links}
      <LanguageHintAfterLoad intl={hintIntl} />
    </>
  );
}

/** The language hint's messages: the other locale's. */
export async function languageHintIntl() {
  const locale = (await getLocale()) as Locale;
  const target = routing.locales.find((other) => other !== locale) ?? locale;
  return islandIntl('languageHint', target);
}
