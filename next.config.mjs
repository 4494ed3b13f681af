import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import createNextIntlPlugin from 'next-intl/plugin';
import { EXPIRE_SECONDS } from './lib/cache/periods.mjs';
import { LANDING_VARIANTS, pageHeaderRules } from './lib/routing/routes.mjs';
import { securityHeaderRules } from './lib/security/headers.mjs';

/**
 * next-intl's catalog loader precompiles `messages/*.json` wherever they are imported
 * (i18n/messages.ts): ICU messages become icu-minify's compiled form, and
 * `use-intl/format-message` is aliased to its format-only formatter on the server and in the
 * browser, so no ICU parser ships (~12 kB gzip) and client islands format plurals and arguments
 * all the same (docs/decisions/0600-precompiled-messages.md).
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: ['ru', 'en'], precompile: true },
  },
});

const cdnUrl = process.env.CDN_URL?.trim().replace(/\/+$/, '') || undefined;

/** A hash as the contract defines it; anything else never reaches a cached landing. */
const HASH = '(?<hash>[A-Za-z0-9_-]{1,64})';

/**
 * The landings take the event in the query (`/max?hash=X`, docs/routes.md). Rewritten here, on the
 * query, to per-hash paths (`/ru/max/X`), so the landing HTML is rendered once per hash and served
 * from the cache; flags that only affect client islands stay in the query and never split the
 * cache. Config rewrites bypass the middleware, the landings' hot path (docs/caching.md).
 */
function landingRewrites(variant) {
  const has = [{ type: 'query', key: 'hash', value: HASH }];
  // A visitor who chose English (the switcher, the language hint) gets it at the unprefixed URL
  // too, as the middleware's pages do; nginx keys its microcache on this cookie.
  const english = { type: 'cookie', key: 'NEXT_LOCALE', value: 'en' };
  return [
    { source: `/${variant}`, has: [...has, english], destination: `/en/${variant}/:hash` },
    { source: `/${variant}`, has: [english], missing: has, destination: `/en/${variant}` },
    { source: `/${variant}`, has, destination: `/ru/${variant}/:hash` },
    { source: `/en/${variant}`, has, destination: `/en/${variant}/:hash` },
    // No valid hash: the variant's prerendered "event not found" page (`/en/max` is one already).
    { source: `/${variant}`, missing: has, destination: `/ru/${variant}` },
  ];
}

/**
 * The build id, chosen here so the metrics can name it (`event_site_build_info`): random per
 * build, as Next's own. Kept in the environment so the build's worker processes, which read this
 * file again, agree; inlined into the server bundles by `env`, so `next start` (which reads this
 * file once more) still reports the build's.
 */
process.env.EVENT_SITE_BUILD_ID ||= randomUUID();
const buildId = process.env.EVENT_SITE_BUILD_ID;

/**
 * The security header rules this build serves, recorded for start-up to compare with the runtime
 * environment's (lib/security/baked-headers.ts): `next start` never evaluates `headers()` again.
 * Empty when the environment is invalid: `headers()` then fails the build, naming the variable.
 */
function recordedSecurityHeaders() {
  try {
    return JSON.stringify(securityHeaderRules(process.env));
  } catch {
    return '';
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  generateBuildId: () => buildId,
  env: { EVENT_SITE_BUILD_ID: buildId, EVENT_SITE_BUILD_HEADERS: recordedSecurityHeaders() },
  reactStrictMode: true,
  // Lets several builds live side by side (parallel work on one machine); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks before it builds (scripts/verify.mjs) and says so; a plain build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIPS_TYPECHECK === '1' },
  // Every user agent gets the metadata in the <head>, as Next gives the bots it lists: streamed
  // metadata puts <title>, <meta> and <link> into <body> on dynamic pages, which is invalid HTML
  // (docs/decisions/0901-metadata-in-head.md).
  htmlLimitedBots: /.*/,
  // The middleware must see the literal address the server listens on (`127.0.0.1`, `[::1]`):
  // Next's router keeps a middleware rewrite internal only when its origin equals that address,
  // but by default hands the middleware a URL whose loopback host is rewritten to `localhost`,
  // so under `-H 127.0.0.1` every rewrite would leave the server (a redirect loop).
  skipProxyUrlNormalize: true,
  experimental: {
    // Before the middleware runs, Next copies a request's body (twice, for it and for the route)
    // up to this size, 10 MB by default, and reads it to its end whatever the middleware answers.
    // No path the middleware sees takes a body (pages: 405); 2 KB is the largest any route takes.
    // One 300 MB POST to a page, then ten at once twice: the server grew 87 MB so, 159 MB without.
    proxyClientMaxBodySize: 2048,
  },
  // Next hashes the whole HTML in JavaScript on every cache hit to make an ETag (~10 % of a
  // landing hit's CPU, measured with --cpu-prof); cached landings are revalidated by time, and a
  // CDN in front keys on s-maxage, so the per-request hash buys little.
  generateEtags: false,
  // A cached page may be served stale (while it is re-rendered) for a week, not Next's default
  // year; the fleet's Redis entries live as long (lib/cache/fleet.mjs).
  expireTime: EXPIRE_SECONDS,
  // A self-contained server folder for deployment (`.next/standalone`, docs/deploying.md).
  output: 'standalone',
  // Next's incremental cache lives in bounded memory (and Redis with REDIS_URL), never on disk:
  // lib/cache/cache-handler.mjs reads REDIS_URL and CACHE_MEMORY_MB when the server starts.
  cacheHandler: createRequire(import.meta.url).resolve('./lib/cache/cache-handler.mjs'),
  assetPrefix: cdnUrl,
  // Node's own sanitiser dependencies stay server-side; nothing here ships to the browser.
  // prom-client: one copy per process, so every route's bundle counts into one registry.
  serverExternalPackages: ['sanitize-html', 'prom-client'],
  images: { unoptimized: true },
  // The Open Graph route reads Inter at request time (satori needs .woff, not .woff2).
  outputFileTracingIncludes: {
    '/api/og/[locale]/[hash]': [
      './node_modules/@fontsource/inter/files/inter-{latin,cyrillic}-{400,700}-normal.woff',
    ],
  },
  async headers() {
    return [
      // Fixed at build time (lib/security/headers.mjs), recorded in `env` above. First, so the
      // pages' rules override its values (Next applies matching rules in order).
      ...securityHeaderRules(process.env),
      // Each page's privacy in the route table (lib/routing/routes.mjs): `no-store`, `no-referrer`,
      // `X-Robots-Tag`, and unbuffered by nginx where a loading state streams first.
      ...pageHeaderRules(),
    ];
  },
  async rewrites() {
    return {
      beforeFiles: LANDING_VARIANTS.flatMap(landingRewrites),
      afterFiles: [],
      // A path no route matches (the middleware has put every page path under its locale) is the
      // catch-all of docs/routes.md: the locale's prerendered "page not found", 404 with its text
      // in the first HTML. One page per locale, so unknown URLs never grow the page cache.
      fallback: [{ source: '/:locale(ru|en)/:path*', destination: '/:locale/page-not-found' }],
    };
  },
};

export default withNextIntl(nextConfig);
