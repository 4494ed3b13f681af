import { getTranslations } from 'next-intl/server';
import { MetricaCounter } from '@/components/analytics/MetricaCounter';
import { EventThemeRoot, eventThemeName } from '@/components/platform/EventThemeRoot';
import { LandingPlayerBlock } from '@/components/player/LandingPlayerBlock';
import { Schedule } from '@/components/schedule/Schedule';
import { JsonLd } from '@/components/seo/JsonLd';
import { Footer } from '@/components/shell/Footer';
import { EarlyTaps } from '@/components/ui/EarlyTaps';
import { isRegistrationOpen, showLocation, visibleFaqItems } from '@/lib/activity/derived';
import { getBrand } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import type { LandingData } from '@/lib/landing/load';
import { landingEventJsonLd, landingPageUrl } from '@/lib/seo/landing-metadata';
import type { PublicSite } from '@/lib/seo/urls';
import { Banner } from './Banner';
import { Description } from './Description';
import { Faq, FAQ_ANCHOR } from './Faq';
import { ActionBar } from './ActionBar';
import { PLAYER_SECTION_ID } from './anchors';
import { LandingHeader, registerTargetId } from './LandingHeader';
import { Location, LOCATION_ANCHOR } from './Location';
import { Partners, PARTNERS_ANCHOR } from './Partners';
import { Poster } from './Poster';
import { RegistrationSection } from './RegistrationSection';
import { blockTitle } from './Section';
import { Speakers, SPEAKERS_ANCHOR } from './Speakers';
import { OfflineCopy } from '@/components/offline/OfflineCopy';

export interface FullLandingProps extends LandingData {
  /** Public, locale-free path of this landing: `/max?hash=X` or `/landing?hash=X`. */
  path: string;
  /** Where it is published: `SITE_URL` unless a custom domain serves it (then `path` is `/`). */
  site?: PublicSite;
  customDomain?: string;
}

export async function FullLanding({
  locale,
  activity,
  events,
  registration,
  path,
  site,
  customDomain,
}: FullLandingProps) {
  const brand = getBrand();
  const { WIDGETS_URL } = getConfig();
  const t = await getTranslations('titles');
  const theme = eventThemeName(activity, brand);
  const blocks = activity.landingBlocks;

  // Header menu: only the sections this page shows, in page order, with their block titles.
  const sections = [
    events.length > 0 && {
      id: 'schedule',
      title: blockTitle(blocks?.schedule?.blockTitle, t('program')),
    },
    activity.speakers.length > 0 && {
      id: SPEAKERS_ANCHOR,
      title: blockTitle(blocks?.speakers?.blockTitle, t('speakers')),
    },
    visibleFaqItems(blocks?.faq?.data).length > 0 && {
      id: FAQ_ANCHOR,
      title: blockTitle(blocks?.faq?.blockTitle, t('faq')),
    },
    activity.partners.length > 0 && {
      id: PARTNERS_ANCHOR,
      title: blockTitle(blocks?.partners?.blockTitle, t('partners')),
    },
    showLocation(activity) && {
      id: LOCATION_ANCHOR,
      title: blockTitle(activity.location?.blockTitle, t('location')),
    },
  ].filter((section) => section !== false);

  return (
    <EventThemeRoot activity={activity} theme={theme}>
      <LandingHeader activity={activity} brand={brand} sections={sections} currentHref={path} />
      <main id="main" className="flex-1">
        <Banner activity={activity} theme={theme} />
        {/* After the banner, not before the header: the page may paint after an inline script, and
            the first frame must hold the banner's heading. */}
        <EarlyTaps />
        <div id={PLAYER_SECTION_ID} className="player-block">
          {activity.type === 'offline' ? (
            <Poster activity={activity} brand={brand} />
          ) : (
            <LandingPlayerBlock activity={activity} customDomain={customDomain} />
          )}
        </div>
        <Description html={activity.landingDescription} />
        <RegistrationSection
          activity={activity}
          registrationInfo={registration}
          widgetsUrl={WIDGETS_URL}
        />
        <Schedule
          activity={activity}
          events={events}
          pageUrl={landingPageUrl(path, locale, site)}
        />
        <Speakers activity={activity} />
        <Faq activity={activity} />
        <Partners activity={activity} />
        <Location activity={activity} />
      </main>
      <Footer activity={activity} brand={brand} showPaymentLogos />
      <ActionBar
        activity={activity}
        registration={registration}
        registerTargetId={registerTargetId(activity)}
        watchTargetId={PLAYER_SECTION_ID}
      />
      <MetricaCounter metricaCode={activity.metricaCode} />
      <JsonLd
        data={landingEventJsonLd({
          activity,
          locale,
          path,
          site,
          registrationOpen: registration ? isRegistrationOpen(activity, registration) : undefined,
        })}
      />
      <OfflineCopy />
    </EventThemeRoot>
  );
}
