import { Suspense } from 'react';
import { LanguageHintAfterLoad } from '@/components/landing/LanguageHintAfterLoad';
import { currentLocale } from '@/i18n/current-locale';
import { ClientLocaleLinks, LocaleSwitcherClient } from './LocaleSwitcherClient';
import { languageHintProps, localeLinksText } from './text';

// `/test` is prerendered once for every query: the client's links, keeping the query, replace
// the server's after hydration. Its own file, so pages with a public URL ship none of it.
export async function LocaleSwitcherCarryingQuery() {
  const [text, locale, hint] = await Promise.all([
    localeLinksText(),
    currentLocale(),
    languageHintProps(),
  ]);
  return (
    <>
      <Suspense fallback={<ClientLocaleLinks text={text} locale={locale} />}>
        <LocaleSwitcherClient text={text} locale={locale} />
      </Suspense>
      <LanguageHintAfterLoad {...hint} />
    </>
  );
}
