import type { Locale } from '@/i18n/routing';
import { normaliseHost, type CustomDomainEntry } from '@/lib/config/env';
import type { PublicSite } from '@/lib/seo/urls';
import { LANDING_VIEWS } from './routes.mjs';

export type CustomDomainMap = Record<string, CustomDomainEntry>;

export interface CustomDomain extends CustomDomainEntry {
  host: string;
}

const DOMAIN_ROUTE_SEGMENT = 'domain';

export interface HeaderSource {
  get(name: string): string | null;
}

/** `X-Forwarded-Host` may come from the visitor, so it counts only with `TRUST_PROXY=1`. */
export function requestHost(headers: HeaderSource, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = normaliseHost(forwarded || headers.get('host') || '');
  return host || undefined;
}

/** Own keys only: a host named `__proto__` must not find `Object.prototype`'s members. */
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

/** Always https: a canonical URL must not depend on the request's `X-Forwarded-Proto`. */
export function customDomainSite(domain: Pick<CustomDomain, 'host' | 'locale'>): PublicSite {
  return { origin: `https://${domain.host}`, defaultLocale: domain.locale };
}

/** One route per view, so a domain bundles only its view's islands. */
export function domainLandingPath(
  domain: Pick<CustomDomain, 'host' | 'variant'>,
  locale: Locale,
): string {
  const view = LANDING_VIEWS[domain.variant];
  return `/${locale}/${DOMAIN_ROUTE_SEGMENT}/${view}/${encodeURIComponent(domain.host)}`;
}
