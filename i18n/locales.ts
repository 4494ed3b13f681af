/** Plain constants, so client components can name them without the routing configuration. */
export const LOCALES = ['ru', 'en'] as const;
export const DEFAULT_LOCALE = 'ru';
export type Locale = (typeof LOCALES)[number];
