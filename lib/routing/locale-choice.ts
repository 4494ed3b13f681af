import { NextResponse, type NextRequest } from 'next/server';
import { routing, type Locale } from '@/i18n/routing';
import { LOCALE_COOKIE, localeCookieOptions } from '@/lib/i18n/language-hint';

/**
 * The language a visitor chose (the locale switcher or the language hint stored it in
 * `NEXT_LOCALE`), read as Next parses the cookie, the parse next.config.mjs's landing rewrites
 * use too. Only an exact locale name counts. Accept-Language is never read: it is no choice.
 */
function chosenLocale(request: NextRequest): Locale | undefined {
  const value = request.cookies.get(LOCALE_COOKIE)?.value;
  return routing.locales.find((locale) => locale === value);
}

/**
 * The one locale rule for an unprefixed page on the main site (decision 0227): the URL decides;
 * without a prefix a visitor who chose another language than the default is sent to its prefix
 * (`/test` → `/en/test`), anyone else gets the default. `undefined`: no redirect, route as usual.
 * `to` builds the response URL on this server (the middleware's `onServer`).
 */
export function chosenLocaleRedirect(
  request: NextRequest,
  prefix: Locale | undefined,
  to: (target: string) => URL,
): NextResponse | undefined {
  const chosen = chosenLocale(request);
  if (prefix || !chosen || chosen === routing.defaultLocale) return undefined;
  const { pathname, search } = request.nextUrl;
  return NextResponse.redirect(to(`/${chosen}${pathname === '/' ? '' : pathname}${search}`));
}

/**
 * `/ru/…` is reached only through a link to Russian (the switcher, the hint; the canonical URL has
 * no prefix), so on a document request it replaces a stored other choice: without script the
 * switcher's link would otherwise lead back to the stored language. Nothing is written for a
 * visitor with no choice stored, nor for `/en/…`, which a shared link reaches as well.
 */
export function recordRussianChoice(
  request: NextRequest,
  prefix: Locale | undefined,
  response: NextResponse,
): NextResponse {
  const dest = request.headers.get('sec-fetch-dest');
  const chosen = chosenLocale(request);
  const document = dest === null || dest === 'document';
  if (document && prefix === routing.defaultLocale && chosen && chosen !== prefix)
    response.cookies.set(LOCALE_COOKIE, prefix, localeCookieOptions());
  return response;
}
