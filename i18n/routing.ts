import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // The URL decides, never Accept-Language (decision 0227); the middleware reads the cookie.
  localeDetection: false,
  localeCookie: false,
  // hreflang comes from configuration, never from the request.
  alternateLinks: false,
});

export type { Locale } from './locales';
