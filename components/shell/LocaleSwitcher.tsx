import { getLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { TextProvider } from '@/components/ui/text';
import { firstLoadText, islandIntl } from '@/i18n/client-messages';
import { routing, type Locale } from '@/i18n/routing';
import { LanguageHintAfterLoad } from '@/components/landing/LanguageHintAfterLoad';
import { LocaleLinks, LocaleSwitcherClient } from './LocaleSwitcherClient';

/**
 * Server wrapper: the switcher's texts (`localeSwitcher`) for the client leaf. With `currentHref`
 * (a landing or an organizer page, whose HTML is cached per public URL) the links name that URL
 * from the first HTML on, and hydrate in place. Without it, the server's links (also what crawlers
 * get on prerendered pages) are replaced after hydration by the leaf, which keeps the browser's
 * path and query (`/test?utm_source=x` → `/en/test?utm_source=x`). With it, the language hint, in
 * the other locale's words (there is one other: ru ↔ en), so its messages are that locale's.
 */
export async function LocaleSwitcher({ currentHref }: { currentHref?: string }) {
  const locale = (await getLocale()) as Locale;
  const target = routing.locales.find((other) => other !== locale) ?? locale;
  const [switcherText, hintIntl] = await Promise.all([
    firstLoadText('localeSwitcher'),
    islandIntl('languageHint', target),
  ]);
  return (
    <>
      <TextProvider text={switcherText}>
        {currentHref ? (
          // Rendered once: a client re-render after the page's fonts arrived would re-lay the
          // links out in another face and move them (a layout shift on a phone's header).
          <LocaleLinks currentHref={currentHref} />
        ) : (
          <Suspense fallback={<LocaleLinks />}>
            <LocaleSwitcherClient />
          </Suspense>
        )}
      </TextProvider>
      <LanguageHintAfterLoad intl={hintIntl} />
    </>
  );
}
