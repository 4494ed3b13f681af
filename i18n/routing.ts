import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['ru', 'en'],
  defaultLocale: 'ru',
  localePrefix: 'as-needed',
  // hreflang alternates are emitted in page metadata from configuration, never from the request.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
