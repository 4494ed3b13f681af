import { z } from 'zod';
import { REVALIDATE_SECONDS } from '@/lib/cache/periods.mjs';
import { parseSourceList } from '@/lib/security/headers.mjs';
import { LANDING_VARIANTS } from '@/lib/routing/routes.mjs';

// A bad value throws a `ConfigError` naming the variable; `instrumentation.ts` fails start-up.

const httpUrl = (text: z.ZodString) =>
  text
    .trim()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
    .transform((value) => value.replace(/\/+$/, ''));

const baseUrl = httpUrl(z.string());

/** Absolute http(s) URL, or a path on the site's own origin (a proxy serving the player there). */
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

/** No default: a start without it is an error naming the variable and its service. */
const requiredUrl = (service: string) =>
  httpUrl(
    z.string({
      error: (issue) => (issue.input === undefined ? `is required: the ${service}` : undefined),
    }),
  );

const brandLink = z
  .string()
  .trim()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must be an http(s) URL');

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

/** `change-me…` as docs/deploying.md shows it: a copied example is public, so it is no secret. */
const EXAMPLE_SECRET = /^change-me/i;

const customDomainEntrySchema = z.object({
  hash: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'hash must be 1–64 chars of [A-Za-z0-9_-]'),
  variant: z.enum(LANDING_VARIANTS).default('max'),
  locale: z.enum(['ru', 'en']).default('ru'),
});
export type CustomDomainEntry = z.infer<typeof customDomainEntrySchema>;

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

/** Checked by the same function that writes it into the CSP (lib/security/headers.mjs). */
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

/** @internal */
export const envSchema = z.object({
  PORT: positiveInt.max(65535).default(3000),
  MEDIA_API_URL: requiredUrl("media API's base URL"),
  FORMS_API_URL: requiredUrl("forms API's base URL"),
  PLAYER_URL: baseUrlOrPath("player host's base URL"),
  WIDGETS_URL: baseUrlOrPath("widget host's base URL"),
  QR_URL: baseUrl.optional(),
  CDN_URL: baseUrl.optional(),
  BRAND: z.enum(['default', 'cloud-events']).default('default'),
  BRAND_USER_AGREEMENT_URL_RU: brandLink.optional(),
  BRAND_USER_AGREEMENT_URL_EN: brandLink.optional(),
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
  REDIS_URL: redisUrl.optional(),
  /** Read by lib/cache/cache-handler.mjs; validated here. */
  CACHE_MEMORY_MB: positiveInt.min(16).max(65_536).default(256),
  /** Read by lib/cache/periods.mjs; validated here. */
  CACHE_PERIOD_SECONDS: positiveInt.max(REVALIDATE_SECONDS).optional(),
  FRAME_ANCESTORS: cspSources({ allowSelf: true, allowNone: true }),
  MEDIA_ORIGINS: cspSources({}),
  /** Read by lib/metrics/registry.mjs itself. */
  METRICS: z.enum(['0', '1']).default('1'),
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
