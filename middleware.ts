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
import { LANDING_TREE, LANDING_VARIANTS } from './lib/routing/routes.mjs';
import { refusedPageRequest } from './lib/routing/framework-headers';
import { streamKeysQuerySchema } from './lib/organizer/query';
import { admitStreamKeysLookup } from './lib/stream-keys/misses';
import en from './messages/en.json';
import ru from './messages/ru.json';
import { LEGACY_LOCALE_KEYS, legacyLocaleTarget } from './lib/routing/legacy-locale';
import { chosenLocaleRedirect, recordRussianChoice } from './lib/routing/locale-choice';

const handleI18nRouting = createMiddleware(routing);

let env: Env | undefined;
/** Start-up has already validated it (lib/config is server-only). */
function appConfig(): Env {
  env ??= parseEnv(process.env);
  return env;
}

// Built from the route table; the matcher below needs literals (lib/routing/variant-lists.test.ts).
const VARIANTS = LANDING_VARIANTS.join('|');
const LANDING_PATH = new RegExp(`^/(?:en/)?(?:${VARIANTS})$`);

/** Encoded control characters or `%`: next-intl's decoding would make them a 200 or a 500. */
const UNROUTABLE = /%(?:[01][0-9A-F]|7F|25)/i;
const LOCALE_PREFIX = new RegExp(`^/(?:${routing.locales.join('|')})(?=/|$)`);

/** Paths only a rewrite may reach, and a landing's sub-paths: not found, before any render. */
const INTERNAL_PATH = new RegExp(
  `^/(?:(?:${routing.locales.join('|')})/)?(?:(?:${VARIANTS})/|${LANDING_TREE.slice(1)}(?:/|$)|page-not-found(?:/|$))`,
);

function isInternal(pathname: string): boolean {
  return (
    INTERNAL_PATH.test(pathname) ||
    INTERNAL_PATH.test(decodeURIComponent(pathname).replace(/[\\/]+/g, '/'))
  );
}

function notFoundPath(pathname: string, fallback: Locale): string {
  return `/${localePrefix(pathname) ?? fallback}/page-not-found`;
}

function foreignHash(searchParams: URLSearchParams, domain: CustomDomain): boolean {
  return searchParams.getAll('hash').some((hash) => hash !== domain.hash);
}

/** Cached per path, never reading the request's host, so a mapped host is checked here. */
const OG_PATH = /^\/api\/og\/[^/]+\/([^/]+)\/?$/;
const CALENDAR_PATH = /^\/api\/calendar\/[^/]+\/([^/]+?)(?:\.ics)?\/?$/;

function foreignEventPath(pattern: RegExp, pathname: string, domain: CustomDomain): boolean {
  const segment = pattern.exec(pathname)?.[1] ?? '';
  return decodeURIComponent(segment) !== domain.hash;
}

function foreignNotFound(): NextResponse {
  return NextResponse.json(
    { error: 'ACTIVITY_NOT_FOUND' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

const PAGE_PATH = new RegExp(`^/(?!api|demo|_next|_vercel|(?:en/)?(?:${VARIANTS})(?:/|$)|.*\\..*)`);

/** Never a host the visitor chose; `nextUrl` would turn loopback into `localhost`. */
function onServer(request: NextRequest, target: string): URL {
  return new URL(target.replace(/^\/+/, '/'), new URL(request.url).origin);
}

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

/** A malformed id is the page's own 404 and costs no upstream call, so it is not judged. */
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

function localePrefix(pathname: string): Locale | undefined {
  const prefix = LOCALE_PREFIX.exec(pathname)?.[0].slice(1);
  return routing.locales.find((locale) => locale === prefix);
}

/** A mapped host keeps the organizer's locale and shows its own event only (decision 0216). */
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

export default function middleware(request: NextRequest) {
  // Not UTF-8 when decoded: Next's router would answer a bare 500.
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
  if (OG_PATH.test(pathname))
    return domain && foreignEventPath(OG_PATH, pathname, domain)
      ? foreignNotFound()
      : NextResponse.next();
  if (pathname.startsWith('/api/calendar/'))
    return domain && foreignEventPath(CALENDAR_PATH, pathname, domain)
      ? foreignNotFound()
      : NextResponse.next();
  if (landing && !domain && !LEGACY_LOCALE_KEYS.some((key) => searchParams.has(key)))
    return NextResponse.next();
  // Reached only through the percent-sign matcher.
  if (!PAGE_PATH.test(pathname) && !landing) return NextResponse.next();
  if (landing && domain && foreignHash(searchParams, domain))
    return NextResponse.rewrite(onServer(request, notFoundPath(pathname, domain.locale)));
  const legacy = legacyLocaleTarget(pathname, search);
  if (legacy) return NextResponse.redirect(onServer(request, legacy), 308);
  if (landing) return NextResponse.next();
  if (UNROUTABLE.test(pathname)) {
    const target = localePrefix(pathname) ? pathname : `/${ownLocale}${pathname}`;
    return NextResponse.rewrite(onServer(request, `${target}${search}`));
  }
  return domain ? domainRoute(request, domain) : mainSiteRoute(request);
}

/** One locale rule (decision 0227); next-intl never reads `Host` with no `domains` configured. */
function mainSiteRoute(request: NextRequest): NextResponse {
  const prefix = localePrefix(request.nextUrl.pathname);
  const chosen = chosenLocaleRedirect(request, prefix, (target) => onServer(request, target));
  return chosen ?? recordRussianChoice(request, prefix, handleI18nRouting(request));
}

export const config = {
  // The configuration parser is shared with the server.
  runtime: 'nodejs',
  matcher: [
    // Pages only; the landings are routed by next.config.mjs (the cached hot path).
    '/((?!api|demo|_next|_vercel|(?:en/)?(?:max|landing|min|mid)(?:/|$)|.*\\..*).*)',
    '/(.*%.*)',
    // The landings, for legacy locale links and a mapped host's foreign events.
    '/:en(en)?/:variant(max|landing|min|mid)',
    '/api/og/:path*',
    '/api/calendar/:path*',
    '/:locale(ru|en)?/:variant(max|landing|min|mid)/:path+',
    '/:locale(ru|en)?/:internal(landings|page-not-found)/:path*',
  ],
};
