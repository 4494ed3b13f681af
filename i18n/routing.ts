import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // One rule for every page (docs/decisions/0227-one-locale-rule.md): the URL decides, and an
  // unprefixed page follows the visitor's stored choice (middleware.ts, as the landings'
  // rewrites do), never Accept-Language. next-intl neither negotiates nor writes its cookie.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are emitted in page metadata from configuration, never from the request.
  alternateLinks: false,
});

export type { Locale } from './locales';
