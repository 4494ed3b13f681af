import { z } from 'zod';
import { REVALIDATE_SECONDS } from '@/lib/cache/periods.mjs';
import { parseSourceList } from '@/lib/security/headers.mjs';
import { LANDING_VARIANTS } from '@/lib/routing/routes.mjs';

/**
 * Every environment variable the product reads, parsed once. A bad value throws a
 * `ConfigError` naming the variable; `instrumentation.ts` turns that into a failed start-up.
 */

const httpUrl = (text: z.ZodString) =>
  text
    .trim()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
    .transform((value) => value.replace(/\/+$/, ''));

const baseUrl = httpUrl(z.string());

/**
 * Absolute http(s) URL, or a path on the site's own origin (a proxy in front serving the player
 * or widgets there).
 */
const baseUrlOrPath = (service: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `is required: the ${service}` : undefined),
    })
    .trim()
    .refine(
      (value) => /^https?:\/\/[^\s]+$/.test(value) || /^\/[A-Za-z0-9._~\-/]*$/.test(value),
      'must be an http(s) URL or a path starting with /',
    )
    .transform((value) => value.replace(/\/+$/, ''));

/**
 * A service every deployment has (docs/configuration.md): no default, so a start without it is
 * an error naming the variable and the service it wants.
 */
const requiredUrl = (service: string) =>
  httpUrl(
    z.string({
      error: (issue) => (issue.input === undefined ? `is required: the ${service}` : undefined),
    }),
  );

/** A link an operator gives the brand: any absolute http(s) URL, kept as written. */
const brandLink = z
  .string()
  .trim()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must be an http(s) URL');

/** `redis://` or `rediss://` (TLS), optionally with credentials and a database number. */
const redisUrl = z
  .string()
  .trim()
  .url()
  .refine(
    (value) => /^rediss?:\/\/[^/?#\s]+(\/\d{0,2})?$/.test(value),
    'must be a redis:// or rediss:// URL',
  );

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .transform((value) => value === '1' || value === 'true');

const positiveInt = z.coerce.number().int().positive();

/**
 * The placeholder docs/deploying.md shows for `REVALIDATE_SECRET` (`change-me-to-16-chars-or-more`)
 * and anything else starting with `change-me`: a copied example is public, so it is no secret.
 */
const EXAMPLE_SECRET = /^change-me/i;

const customDomainEntrySchema = z.object({
  hash: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'hash must be 1–64 chars of [A-Za-z0-9_-]'),
  variant: z.enum(LANDING_VARIANTS).default('max'),
  locale: z.enum(['ru', 'en']).default('ru'),
});
export type CustomDomainEntry = z.infer<typeof customDomainEntrySchema>;

/** A DNS host name (labels of letters, digits and inner hyphens), as compared: lower case. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const customDomains = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (!text) return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), customDomainEntrySchema))
  .transform((map, ctx) => {
    const entries = Object.entries(map).map(([host, entry]) => [normaliseHost(host), entry]);
    // Keys become canonical URLs and the player's `customDomain`: host names only.
    const bad = entries.find(([host]) => !HOST_NAME.test(String(host)));
    if (bad) {
      ctx.addIssue({ code: 'custom', message: `not a host name: ${JSON.stringify(bad[0])}` });
      return z.NEVER;
    }
    return Object.fromEntries(entries) as Record<string, CustomDomainEntry>;
  });

/** Lower-case, no port, no trailing dot: the form hosts are compared in. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * A space-separated CSP source list, checked by the same function that writes it into the
 * Content-Security-Policy at build time (lib/security/headers.mjs).
 */
function cspSources(options: { allowSelf?: boolean; allowNone?: boolean }) {
  return z
    .string()
    .transform((value, ctx) => {
      try {
        return parseSourceList(value, { name: '', ...options }) ?? [];
      } catch (error) {
        const detail = error instanceof Error ? error.message.replace(/^.*?: /, '') : '';
        ctx.addIssue({ code: 'custom', message: detail || 'must be a list of http(s) origins' });
        return z.NEVER;
      }
    })
    .optional();
}

export const envSchema = z.object({
  PORT: positiveInt.max(65535).default(3000),
  MEDIA_API_URL: requiredUrl("media API's base URL"),
  FORMS_API_URL: requiredUrl("forms API's base URL"),
  PLAYER_URL: baseUrlOrPath("player host's base URL"),
  WIDGETS_URL: baseUrlOrPath("widget host's base URL"),
  QR_URL: baseUrl.optional(),
  CDN_URL: baseUrl.optional(),
  BRAND: z.enum(['default', 'cloud-events']).default('default'),
  /** The footer's user-agreement link per locale; the footer shows none where it is unset. */
  BRAND_USER_AGREEMENT_URL_RU: brandLink.optional(),
  BRAND_USER_AGREEMENT_URL_EN: brandLink.optional(),
  /** The stream-keys page's OBS streaming guide; no link when unset. */
  BRAND_STREAM_DOCS_URL: brandLink.optional(),
  CUSTOM_DOMAINS: customDomains.default({}),
  TRUST_PROXY: flag.default(false),
  SITE_URL: baseUrl.default('http://localhost:3000'),
  API_TIMEOUT_MS: positiveInt.max(60_000).default(5000),
  REVALIDATE_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .refine(
      (value) => !EXAMPLE_SECRET.test(value.trim()),
      "is the documentation's example (change-me-…); set a secret of your own",
    )
    .optional(),
  /** Shared cache of a fleet (lib/cache/cache-handler.mjs); one instance needs none. */
  REDIS_URL: redisUrl.optional(),
  /**
   * Memory for Next's cache of pages and upstream reads on each instance, in MB (read by
   * lib/cache/cache-handler.mjs, validated here); nothing of that cache goes to disk.
   */
  CACHE_MEMORY_MB: positiveInt.min(16).max(65_536).default(256),
  /**
   * A shorter cache period for pages and upstream reads, in whole seconds (read by
   * lib/cache/periods.mjs, validated here); never longer than the routes' own period.
   */
  CACHE_PERIOD_SECONDS: positiveInt.max(REVALIDATE_SECONDS).optional(),
  /** Origins that may frame the platform page (CSP frame-ancestors); 'self' when unset. */
  FRAME_ANCESTORS: cspSources({ allowSelf: true, allowNone: true }),
  /** Origins of upstream pictures and poster videos (CSP img-src/media-src); any https when unset. */
  MEDIA_ORIGINS: cspSources({}),
  /** `0` turns the Prometheus metrics off (lib/metrics/registry.mjs reads it itself). */
  METRICS: z.enum(['0', '1']).default('1'),
  /** `0`: no offline copies; `/sw.js` then clears what a visitor's worker saved and unregisters it. */
  SERVICE_WORKER: z.enum(['0', '1']).default('1'),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings mean "unset", so `FOO=` in a .env file behaves like no FOO at all. */
function withoutEmpty(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
  );
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = String(issue?.path[0] ?? 'environment');
  throw new ConfigError(variable, issue?.message ?? 'invalid value');
}
