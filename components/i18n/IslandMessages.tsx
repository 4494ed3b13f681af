import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { islandMessages, type Island } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';

/**
 * Wraps a client island in a provider holding only the messages it reads
 * (`ISLAND_MESSAGES` in i18n/client-messages.ts): the one way an island gets its words.
 */
export async function IslandMessages({
  locale,
  island,
  children,
}: {
  locale: Locale;
  island: Island;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={await islandMessages(locale, island)}>
      {children}
    </NextIntlClientProvider>
  );
}
