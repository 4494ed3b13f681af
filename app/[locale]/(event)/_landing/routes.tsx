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

/**
 * The one way a landing route is built. It lives beside the routes it builds, in the event group's
 * private folder (`_landing`: Next never routes it). Each variant has three route files under
 * `app/[locale]/(event)/<variant>/` that only declare Next's segment config and take their
 * functions from here: the page per hash (`[hash]/page.tsx`, ISR), its not-found boundary
 * (`[hash]/not-found.tsx`) and the page without a valid hash (`page.tsx`, prerendered 404, under
 * the event group's boundary).
 * A variant's loader comes from the variants registry (lib/landing/variants.ts), which a custom
 * domain's landing dispatches through too; the per-hash page names its own view: this module
 * imports no landing, so a variant's route ships only its own islands (importing all four here
 * put every variant's client code, ~10 kB gzip, into each landing's first load).
 */

type HashProps = { params: Promise<LandingParams> };
type LocaleProps = { params: Promise<{ locale: string }> };

/** What a view needs besides its path: at least the locale and the event. */
interface LandingViewData {
  locale: Locale;
  activity: Activity;
}

/** A landing view: the full landing, or the minimal/mid one. */
type LandingView<T extends LandingViewData> = (props: T & { path: string }) => Promise<ReactNode>;

/**
 * `[hash]/page.tsx`: the event's landing, or its "event not found" state (HTTP 404). The
 * variant's loader reads what `View` shows (`undefined` for an unknown event: the not-found
 * state).
 */
export function landingByHashRoute<T extends LandingViewData>(
  variant: LandingVariant,
  View: LandingView<T>,
) {
  // The registry's loader for `variant`, whose data the page file's `View` shows.
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

/**
 * `[hash]/not-found.tsx`: the "event not found" boundary of the per-hash page, which a background
 * re-render of that state takes its head from (Next renders the boundary, not the page, then):
 * the page's own metadata, for which the boundary needs the hash in its params. The variant's
 * page without a hash uses the event group's boundary (`app/[locale]/(event)/not-found.tsx`).
 */
export function landingNotFoundBoundaryRoute(variant: LandingVariant) {
  return {
    generateMetadata: ({ params }: HashProps) => landingNotFoundBoundaryMetadata(params, variant),
    NotFound: () => <NotFound kind="event" />,
  };
}

/**
 * `page.tsx`: the variant without a valid `hash` in the query. The query-string rewrite in
 * next.config.mjs sends every valid one to the per-hash page, so this is the "event not found"
 * state (404), prerendered.
 */
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
