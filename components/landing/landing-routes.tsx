import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import {
  findLanding,
  landingPath,
  readLandingLocale,
  readLandingParams,
  type LandingParams,
  type LandingVariant,
} from '@/lib/landing/load';
import { findEvent } from '@/lib/platform/load-event';
import {
  landingMetadata,
  landingNotFoundBoundaryMetadata,
  landingNotFoundMetadata,
} from '@/lib/seo/landing-metadata';
import { EventNotFoundPage } from './EventNotFoundPage';
import { FullLanding } from './FullLanding';
import { MidLanding } from './MidLanding';
import { MinimalLanding } from './MinimalLanding';

/**
 * The one way a landing route is built. Each variant has three route files under
 * `app/[locale]/<variant>/` that only declare Next's segment config and take their functions
 * from here: the page per hash (`[hash]/page.tsx`, ISR), its not-found boundary
 * (`[hash]/not-found.tsx`) and the page without a valid hash (`page.tsx`, prerendered 404).
 */

type HashProps = { params: Promise<LandingParams> };
type LocaleProps = { params: Promise<{ locale: string }> };

/** What a variant renders for a found event: the full landing's data, or only the activity. */
async function renderLanding(variant: LandingVariant, params: LandingParams) {
  const { locale, hash = '' } = readLandingParams(params);
  // Before any translation: next-intl then never reads request headers, so the page stays cacheable.
  setRequestLocale(locale);
  const path = landingPath(variant, hash);
  if (variant === 'max' || variant === 'landing') {
    const data = hash ? await findLanding(locale, hash) : undefined;
    return {
      locale,
      path,
      activity: data?.activity,
      view: data && <FullLanding {...data} path={path} />,
    };
  }
  const activity = hash ? await findEvent(hash) : undefined;
  const Compact = variant === 'min' ? MinimalLanding : MidLanding;
  return {
    locale,
    path,
    activity,
    view: activity && <Compact locale={locale} activity={activity} path={path} />,
  };
}

/** `[hash]/page.tsx`: the event's landing, or its "event not found" state (HTTP 404). */
export function landingByHashRoute(variant: LandingVariant) {
  return {
    // No hash is known at build time: each is rendered on its first request, then cached.
    generateStaticParams: (): LandingParams[] => [],
    async generateMetadata({ params }: HashProps): Promise<Metadata> {
      const { locale, path, activity } = await renderLanding(variant, await params);
      return activity
        ? landingMetadata({ activity, locale, path })
        : landingNotFoundMetadata({ locale, path });
    },
    async Page({ params }: HashProps) {
      const { locale, view } = await renderLanding(variant, await params);
      return view ?? <EventNotFoundPage locale={locale} />;
    },
  };
}

/**
 * `[hash]/not-found.tsx`: what a background re-render of the "event not found" state takes its
 * head from (Next renders the boundary, not the page, then).
 */
export function landingNotFoundBoundaryRoute(variant: LandingVariant) {
  return {
    generateMetadata: ({ params }: HashProps) => landingNotFoundBoundaryMetadata(params, variant),
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
      const locale = readLandingLocale(await params);
      setRequestLocale(locale);
      return <EventNotFoundPage locale={locale} />;
    },
  };
}
