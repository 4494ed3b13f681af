import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { islandMessages } from '@/i18n/client-messages';
import { routing } from '@/i18n/routing';
import { LanguageHintAfterLoad } from '@/components/landing/LanguageHintAfterLoad';
import { LocaleLinks, LocaleSwitcherClient } from './LocaleSwitcherClient';

/**
 * Server wrapper: the switcher's messages (`localeSwitcher`) for the client leaf. The fallback
 * (HTML before hydration, and the whole switcher for crawlers on prerendered pages) links
 * `currentHref` when given; after hydration the leaf uses the browser's path and query. With it,
 * the language hint, in the other locale's words (there is one other: ru ↔ en), so its provider
 * names that locale.
 */
export async function LocaleSwitcher({ currentHref }: { currentHref?: string }) {
  const locale = await getLocale();
  const target = routing.locales.find((other) => other !== locale) ?? locale;
  const [switcherMessages, hintMessages] = await Promise.all([
    islandMessages('localeSwitcher'),
    islandMessages('languageHint', target),
  ]);
  return (
    <>
      <NextIntlClientProvider messages={switcherMessages}>
        <Suspense fallback={<LocaleLinks currentHref={currentHref} />}>
          <LocaleSwitcherClient />
        </Suspense>
      </NextIntlClientProvider>
      <NextIntlClientProvider locale={target} messages={hintMessages}>
        <LanguageHintAfterLoad />
      </NextIntlClientProvider>
    </>
  );
}
