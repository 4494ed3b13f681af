import { Suspense } from 'react';
import { LanguageHintAfterLoad } from '@/components/landing/LanguageHintAfterLoad';
import { TextProvider } from '@/components/ui/text';
import { firstLoadText } from '@/i18n/client-messages';
import { languageHintIntl } from './LocaleSwitcher';
import { ClientLocaleLinks, LocaleSwitcherClient } from './LocaleSwitcherClient';

/**
 * The switcher of `/test`, whose HTML is prerendered once for every query: the server's links
 * (also what crawlers get) are replaced after hydration by the client's, which keep the browser's
 * path and query (`/test?utm_source=x` → `/en/test?utm_source=x`). Its own file, so that pages
 * with a public URL (LocaleSwitcher) do not ship its client code.
 */
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
