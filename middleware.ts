import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing, type Locale } from './i18n/routing';
import { parseEnv, type Env } from './lib/config/env';
import {
  domainLandingPath,
  findCustomDomain,
  requestHost,
  type CustomDomain,
} from './lib/routing/domains';
import { anchorToRequestOrigin } from './lib/routing/internal-rewrite';
import { legacyLocaleTarget } from './lib/routing/legacy-locale';

const handleI18nRouting = createMiddleware(routing);

/**
 * On a custom domain the organizer's configured locale is the unprefixed one and the visitor's
 * cookie or browser language does not move them off it: the domain is the organizer's choice.
 */
const domainI18nRouting: Record<Locale, ReturnType<typeof createMiddleware>> = {
  ru: createMiddleware({ ...routing, defaultLocale: 'ru', localeDetection: false }),
  en: createMiddleware({ ...routing, defaultLocale: 'en', localeDetection: false }),
};

let env: Env | undefined;
/** The same parse as `getConfig()` (lib/config, server-only); start-up has already validated it. */
function appConfig(): Env {
  env ??= parseEnv(process.env);
  return env;
}

/** The query-string landings, which next.config.mjs rewrites without the middleware. */
const LANDING_PATH = /^\/(?:en\/)?(?:max|landing|min|mid)$/;

/**
 * An encoded control character (`/%00`, `/max%0A`). No page has one in its path, and next-intl
 * decodes the path and the URL parser then drops such characters (`/%00` → `/`, a 200 for a path
 * that does not exist), so these go, still encoded, straight to the catch-all's 404.
 */
const ENCODED_CONTROL = /%(?:[01][0-9A-F]|7F)/i;
const LOCALE_PREFIX = new RegExp(`^/(?:${routing.locales.join('|')})(?=/|$)`);

/**
 * Paths only a rewrite may reach: a landing per hash (`/ru/max/X`, next.config.mjs), a custom
 * domain's landing (`/en/domain/<host>`, below), the catch-all's page. Asked for from outside
 * they answer the not-found page before any render, so no one can create cache entries or reach
 * another tenant's landing through them (docs/security.md).
 */
const INTERNAL_PATH = new RegExp(
  `^/(?:(?:${routing.locales.join('|')})/)?(?:(?:max|landing|min|mid)/|domain(?:/|$)|page-not-found(?:/|$))`,
);

/** The not-found page in the path's locale (the domain's own, or the default, without one). */
function notFoundPath(pathname: string, fallback: Locale): string {
  const prefix = LOCALE_PREFIX.exec(pathname)?.[0].slice(1);
  const locale = routing.locales.find((candidate) => candidate === prefix) ?? fallback;
  return `/${locale}/page-not-found`;
}

/** The first matcher below, as a test: the paths this middleware routes as pages. */
const PAGE_PATH = /^\/(?!api|demo|_next|_vercel|(?:en\/)?(?:max|landing|min|mid)(?:\/|$)|.*\..*)/;

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** `/`, `/en`, `/ru` on a mapped host: its landing, cached per (locale, host). */
function domainRoot(
  request: NextRequest,
  domain: CustomDomain,
  onServer: (path: string) => URL,
): NextResponse | undefined {
  const { pathname, search } = request.nextUrl;
  const prefix = pathname === '/' ? undefined : pathname.slice(1);
  if (prefix !== undefined && !routing.locales.some((locale) => locale === prefix))
    return undefined;
  const locale = (prefix ?? domain.locale) as Locale;
  // The configured locale lives at `/` only, as the default locale does on the main site.
  if (prefix === domain.locale) return NextResponse.redirect(onServer(`/${search}`));
  return NextResponse.rewrite(onServer(`${domainLandingPath(domain, locale)}${search}`));
}

/**
 * Any other page on a mapped host: routed as usual, with `customDomain` set to the host. A page
 * asked for another event (`?hash=` not the domain's) is not found: an organizer's domain shows
 * its own event only (the query-string landings, which skip this middleware, are kept to theirs
 * by nginx: docs/deploying.md).
 */
function domainPage(request: NextRequest, domain: CustomDomain, onServer: (path: string) => URL) {
  const { pathname, searchParams } = request.nextUrl;
  const hashes = searchParams.getAll('hash');
  if (hashes.some((hash) => hash !== domain.hash))
    return NextResponse.rewrite(onServer(notFoundPath(pathname, domain.locale)));
  const response = domainI18nRouting[domain.locale](request);
  if (response.headers.has('location')) return response;
  const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.nextUrl.href);
  target.searchParams.set('customDomain', domain.host);
  // A pass-through becomes a rewrite to the same page; Next drops `x-middleware-next` then.
  response.headers.set('x-middleware-rewrite', target.href);
  return response;
}

/**
 * Does three things (docs/architecture.md): legacy `?lang=`/`?locale=` links to
 * the prefixed URL; custom domains from `CUSTOM_DOMAINS`; locale negotiation (cookie, then
 * Accept-Language) with `as-needed` prefixes via next-intl. Next 16 calls this convention
 * `proxy.ts`; the design card names `middleware.ts`, which Next 16 still runs (docs/architecture.md).
 */
export default function middleware(request: NextRequest) {
  // A path whose percent-encoding is not UTF-8 (`/%FF`, `/api/events/%E0%A4%A`): Next's router
  // would fail to decode it and answer a bare 500. It names no resource, so 400 here.
  if (!decodable(request.nextUrl.pathname)) {
    return new NextResponse('Bad Request', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  // Every URL this middleware emits is a path on this server, never on a host from the request:
  // Next builds the request URL from its own address (lib/routing/internal-rewrite.ts).
  const origin = new URL(request.url).origin;
  const onServer = (path: string) => new URL(path, origin);
  const { pathname, search } = request.nextUrl;
  const { CUSTOM_DOMAINS, TRUST_PROXY } = appConfig();
  const domain = findCustomDomain(CUSTOM_DOMAINS, requestHost(request.headers, TRUST_PROXY));
  if (INTERNAL_PATH.test(pathname)) {
    const target = notFoundPath(pathname, domain?.locale ?? routing.defaultLocale);
    return anchorToRequestOrigin(NextResponse.rewrite(onServer(target)), origin);
  }
  // Reached only through the percent-sign matcher (API, demo, files): nothing more to do.
  if (!PAGE_PATH.test(pathname) && !LANDING_PATH.test(pathname)) return NextResponse.next();
  const legacy = legacyLocaleTarget(pathname, search);
  if (legacy) return anchorToRequestOrigin(NextResponse.redirect(onServer(legacy), 308), origin);
  // Reached only through the matcher's `lang`/`locale` condition: with an unusable value the
  // query-string landing goes on to its config rewrite untouched.
  if (LANDING_PATH.test(pathname)) return NextResponse.next();
  if (ENCODED_CONTROL.test(pathname)) {
    const target = LOCALE_PREFIX.test(pathname) ? pathname : `/${routing.defaultLocale}${pathname}`;
    return anchorToRequestOrigin(NextResponse.rewrite(onServer(`${target}${search}`)), origin);
  }

  const response = domain
    ? (domainRoot(request, domain, onServer) ?? domainPage(request, domain, onServer))
    : handleI18nRouting(request);
  return anchorToRequestOrigin(response, origin);
}

export const config = {
  // Node runtime: the configuration parser (zod, CSP source lists) is shared with the server.
  runtime: 'nodejs',
  matcher: [
    // Pages only: API routes, demo services, Next internals and files skip it, and so do the
    // landings, which next.config.mjs routes by their query (the cached hot path).
    '/((?!api|demo|_next|_vercel|(?:en/)?(?:max|landing|min|mid)(?:/|$)|.*\\..*).*)',
    // Any path with a percent sign, API and files included: an undecodable one answers 400.
    '/(.*%.*)',
    // A landing link with a legacy locale parameter pays the middleware's cost; no other does.
    { source: '/:en(en)?/:variant(max|landing|min|mid)', has: [{ type: 'query', key: 'lang' }] },
    { source: '/:en(en)?/:variant(max|landing|min|mid)', has: [{ type: 'query', key: 'locale' }] },
    // The internal shapes, dotted segments included (the first pattern skips those): a 404 here.
    '/:locale(ru|en)?/:variant(max|landing|min|mid)/:path+',
    '/:locale(ru|en)?/:internal(domain|page-not-found)/:path*',
  ],
};
