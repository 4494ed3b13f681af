import type { Locale } from '@/i18n/routing';
import { normaliseHost, type CustomDomainEntry } from '@/lib/config/env';
import type { PublicSite } from '@/lib/seo/urls';
import { LANDING_VIEWS } from './routes.mjs';

/**
 * Custom domains (docs/architecture.md): an organizer points its own host at
 * this server and `CUSTOM_DOMAINS` maps it to one event's landing. Plain functions of the
 * configuration and the request headers, shared by the middleware and the cached page that
 * renders a domain's landing.
 */

export type CustomDomainMap = Record<string, CustomDomainEntry>;

export interface CustomDomain extends CustomDomainEntry {
  /** The host as configured, normalised: `events.acme.example`. */
  host: string;
}

/** First internal path segment of the per-host landing routes (`/en/domain/<view>/<host>`). */
const DOMAIN_ROUTE_SEGMENT = 'domain';

/** The header-reading surface the helpers need (a `Headers`, or a stub in tests). */
export interface HeaderSource {
  get(name: string): string | null;
}

/**
 * The host the visitor asked for, normalised, or undefined when the request names none.
 * `Host` is what reached this server; `X-Forwarded-Host` is set by whatever stands in front of
 * it and, without a proxy that overwrites it, by the visitor, so it counts only when the
 * operator says a proxy is there (`TRUST_PROXY=1`), and then its first (client-most) value.
 */
export function requestHost(headers: HeaderSource, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = normaliseHost(forwarded || headers.get('host') || '');
  return host || undefined;
}

/**
 * The map entry of `host`, compared in normalised form. Own keys only: a host named
 * `constructor` or `__proto__` must not find `Object.prototype`'s members.
 */
export function findCustomDomain(
  map: CustomDomainMap,
  host: string | undefined,
): CustomDomain | undefined {
  if (!host) return undefined;
  const key = normaliseHost(host);
  if (!Object.hasOwn(map, key)) return undefined;
  const entry = map[key];
  return entry ? { ...entry, host: key } : undefined;
}

/** The map entry for the `[host]` segment of the per-host landing route (percent-encoded). */
export function findCustomDomainBySegment(
  map: CustomDomainMap,
  segment: string,
): CustomDomain | undefined {
  try {
    return findCustomDomain(map, decodeURIComponent(segment));
  } catch {
    return undefined; // malformed percent-encoding: not a configured host
  }
}

/**
 * Where a custom domain's pages are published. Always https: organizers serve their domains over
 * TLS (terminated in front of this server), and a canonical URL must not depend on how the
 * request reached us (`X-Forwarded-Proto` is a request header too).
 */
export function customDomainSite(domain: Pick<CustomDomain, 'host' | 'locale'>): PublicSite {
  return { origin: `https://${domain.host}`, defaultLocale: domain.locale };
}

/**
 * The internal path that renders `domain`'s landing in `locale` (ISR, cached per host): the route
 * of its variant's view, which bundles that view's islands only.
 */
export function domainLandingPath(
  domain: Pick<CustomDomain, 'host' | 'variant'>,
  locale: Locale,
): string {
  const view = LANDING_VIEWS[domain.variant];
  return `/${locale}/${DOMAIN_ROUTE_SEGMENT}/${view}/${encodeURIComponent(domain.host)}`;
}
