import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { FullLanding } from '@/components/landing/FullLanding';
import { MidLanding } from '@/components/landing/MidLanding';
import { MinimalLanding } from '@/components/landing/MinimalLanding';
import { routing, type Locale } from '@/i18n/routing';
import { getConfig } from '@/lib/config';
import { loadLanding } from '@/lib/landing/load';
import { loadEvent } from '@/lib/platform/load-event';
import { customDomainSite, findCustomDomain, type CustomDomain } from '@/lib/routing/domains';
import { landingMetadata } from '@/lib/seo/landing-metadata';

/**
 * A custom domain's landing: the middleware rewrites `/` (and `/en`, `/ru`) on a mapped host here.
 * Rendered once per (locale, host) and served from the cache like the query-string landings. The
 * host in the path is only a key: it is looked up in `CUSTOM_DOMAINS`, so a request that reaches
 * this route directly shows nothing the configuration does not already publish, and an unmapped
 * host is the 404 page.
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

async function resolve({ params }: Props): Promise<{ locale: Locale; domain: CustomDomain }> {
  const { locale, host } = await params;
  let decoded = '';
  try {
    decoded = decodeURIComponent(host);
  } catch {
    // malformed percent-encoding: not a configured host
  }
  const domain = findCustomDomain(getConfig().CUSTOM_DOMAINS, decoded);
  if (!hasLocale(routing.locales, locale) || !domain) notFound();
  // Before any translation: next-intl then never reads request headers, so the page stays cacheable.
  setRequestLocale(locale);
  return { locale, domain };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, domain } = await resolve(props);
  return landingMetadata({
    activity: await loadEvent(domain.hash),
    locale,
    path: DOMAIN_PATH,
    site: customDomainSite(domain),
  });
}

export default async function CustomDomainLanding(props: Props) {
  const { locale, domain } = await resolve(props);
  const shared = { locale, path: DOMAIN_PATH, site: customDomainSite(domain) };
  // The player learns the domain from the host, not from a query parameter the root URL lacks.
  const customDomain = domain.host;
  switch (domain.variant) {
    case 'min':
      return (
        <MinimalLanding
          {...shared}
          activity={await loadEvent(domain.hash)}
          customDomain={customDomain}
        />
      );
    case 'mid':
      return (
        <MidLanding
          {...shared}
          activity={await loadEvent(domain.hash)}
          customDomain={customDomain}
        />
      );
    default:
      return (
        <FullLanding
          {...shared}
          {...await loadLanding({ locale, hash: domain.hash })}
          customDomain={customDomain}
        />
      );
  }
}
