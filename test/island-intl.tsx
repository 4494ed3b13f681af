import { IntlErrorCode, NextIntlClientProvider, type IntlError } from 'next-intl';
import type { ReactNode } from 'react';
import { ISLAND_MESSAGES, pickMessages, type Island } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

/** A message an island reads outside its `ISLAND_MESSAGES` (or a broken one) fails the test. */
function failOnMessageError(error: IntlError) {
  if (error.code !== IntlErrorCode.ENVIRONMENT_FALLBACK) throw error;
}

/**
 * An island as its server wrapper renders it: inside a provider with only its
 * `ISLAND_MESSAGES`, from the real catalogue of `locale`. Tests only.
 */
export function IslandIntl({
  island,
  locale = 'ru',
  children,
}: {
  island: Island;
  locale?: Locale;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(locale === 'ru' ? ru : en, ISLAND_MESSAGES[island])}
      onError={failOnMessageError}
    >
      {children}
    </NextIntlClientProvider>
  );
}
