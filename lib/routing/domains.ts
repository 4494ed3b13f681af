import type { Locale } from '@/i18n/routing';
import { normaliseHost, type CustomDomainEntry } from '@/lib/config/env';
import type { PublicSite } from '@/lib/seo/urls';
import { landingTreePath } from './routes.mjs';

export type CustomDomainMap = Record<string, CustomDomainEntry>;

export interface CustomDomain extends CustomDomainEntry {
  host: string;
}

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

/** The landings' internal tree, by host: the middleware rewrites a mapped host's `/` here. */
export function domainLandingPath(
  domain: Pick<CustomDomain, 'host' | 'variant'>,
  locale: Locale,
): string {
  return landingTreePath(locale, domain.variant, 'host', encodeURIComponent(domain.host));
}
