import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/components/ui/NotFoundPage';
import { FullLanding } from '@/components/landing/FullLanding';
import { MidLanding } from '@/components/landing/MidLanding';
import { MinimalLanding } from '@/components/landing/MinimalLanding';
import { routing, type Locale } from '@/i18n/routing';
import { getConfig } from '@/lib/config';
import { LANDING_VARIANT_REGISTRY } from '@/lib/landing/variants';
import { countedRender } from '@/lib/metrics';
import { findEvent } from '@/lib/platform/load-event';
import {
  customDomainSite,
  findCustomDomainBySegment,
  type CustomDomain,
} from '@/lib/routing/domains';
import { landingMetadata, landingNotFoundMetadata } from '@/lib/seo/landing-metadata';

/**
 * A custom domain's landing: the middleware rewrites `/` (and `/en`, `/ru`) on a mapped host here.
 * Rendered once per (locale, host) and served from the cache like the query-string landings. The
 * host in the path is only a key: it is looked up in `CUSTOM_DOMAINS`, so a request that reaches
 * this route directly shows nothing the configuration does not already publish, and an unmapped
 * host is the "event not found" state (404).
 */

// Must stay literals for Next (same period as the other landings).
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ locale: string; host: string }> {
  return [];
}

type Props = { params: Promise<{ locale: string; host: string }> };

/** The landing's public path on its own domain: the root, whatever its variant. */
const DOMAIN_PATH = '/';

/** The locale and the mapped domain; `domain` is undefined for a host the map does not name. */
async function resolve({ params }: Props): Promise<{ locale: Locale; domain?: CustomDomain }> {
  const { locale, host } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // Before any translation: next-intl then never reads request headers, so the page stays cacheable.
  setRequestLocale(locale);
  return { locale, domain: findCustomDomainBySegment(getConfig().CUSTOM_DOMAINS, host) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, domain } = await resolve(props);
  if (!domain) return landingNotFoundMetadata({ locale, path: DOMAIN_PATH });
  const site = customDomainSite(domain);
  const activity = await findEvent(domain.hash);
  if (!activity) return landingNotFoundMetadata({ locale, path: DOMAIN_PATH, site });
  return landingMetadata({ activity, locale, path: DOMAIN_PATH, site });
}

export default async function CustomDomainLanding(props: Props) {
  const { locale, domain } = await resolve(props);
  // A host taken out of the map and an unknown event: "event not found", 404 (prerendered).
  if (!domain) return <NotFoundPage kind="event" />;
  const page = `${locale}/domain/${domain.host}`;
  const landing = await countedRender('domain', page, () => domainLanding(locale, domain));
  return landing ?? <NotFoundPage kind="event" />;
}

/**
 * The mapped event's landing in its variant, through the variants registry the query-string
 * landings use (lib/landing/variants.ts); `undefined` for an unknown event.
 */
async function domainLanding(locale: Locale, domain: CustomDomain) {
  const shared = { path: DOMAIN_PATH, site: customDomainSite(domain) };
  // The player learns the domain from the host, not from a query parameter the root URL lacks.
  const customDomain = domain.host;
  const variant = LANDING_VARIANT_REGISTRY[domain.variant];
  if (variant.view === 'full') {
    const data = await variant.find(locale, domain.hash);
    return data && <FullLanding {...shared} {...data} customDomain={customDomain} />;
  }
  const data = await variant.find(locale, domain.hash);
  if (!data) return undefined;
  const Landing = variant.view === 'mid' ? MidLanding : MinimalLanding;
  return <Landing {...shared} {...data} customDomain={customDomain} />;
}
