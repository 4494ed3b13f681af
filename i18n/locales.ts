/**
 * The site's locales, Russian first (the default). Plain constants, so client components can
 * name them without the routing configuration's code (i18n/routing.ts is built from these).
 */
export const LOCALES = ['ru', 'en'] as const;
export const DEFAULT_LOCALE = 'ru';
export type Locale = (typeof LOCALES)[number];
