import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Activity } from '@/lib/api/schemas';
import {
  landingPath,
  readLandingLocale,
  readLandingParams,
  type LandingParams,
  type LandingVariant,
} from '@/lib/landing/load';
import { LANDING_VARIANT_REGISTRY } from '@/lib/landing/variants';
import { countedRender } from '@/lib/metrics';
import {
  landingMetadata,
  landingNotFoundBoundaryMetadata,
  landingNotFoundMetadata,
} from '@/lib/seo/landing-metadata';
import { NotFound } from '@/components/ui/NotFound';
import { NotFoundPage } from '@/components/ui/NotFoundPage';

// Each variant's route files take their functions from here (docs/architecture.md, "Landing
// caching"). It imports no landing view, so a variant's route ships only its own islands.

type HashProps = { params: Promise<LandingParams> };
type LocaleProps = { params: Promise<{ locale: string }> };

interface LandingViewData {
  locale: Locale;
  activity: Activity;
}

type LandingView<T extends LandingViewData> = (props: T & { path: string }) => Promise<ReactNode>;

/** `[hash]/page.tsx`: the landing, or its "event not found" state (404) for an unknown event. */
export function landingByHashRoute<T extends LandingViewData>(
  variant: LandingVariant,
  View: LandingView<T>,
) {
  const find = LANDING_VARIANT_REGISTRY[variant].find as (
    locale: Locale,
    hash: string,
  ) => Promise<T | undefined>;
  /** `counted`: the page's render, counted once (its metadata reads the same data). */
  async function load(params: LandingParams, counted = false) {
    const { locale, hash = '' } = readLandingParams(params);
    // Before any translation: next-intl then never reads request headers, so the page stays cacheable.
    setRequestLocale(locale);
    const read = () => find(locale, hash);
    let data: T | undefined;
    if (!hash) data = undefined;
    else if (counted) data = await countedRender(variant, `${locale}/${variant}/${hash}`, read);
    else data = await read();
    return { locale, path: landingPath(variant, hash), data };
  }
  return {
    // No hash is known at build time: each is rendered on its first request, then cached.
    generateStaticParams: (): LandingParams[] => [],
    async generateMetadata({ params }: HashProps): Promise<Metadata> {
      const { locale, path, data } = await load(await params);
      return data
        ? landingMetadata({ activity: data.activity, locale, path })
        : landingNotFoundMetadata({ locale, path });
    },
    async Page({ params }: HashProps) {
      const { path, data } = await load(await params, true);
      return data ? <View {...data} path={path} /> : <NotFoundPage kind="event" />;
    },
  };
}

// `[hash]/not-found.tsx`: a background re-render of the not-found state takes its head from here
// (Next renders the boundary, not the page), so it needs the hash in its params.
export function landingNotFoundBoundaryRoute(variant: LandingVariant) {
  return {
    generateMetadata: ({ params }: HashProps) => landingNotFoundBoundaryMetadata(params, variant),
    NotFound: () => <NotFound kind="event" />,
  };
}

/** `page.tsx`: no valid `hash` (next.config.mjs rewrites valid ones), so a prerendered 404. */
export function landingWithoutHashRoute(variant: LandingVariant) {
  return {
    async generateMetadata({ params }: LocaleProps): Promise<Metadata> {
      const locale = readLandingLocale(await params);
      setRequestLocale(locale);
      return landingNotFoundMetadata({ locale, path: `/${variant}` });
    },
    async Page({ params }: LocaleProps) {
      setRequestLocale(readLandingLocale(await params));
      return <NotFoundPage kind="event" />;
    },
  };
}
