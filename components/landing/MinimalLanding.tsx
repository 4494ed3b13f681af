import { MetricaCounter } from '@/components/analytics/MetricaCounter';
import { EventThemeRoot, eventThemeName } from '@/components/platform/EventThemeRoot';
import { LandingPlayerBlock } from '@/components/player/LandingPlayerBlock';
import { JsonLd } from '@/components/seo/JsonLd';
import { Footer } from '@/components/shell/Footer';
import { LocaleSwitcher } from '@/components/shell/LocaleSwitcher';
import { SiteHeader } from '@/components/shell/SiteHeader';
import type { Locale } from '@/i18n/routing';
import type { Activity } from '@/lib/api/schemas';
import { getBrand } from '@/lib/brand';
import { landingEventJsonLd } from '@/lib/seo/landing-metadata';
import type { PublicSite } from '@/lib/seo/urls';
import { minimalLandingImage } from '@/lib/theme/themes';
import { OfflineCopy } from '@/components/offline/OfflineCopy';
import { getTranslations } from 'next-intl/server';
import { formatStartPill } from '@/lib/datetime/format';
import { ActionBar } from './ActionBar';
import { EventPlace } from './EventPlace';
import { PLAYER_SECTION_ID } from './anchors';

export interface MinimalLandingProps {
  locale: Locale;
  activity: Activity;
  path: string;
  site?: PublicSite;
  customDomain?: string;
}

/** The footer has no payment logos here (docs/decisions/1212-footer-routes.md). */
export async function MinimalLanding({
  locale,
  activity,
  path,
  site,
  customDomain,
}: MinimalLandingProps) {
  const brand = getBrand();
  const t = await getTranslations('landing');
  return (
    <EventThemeRoot
      activity={activity}
      theme={eventThemeName(activity, brand)}
      // The only page with a background image of its own; only the image is inline.
      className="bg-cover bg-top bg-no-repeat"
      style={{ backgroundImage: `url(${minimalLandingImage(activity.darkMode)})` }}
    >
      <SiteHeader
        variant="landing-logo"
        activity={activity}
        brand={brand}
        switcher={<LocaleSwitcher currentHref={path} />}
      />
      <main id="main" className="flex-1 px-4 py-8 tablet:px-8 laptop:py-12">
        <div className="mx-auto flex w-full max-w-player flex-col gap-6 laptop:gap-8">
          <h1 className="text-3xl leading-tight font-bold wrap-anywhere tablet:text-4xl">
            {activity.name}
          </h1>
          {/* The date and the place under the name, so a phone's first screen holds them. */}
          <div className="-mt-2 flex flex-col gap-2 text-base font-medium">
            <p data-testid="start-pill">
              <span className="sr-only">{`${t('startLabel')} `}</span>
              {formatStartPill(activity, locale)}
            </p>
            <EventPlace activity={activity} label={t('placeLabel')} />
          </div>
          <div id={PLAYER_SECTION_ID}>
            <LandingPlayerBlock activity={activity} customDomain={customDomain} />
          </div>
        </div>
      </main>
      <Footer activity={activity} brand={brand} showPaymentLogos={false} />
      {/* No registration block here: registering, like watching, happens in the player. */}
      <ActionBar
        activity={activity}
        registerTargetId={PLAYER_SECTION_ID}
        watchTargetId={PLAYER_SECTION_ID}
      />
      <MetricaCounter metricaCode={activity.metricaCode} />
      <JsonLd data={landingEventJsonLd({ activity, locale, path, site })} />
      <OfflineCopy />
    </EventThemeRoot>
  );
}
