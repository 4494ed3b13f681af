import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NotFound } from '@/components/ui/NotFound';
import { NotFoundPage } from '@/components/ui/NotFoundPage';
import { routing, type Locale } from '@/i18n/routing';
import type { Activity } from '@/lib/api/schemas';
import { getConfig } from '@/lib/config';
import { LANDING_VARIANT_REGISTRY } from '@/lib/landing/variants';
import { countedRender } from '@/lib/metrics';
import { type LandingView } from '@/lib/routing/routes.mjs';
import {
  customDomainSite,
  findCustomDomainBySegment,
  type CustomDomain,
} from '@/lib/routing/domains';
import type { PublicSite } from '@/lib/seo/urls';
import {
  domainNotFoundBoundaryMetadata,
  landingMetadata,
  landingNotFoundMetadata,
} from '@/lib/seo/landing-metadata';

// A custom domain's landing, one route per view (docs/architecture.md, "Custom domains"), so it
// ships only that view's islands. The host in the path is only a key into `CUSTOM_DOMAINS`: a
// direct request shows nothing the configuration does not publish.

type Props = { params: Promise<{ locale: string; host: string }> };

const DOMAIN_PATH = '/';

interface DomainViewData {
  locale: Locale;
  activity: Activity;
}
type DomainView<T extends DomainViewData> = (
  props: T & { path: string; site: PublicSite; customDomain: string },
) => Promise<ReactNode>;

export function domainLandingRoute<T extends DomainViewData>(
  view: LandingView,
  View: DomainView<T>,
) {
  /** The locale and the mapped domain this route shows; no domain for any other host. */
  async function resolve({ params }: Props): Promise<{ locale: Locale; domain?: CustomDomain }> {
    const { locale, host } = await params;
    if (!hasLocale(routing.locales, locale)) notFound();
    // Before any translation: next-intl then never reads request headers, so the page stays cacheable.
    setRequestLocale(locale);
    const domain = findCustomDomainBySegment(getConfig().CUSTOM_DOMAINS, host);
    const shown = domain && LANDING_VARIANT_REGISTRY[domain.variant].view === view;
    return { locale, domain: shown ? domain : undefined };
  }

  function find(locale: Locale, domain: CustomDomain): Promise<T | undefined> {
    const read = LANDING_VARIANT_REGISTRY[domain.variant].find as (
      locale: Locale,
      hash: string,
    ) => Promise<T | undefined>;
    return read(locale, domain.hash);
  }

  return {
    // No host is known at build time: each is rendered on its first request, then cached.
    generateStaticParams: (): Array<{ locale: string; host: string }> => [],
    async generateMetadata(props: Props): Promise<Metadata> {
      const { locale, domain } = await resolve(props);
      if (!domain) return landingNotFoundMetadata({ locale, path: DOMAIN_PATH });
      const site = customDomainSite(domain);
      const data = await find(locale, domain);
      if (!data) return landingNotFoundMetadata({ locale, path: DOMAIN_PATH, site });
      return landingMetadata({ activity: data.activity, locale, path: DOMAIN_PATH, site });
    },
    async Page(props: Props) {
      const { locale, domain } = await resolve(props);
      if (!domain) return <NotFoundPage kind="event" />;
      const data = await countedRender('domain', `${locale}/domain/${domain.host}`, () =>
        find(locale, domain),
      );
      if (!data) return <NotFoundPage kind="event" />;
      // The player learns the domain from the host, not from a query parameter the root URL lacks.
      return (
        <View
          {...data}
          path={DOMAIN_PATH}
          site={customDomainSite(domain)}
          customDomain={domain.host}
        />
      );
    },
  };
}

/** Each route's `not-found.tsx`: the head of a background re-render of the not-found state. */
export const domainNotFoundBoundary = {
  generateMetadata: ({ params }: Props) => domainNotFoundBoundaryMetadata(params),
  NotFound: () => <NotFound kind="event" />,
};
