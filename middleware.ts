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
import { refusedPageRequest } from './lib/routing/framework-headers';
import { streamKeysQuerySchema } from './lib/organizer/query';
import { admitStreamKeysLookup } from './lib/stream-keys/misses';
import en from './messages/en.json';
import ru from './messages/ru.json';
import { LEGACY_LOCALE_KEYS, legacyLocaleTarget } from './lib/routing/legacy-locale';
import { chosenLocaleRedirect, recordRussianChoice } from './lib/routing/locale-choice';

const handleI18nRouting = createMiddleware(routing);

let env: Env | undefined;
/** The same parse as `getConfig()` (lib/config, server-only); start-up has already validated it. */
function appConfig(): Env {
  env ??= parseEnv(process.env);
  return env;
}

/** The query-string landings, which next.config.mjs rewrites without the middleware. */
const LANDING_PATH = /^\/(?:en\/)?(?:max|landing|min|mid)$/;

/**
 * An encoded control character (`/%00`, `/max%0A`) or percent sign (`/%25`). No page has one in
 * its path, and next-intl decodes the path before it builds its URL: the URL parser then drops a
 * control character (`/%00` → `/`, a 200 for a path that does not exist) and keeps a bare `%`
 * that Next's router cannot decode (a 500). So these go, still encoded, straight to the
 * catch-all's 404.
 */
const UNROUTABLE = /%(?:[01][0-9A-F]|7F|25)/i;
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

/**
 * An internal shape, judged as the router will read the path: decoded (`/m%61x/X`,
 * `/ru%2Fmax%2FX`, `/%64omain/h` are `/max/X`, `/ru/max/X`, `/domain/h` once next-intl or Next
 * decodes them) with runs of slashes and backslashes collapsed (`/%2Fmax/X`). Called only on a
 * decodable path.
 */
function isInternal(pathname: string): boolean {
  return (
    INTERNAL_PATH.test(pathname) ||
    INTERNAL_PATH.test(decodeURIComponent(pathname).replace(/[\\/]+/g, '/'))
  );
}

/** The not-found page in the path's locale (the domain's own, or the default, without one). */
function notFoundPath(pathname: string, fallback: Locale): string {
  return `/${localePrefix(pathname) ?? fallback}/page-not-found`;
}

/** A query naming an event other than `domain`'s (any `hash` value counts, repeated or not). */
function foreignHash(searchParams: URLSearchParams, domain: CustomDomain): boolean {
  return searchParams.getAll('hash').some((hash) => hash !== domain.hash);
}

/**
 * `/api/og/<locale>/<hash>` and `/api/calendar/<locale>/<hash>.ics`, the API routes the middleware
 * sees: both are cached per path, never reading the request's host.
 */
const OG_PATH = /^\/api\/og\/[^/]+\/([^/]+)\/?$/;
const CALENDAR_PATH = /^\/api\/calendar\/[^/]+\/([^/]+?)(?:\.ics)?\/?$/;

/** The card or feed names another event than `domain`'s (the segment compared decoded). */
function foreignEventPath(pattern: RegExp, pathname: string, domain: CustomDomain): boolean {
  const segment = pattern.exec(pathname)?.[1] ?? '';
  return decodeURIComponent(segment) !== domain.hash;
}

/** An API answer about another event than the domain's, as the API routes give it. */
function foreignNotFound(): NextResponse {
  return NextResponse.json(
    { error: 'ACTIVITY_NOT_FOUND' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** The first matcher below, as a test: the paths this middleware routes as pages. */
const PAGE_PATH = /^\/(?!api|demo|_next|_vercel|(?:en\/)?(?:max|landing|min|mid)(?:\/|$)|.*\..*)/;

/**
 * `target` (a path and query) on this server: the origin of `request.url`, which Next builds from
 * the address it listens on (never from `Host`; `skipProxyUrlNormalize` keeps `127.0.0.1` and
 * `[::1]` literal, next.config.mjs) and the scheme from `X-Forwarded-Proto`. Not `nextUrl`'s
 * origin: `NextURL` always turns a loopback address into `localhost`. Next keeps a middleware URL
 * internal (rewrite) or relative (redirect) exactly when it shares that origin, so whatever the
 * bind address, every URL built here becomes a path on this site: never an outbound request,
 * never a `Location` on a host the visitor chose. Leading slashes are collapsed first:
 * `//evil.example` must stay a path, not become a host.
 */
function onServer(request: NextRequest, target: string): URL {
  return new URL(target.replace(/^\/+/, '/'), new URL(request.url).origin);
}

/** A page request Next must not see (lib/routing/framework-headers.ts), answered before it logs. */
function refusal(status: 400 | 405): NextResponse {
  return new NextResponse(status === 405 ? 'Method Not Allowed' : 'Bad Request', {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(status === 405 ? { Allow: 'GET, HEAD' } : {}),
    },
  });
}

const STREAM_KEYS_PATH = new RegExp(`^/(?:(?:${routing.locales.join('|')})/)?stream-keys/?$`);
const CATALOGUES: Record<Locale, typeof en> = { en, ru };

/**
 * The stream-keys id the page will ask the upstream for (its last `id`, as `readQuery` reads it),
 * when the budget of misses has none to spend on it (lib/stream-keys/misses.ts): the seconds to
 * wait. A malformed id is the page's own 404 and costs no upstream call, so it is not judged.
 */
function streamKeysWait(searchParams: URLSearchParams): number {
  const query = streamKeysQuerySchema.safeParse({ id: searchParams.getAll('id').at(-1) });
  return query.success ? admitStreamKeysLookup(query.data.id) : 0;
}

function streamKeysBusy(locale: Locale, retryAfter: number): NextResponse {
  const t = CATALOGUES[locale];
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.tooManyRequests.title}</title></head><body><main><h1>${t.tooManyRequests.title}</h1><p>${t.streamKeys.busy}</p><p><a href="">${t.errors.retry}</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfter),
    },
  });
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The locale a path starts with (`/en`, `/ru/x`), if any. */
function localePrefix(pathname: string): Locale | undefined {
  const prefix = LOCALE_PREFIX.exec(pathname)?.[0].slice(1);
  return routing.locales.find((locale) => locale === prefix);
}

/**
 * A mapped host: the organizer's configured locale is its unprefixed one and the visitor's cookie
 * or browser language does not move them off it (the domain is the organizer's choice). A locale
 * prefix in the path wins; the configured locale's own prefix redirects to the unprefixed path,
 * as next-intl's `as-needed` does on the main site. `/` is the domain's landing, cached per
 * (locale, host); any other page is routed with `customDomain` set to the host. A page asked for
 * another event (`?hash=` not the domain's) is not found: an organizer's domain shows its own
 * event only (the query-string landings and the Open Graph card are checked in `middleware`
 * below; ids the middleware cannot judge in the pages and routes: lib/routing/tenant.ts).
 */
function domainRoute(request: NextRequest, domain: CustomDomain): NextResponse {
  const { pathname, search, searchParams } = request.nextUrl;
  if (foreignHash(searchParams, domain))
    return NextResponse.rewrite(onServer(request, notFoundPath(pathname, domain.locale)));
  const prefix = localePrefix(pathname);
  const rest = prefix ? pathname.slice(prefix.length + 1) || '/' : pathname;
  if (prefix === domain.locale) return NextResponse.redirect(onServer(request, `${rest}${search}`));
  const locale = prefix ?? domain.locale;
  if (rest === '/')
    return NextResponse.rewrite(onServer(request, `${domainLandingPath(domain, locale)}${search}`));
  const target = onServer(request, `/${locale}${rest}${search}`);
  target.searchParams.set('customDomain', domain.host);
  return NextResponse.rewrite(target);
}

/**
 * Does three things (docs/architecture.md), and on a mapped host keeps every page, query-string
 * landing and Open Graph card to the domain's own event (decision 0216): legacy `?lang=`/`?locale=` links to
 * the prefixed URL; custom domains from `CUSTOM_DOMAINS` (their locale fixed, routed here); on
 * the main site the locale from the URL, or the visitor's stored choice (`mainSiteRoute`), with
 * `as-needed` prefixes via next-intl. Every response is built with `NextResponse` on URLs of this server (`onServer`). Next 16 calls this convention
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
  const { pathname, search, searchParams } = request.nextUrl;
  const landing = LANDING_PATH.test(pathname);
  const internal = isInternal(pathname);
  if (landing || internal || PAGE_PATH.test(pathname)) {
    const refused = refusedPageRequest(request.method, request.headers);
    if (refused) return refusal(refused);
  }
  const { CUSTOM_DOMAINS, TRUST_PROXY } = appConfig();
  const domain = findCustomDomain(CUSTOM_DOMAINS, requestHost(request.headers, TRUST_PROXY));
  const ownLocale = domain?.locale ?? routing.defaultLocale;
  if (internal) return NextResponse.rewrite(onServer(request, notFoundPath(pathname, ownLocale)));
  if (STREAM_KEYS_PATH.test(pathname)) {
    const wait = streamKeysWait(searchParams);
    if (wait > 0) return streamKeysBusy(localePrefix(pathname) ?? ownLocale, wait);
  }
  // The Open Graph card of another event than a mapped host's: not found. On the main site (and
  // for the domain's own card) the cached route answers untouched.
  if (OG_PATH.test(pathname))
    return domain && foreignEventPath(OG_PATH, pathname, domain)
      ? foreignNotFound()
      : NextResponse.next();
  // The programme feed likewise (another event's, or any path the route would not answer).
  if (pathname.startsWith('/api/calendar/'))
    return domain && foreignEventPath(CALENDAR_PATH, pathname, domain)
      ? foreignNotFound()
      : NextResponse.next();
  // The query-string landings' hot path: on the main site without a legacy locale parameter, to
  // their config rewrite at once.
  if (landing && !domain && !LEGACY_LOCALE_KEYS.some((key) => searchParams.has(key)))
    return NextResponse.next();
  // Reached only through the percent-sign matcher (API, demo, files): nothing more to do.
  if (!PAGE_PATH.test(pathname) && !landing) return NextResponse.next();
  // A mapped host's landing of another event (`/max?hash=<another>`): not found, as any page.
  if (landing && domain && foreignHash(searchParams, domain))
    return NextResponse.rewrite(onServer(request, notFoundPath(pathname, domain.locale)));
  const legacy = legacyLocaleTarget(pathname, search);
  if (legacy) return NextResponse.redirect(onServer(request, legacy), 308);
  // With no or an unusable legacy value the query-string landing goes on to its config rewrite
  // untouched (on a mapped host: for the domain's own event only, above).
  if (landing) return NextResponse.next();
  if (UNROUTABLE.test(pathname)) {
    const target = localePrefix(pathname) ? pathname : `/${ownLocale}${pathname}`;
    return NextResponse.rewrite(onServer(request, `${target}${search}`));
  }
  return domain ? domainRoute(request, domain) : mainSiteRoute(request);
}

/**
 * The main site's pages, one locale rule (decision 0227): the prefix decides; an unprefixed page
 * goes to the visitor's stored choice, if any, else it is Russian; Accept-Language is never read
 * (every page offers the other language with the hint instead). next-intl does the rest
 * (`as-needed` prefixes, `/ru/…` to the unprefixed URL); it builds its URLs on `request.url`,
 * this server's origin (see `onServer`); with no `domains` in the routing it never reads `Host`
 * or `X-Forwarded-Host`, and it collapses repeated slashes itself.
 */
function mainSiteRoute(request: NextRequest): NextResponse {
  const prefix = localePrefix(request.nextUrl.pathname);
  const chosen = chosenLocaleRedirect(request, prefix, (target) => onServer(request, target));
  return chosen ?? recordRussianChoice(request, prefix, handleI18nRouting(request));
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
    // The query-string landings: a legacy locale link is redirected, and on a mapped host a
    // landing of another event is not found; any other landing leaves at once (the hot path).
    '/:en(en)?/:variant(max|landing|min|mid)',
    // The Open Graph card, cached per path: on a mapped host only the domain's own.
    '/api/og/:path*',
    // The programme feed, cached per path: on a mapped host only the domain's own.
    '/api/calendar/:path*',
    // The internal shapes, dotted segments included (the first pattern skips those): a 404 here.
    '/:locale(ru|en)?/:variant(max|landing|min|mid)/:path+',
    '/:locale(ru|en)?/:internal(domain|page-not-found)/:path*',
  ],
};
