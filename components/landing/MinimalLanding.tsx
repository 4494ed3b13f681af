import { MetricaCounter } from '@/components/analytics/MetricaCounter';
import { EventThemeRoot, eventThemeName } from '@/components/platform/EventThemeRoot';
import { getPlayerLabels } from '@/components/player/labels';
import { LandingPlayer } from '@/components/player/LandingPlayer';
import { JsonLd } from '@/components/seo/JsonLd';
import { SiteHeader } from '@/components/shell/SiteHeader';
import type { Locale } from '@/i18n/routing';
import type { Activity } from '@/lib/api/schemas';
import { getBrand } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import { landingEventJsonLd } from '@/lib/seo/landing-metadata';
import type { PublicSite } from '@/lib/seo/urls';

/**
 * The minimal landing's own background image (spec "App shell": only this page has one, with a
 * dark variant). Drawn with CSS gradients from the theme's variables rather than shipped as
 * files: two soft glows of the event's accent over the surface-to-page fade, so it follows every
 * theme. The dark variant uses fainter glows over a deeper fade, so light text keeps its contrast.
 */
export const MINIMAL_LANDING_BACKGROUNDS = {
  light: [
    'radial-gradient(70% 55% at 0% 0%, color-mix(in srgb, var(--accent) 22%, transparent) 0%, transparent 70%)',
    'radial-gradient(60% 50% at 100% 100%, color-mix(in srgb, var(--accent) 16%, transparent) 0%, transparent 70%)',
    'linear-gradient(180deg, var(--surface) 0%, var(--bg) 60%)',
  ].join(', '),
  dark: [
    'radial-gradient(70% 55% at 0% 0%, color-mix(in srgb, var(--accent) 14%, transparent) 0%, transparent 70%)',
    'radial-gradient(60% 50% at 100% 100%, color-mix(in srgb, var(--accent) 10%, transparent) 0%, transparent 70%)',
    'linear-gradient(180deg, var(--bg) 0%, var(--surface) 100%)',
  ].join(', '),
} as const;

export interface MinimalLandingProps {
  locale: Locale;
  activity: Activity;
  /** Public, locale-free path of this landing: `/min?hash=X`. */
  path: string;
  /** Where it is published: `SITE_URL` unless a custom domain serves it (then `path` is `/`). */
  site?: PublicSite;
  /** The custom domain serving it, handed to the player. */
  customDomain?: string;
}

/**
 * The minimal landing (spec "Minimal landing"): the landing-logo header, the event name and the
 * player, on the page's own background, with the event's theme, counter and JSON-LD. No footer:
 * the minimal landing is not one of the spec's footer routes.
 */
export async function MinimalLanding({
  locale,
  activity,
  path,
  site,
  customDomain,
}: MinimalLandingProps) {
  const brand = getBrand();
  const { PLAYER_URL } = getConfig();
  return (
    <EventThemeRoot
      activity={activity}
      theme={eventThemeName(activity, brand)}
      style={{
        backgroundImage: MINIMAL_LANDING_BACKGROUNDS[activity.darkMode ? 'dark' : 'light'],
      }}
    >
      <SiteHeader
        variant="landing-logo"
        activity={activity}
        brand={brand}
        locale={locale}
        currentHref={path}
      />
      <main id="main" className="flex-1 px-4 py-8 tablet:px-8 laptop:py-12">
        <div className="mx-auto flex w-full max-w-player flex-col gap-6 laptop:gap-8">
          <h1 className="text-3xl leading-tight font-bold break-words tablet:text-4xl">
            {activity.name}
          </h1>
          <LandingPlayer
            hash={activity.hash}
            activityId={activity.activityID}
            hallId={activity.mainHall.id}
            theme={activity.theme}
            playerUrl={PLAYER_URL}
            locale={locale}
            labels={await getPlayerLabels(locale)}
            customDomain={customDomain}
          />
        </div>
      </main>
      <MetricaCounter metricaCode={activity.metricaCode} />
      <JsonLd data={landingEventJsonLd({ activity, locale, path, site })} />
    </EventThemeRoot>
  );
}
