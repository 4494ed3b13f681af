import { Suspense } from 'react';
import { LanguageHintAfterLoad } from '@/components/landing/LanguageHintAfterLoad';
import { TextProvider } from '@/components/ui/text';
import { firstLoadText } from '@/i18n/client-messages';
import { languageHintIntl } from './LocaleSwitcher';
import { ClientLocaleLinks, LocaleSwitcherClient } from './LocaleSwitcherClient';

// `/test` is prerendered once for every query: the client's links, keeping the query, replace
// the server's after hydration. Its own file, so pages with a public URL ship none of it.
export async function LocaleSwitcherCarryingQuery() {
  return (
    <>
      <TextProvider text={await firstLoadText('localeSwitcher')}>
        <Suspense fallback={<ClientLocaleLinks />}>
          <LocaleSwitcherClient />
        </Suspense>
      </TextProvider>
      <LanguageHintAfterLoad intl={await languageHintIntl()} />
    </>
  );
}
