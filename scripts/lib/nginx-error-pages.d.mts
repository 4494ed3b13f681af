export const ERROR_PAGE_LOCALES: readonly ['ru', 'en'];
export type ErrorPageLocale = (typeof ERROR_PAGE_LOCALES)[number];

export const ERROR_PAGES_DIR: string;
export function errorPagePath(locale: ErrorPageLocale): string;

export interface ErrorPageTexts {
  /** `errors.default` */
  title: string;
  /** `errors.UNEXPECTED` */
  text: string;
  /** `errors.retry` */
  retry: string;
}

export function errorTexts(locale: ErrorPageLocale): ErrorPageTexts;
export function renderErrorPage(locale: ErrorPageLocale, texts: ErrorPageTexts): string;
export function expectedErrorPage(locale: ErrorPageLocale): string;
