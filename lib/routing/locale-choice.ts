import { NextResponse, type NextRequest } from 'next/server';
import { routing, type Locale } from '@/i18n/routing';
import { LOCALE_COOKIE, localeCookieOptions } from '@/lib/i18n/language-hint';

/** Parsed as Next parses the cookie, as the landing rewrites do; Accept-Language is no choice. */
function chosenLocale(request: NextRequest): Locale | undefined {
  const value = request.cookies.get(LOCALE_COOKIE)?.value;
  return routing.locales.find((locale) => locale === value);
}

/** The one locale rule for an unprefixed page (decision 0227). */
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

/** `/ru/…` is reached only through a link to Russian, so it replaces a stored other choice. */
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
