import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import createNextIntlPlugin from 'next-intl/plugin';
import { EXPIRE_SECONDS } from './lib/cache/periods.mjs';
import {
  LANDING_TREE,
  LANDING_VARIANTS,
  landingTreePath,
  pageHeaderRules,
} from './lib/routing/routes.mjs';
import { securityHeaderRules } from './lib/security/headers.mjs';

// Messages precompiled, so no ICU parser ships to the browser (decision 0600).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: ['ru', 'en'], precompile: true },
  },
});

const cdnUrl = process.env.CDN_URL?.trim().replace(/\/+$/, '') || undefined;

const HASH = '(?<hash>[A-Za-z0-9_-]{1,64})';

// The landings' query rewritten to per-hash paths of their internal tree, so each is rendered
// once and served from the cache; config rewrites bypass the middleware (docs/caching.md).
function landingRewrites(variant) {
  const has = [{ type: 'query', key: 'hash', value: HASH }];
  // nginx keys its microcache on this cookie too.
  const english = { type: 'cookie', key: 'NEXT_LOCALE', value: 'en' };
  const byHash = (locale) => landingTreePath(locale, variant, 'hash', ':hash');
  const withoutHash = (locale) => `/${locale}${LANDING_TREE}/${variant}`;
  return [
    { source: `/${variant}`, has: [...has, english], destination: byHash('en') },
    { source: `/${variant}`, has: [english], missing: has, destination: withoutHash('en') },
    { source: `/${variant}`, has, destination: byHash('ru') },
    { source: `/en/${variant}`, has, destination: byHash('en') },
    { source: `/${variant}`, missing: has, destination: withoutHash('ru') },
    { source: `/en/${variant}`, missing: has, destination: withoutHash('en') },
  ];
}

// In the environment, so the build's workers and `next start`, which read this file again, agree.
process.env.EVENT_SITE_BUILD_ID ||= randomUUID();
const buildId = process.env.EVENT_SITE_BUILD_ID;

// `next start` never evaluates `headers()` again (lib/security/baked-headers.ts).
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
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks before it builds (scripts/verify.mjs).
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIPS_TYPECHECK === '1' },
  // Streamed metadata would land in <body>, which is invalid HTML (decision 0901).
  htmlLimitedBots: /.*/,
  // Otherwise a loopback host becomes `localhost` and every middleware rewrite leaves the server.
  skipProxyUrlNormalize: true,
  experimental: {
    // Next copies a body before the middleware runs; no path it sees takes one over 2 KB
    // (docs/benchmarks.md, "Config choices").
    proxyClientMaxBodySize: 2048,
  },
  // Cached landings are revalidated by time; the per-hit HTML hash costs CPU (docs/benchmarks.md).
  generateEtags: false,
  // An old page beats an outage page, but not for Next's default year.
  expireTime: EXPIRE_SECONDS,
  output: 'standalone',
  // Bounded memory (and Redis with REDIS_URL), never disk.
  cacheHandler: createRequire(import.meta.url).resolve('./lib/cache/cache-handler.mjs'),
  assetPrefix: cdnUrl,
  // prom-client: one copy per process, so every route's bundle counts into one registry.
  serverExternalPackages: ['sanitize-html', 'prom-client'],
  images: { unoptimized: true },
  // satori needs .woff, not .woff2.
  outputFileTracingIncludes: {
    '/api/og/[locale]/[hash]': [
      './node_modules/@fontsource/inter/files/inter-{latin,cyrillic}-{400,700}-normal.woff',
    ],
  },
  async headers() {
    return [
      // First, so the pages' rules override its values.
      ...securityHeaderRules(process.env),
      ...pageHeaderRules(),
    ];
  },
  async rewrites() {
    return {
      beforeFiles: LANDING_VARIANTS.flatMap(landingRewrites),
      afterFiles: [],
      // One prerendered page per locale, so unknown URLs never grow the page cache.
      fallback: [{ source: '/:locale(ru|en)/:path*', destination: '/:locale/page-not-found' }],
    };
  },
};

export default withNextIntl(nextConfig);
