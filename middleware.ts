import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { anchorToServerOrigin } from './lib/routing/internal-rewrite';

const handleI18nRouting = createMiddleware(routing);

/**
 * Locale negotiation (cookie, then Accept-Language) with `as-needed` prefixes. Next 16 calls this
 * convention `proxy.ts`; the design card names `middleware.ts`, which Next 16 still runs (README).
 */
export default function middleware(request: NextRequest) {
  return anchorToServerOrigin(handleI18nRouting(request));
}

export const config = {
  // Node runtime: it sees the server's own origin (process.env), which the Edge sandbox does not.
  runtime: 'nodejs',
  // Pages only: API routes, demo services, Next internals and files skip it, and so do the
  // landings, which next.config.mjs routes by their query (the cached hot path).
  matcher: ['/((?!api|demo|_next|_vercel|(?:en/)?(?:max|landing|min|mid)(?:/|$)|.*\\..*).*)'],
};
