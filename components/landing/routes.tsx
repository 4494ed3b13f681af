import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ComponentType } from 'react';
import { NotFound } from '@/components/ui/NotFound';
import { NotFoundPage } from '@/components/ui/NotFoundPage';
import type { Locale } from '@/i18n/routing';
import type { Activity } from '@/lib/api/schemas';
import { getConfig } from '@/lib/config';
import {
  landingPath,
  readLandingLocale,
  readLandingParams,
  readLandingVariant,
} from '@/lib/landing/load';
import { countedRender, type RenderFamily } from '@/lib/metrics';
import { LANDING_VARIANTS, LANDING_VIEWS, type LandingView } from '@/lib/routing/routes.mjs';
import { customDomainSite, findCustomDomainBySegment } from '@/lib/routing/domains';
import {
  domainNotFoundBoundaryMetadata,
  landingMetadata,
  landingNotFoundBoundaryMetadata,
  landingNotFoundMetadata,
} from '@/lib/seo/landing-metadata';
import type { PublicSite } from '@/lib/seo/urls';

// The bodies of the landings' one tree, app/[locale]/(event)/landings (docs/architecture.md,
// "Landing caching"): `[variant]/[kind]/[key]/<view>`, by hash behind `/max?hash=X` or by host
// behind a custom domain's `/`. Each view is its own page because client chunks are split per
// route segment, so a landing ships only its view's islands.

type VariantParams = { locale: string; variant: string };
type KeyParams = VariantParams & { kind: string; key: string };
type KeyProps = { params: Promise<KeyParams> };

const DOMAIN_PATH = '/';

interface ViewData {
  locale: Locale;
  activity: Activity;
}
type ViewProps<T> = T & { path: string; site?: PublicSite; customDomain?: string };
type Find<T> = (locale: Locale, hash: string) => Promise<T | undefined>;

/** What a path of the tree shows; no data for a hash or host that names no event. */
interface Shown<T> {
  locale: Locale;
  path: string;
  data?: T;
  /** By host: where the custom domain publishes it, and the host. */
  site?: PublicSite;
  host?: string;
}

/** `counted`: the page's render, counted once (its metadata reads the same data). */
async function resolve<T extends ViewData>(
  view: LandingView,
  find: Find<T>,
  params: KeyParams,
  counted: boolean,
): Promise<Shown<T>> {
  const locale = readLandingLocale(params);
  const variant = readLandingVariant(params.variant);
  if (LANDING_VIEWS[variant] !== view) notFound();
  // Before any translation: next-intl then never reads request headers, so the page stays cacheable.
  setRequestLocale(locale);
  const read = (label: RenderFamily, key: string, hash: string) =>
    counted ? countedRender(label, key, () => find(locale, hash)) : find(locale, hash);
  if (params.kind === 'hash') {
    const { hash } = readLandingParams({ locale, hash: params.key });
    const path = landingPath(variant, hash ?? '');
    if (!hash) return { locale, path };
    return { locale, path, data: await read(variant, `${locale}/${variant}/${hash}`, hash) };
  }
  if (params.kind !== 'host') notFound();
  // The host in the path is only a key into `CUSTOM_DOMAINS`: a direct request shows nothing the
  // configuration does not publish.
  const domain = findCustomDomainBySegment(getConfig().CUSTOM_DOMAINS, params.key);
  if (domain?.variant !== variant) return { locale, path: DOMAIN_PATH };
  const data = await read('domain', `${locale}/domain/${domain.host}`, domain.hash);
  return { locale, path: DOMAIN_PATH, data, site: customDomainSite(domain), host: domain.host };
}

/** `[variant]/[kind]/[key]/<view>/page.tsx`: the landing, or its "event not found" state (404). */
export function landingRoute<T extends ViewData>(
  view: LandingView,
  View: ComponentType<ViewProps<T>>,
  find: Find<T>,
) {
  return {
    // No hash or host is known at build time: each is rendered on its first request, then cached.
    generateStaticParams: (): Array<{ key: string }> => [],
    async generateMetadata({ params }: KeyProps): Promise<Metadata> {
      const { locale, path, data, site } = await resolve(view, find, await params, false);
      return data
        ? landingMetadata({ activity: data.activity, locale, path, site })
        : landingNotFoundMetadata({ locale, path, site });
    },
    async Page({ params }: KeyProps) {
      const { path, data, site, host } = await resolve(view, find, await params, true);
      if (!data) return <NotFoundPage kind="event" />;
      // By host, the player learns the domain from it, not from a query parameter `/` lacks.
      return <View {...data} path={path} site={site} customDomain={host} />;
    },
  };
}

/**
 * `[variant]/[kind]/[key]/not-found.tsx`: a background re-render of the not-found state takes
 * its head from here (Next renders the boundary, not the page), so it reads the key too.
 */
export const landingNotFound = {
  async generateMetadata({ params }: KeyProps): Promise<Metadata> {
    const { locale, variant, kind, key } = await params;
    if (kind === 'host') return domainNotFoundBoundaryMetadata({ locale, host: key });
    return landingNotFoundBoundaryMetadata({ locale, variant, hash: key });
  },
  Boundary: () => <NotFound kind="event" />,
};

/** `[variant]/page.tsx`: no valid `hash` (next.config.mjs rewrites valid ones), so a prerendered 404. */
export const landingWithoutHash = {
  generateStaticParams: (): Array<{ variant: string }> =>
    LANDING_VARIANTS.map((variant) => ({ variant })),
  async generateMetadata({ params }: { params: Promise<VariantParams> }): Promise<Metadata> {
    const segments = await params;
    const locale = readLandingLocale(segments);
    setRequestLocale(locale);
    return landingNotFoundMetadata({ locale, path: `/${readLandingVariant(segments.variant)}` });
  },
  async Page({ params }: { params: Promise<VariantParams> }) {
    const segments = await params;
    setRequestLocale(readLandingLocale(segments));
    readLandingVariant(segments.variant);
    return <NotFoundPage kind="event" />;
  },
};
