export const ERROR_PAGE_LOCALES: readonly ['ru', 'en'];
export type ErrorPageLocale = (typeof ERROR_PAGE_LOCALES)[number];
/** `error`: the 5xx page (`<locale>.html`); `404`, `429`: `<locale>.<kind>.html`. */
export const ERROR_PAGE_KINDS: readonly ['error', '404', '429'];
export type ErrorPageKind = (typeof ERROR_PAGE_KINDS)[number];

export const ERROR_PAGES_DIR: string;
export function errorPagePath(locale: ErrorPageLocale, kind?: ErrorPageKind): string;

export interface ErrorPageTexts {
  /** `errors.default`, `notFound.title`, `tooManyRequests.title` */
  title: string;
  /** `errors.UNEXPECTED`, `notFound.text`, `tooManyRequests.text` */
  text: string;
  /** `errors.retry`; none on the 404 page */
  retry?: string;
}

export function errorTexts(locale: ErrorPageLocale, kind?: ErrorPageKind): ErrorPageTexts;
export function renderErrorPage(locale: ErrorPageLocale, texts: ErrorPageTexts): string;
export function expectedErrorPage(locale: ErrorPageLocale, kind?: ErrorPageKind): string;
