import type { Locale } from '@/i18n/routing';

/**
 * The request locale of a test, as `setRequestLocale` sets it for a page: server components read
 * it through the mocked `getTranslations` and `getLocale` (test/server-intl.ts) as they
 * read the real one. Tests only; `ru` (the default locale) unless a test says otherwise.
 */
let current: Locale = 'ru';

export function setTestRequestLocale(locale: Locale): void {
  current = locale;
}

export function testRequestLocale(): Locale {
  return current;
}
