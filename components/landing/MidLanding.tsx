import { getTranslations } from 'next-intl/server';
import { MetricaCounter } from '@/components/analytics/MetricaCounter';
import { EventThemeRoot, eventThemeName } from '@/components/platform/EventThemeRoot';
import { EventWidgetEmbed } from '@/components/player/EventWidgetEmbed';
import { eventWidgetText } from '@/components/player/text';
import { registrationWidgetText } from '@/components/registration/text';
import { LandingPlayerBlock } from '@/components/player/LandingPlayerBlock';
import { RegistrationWidget } from '@/components/registration/RegistrationWidget';
import { JsonLd } from '@/components/seo/JsonLd';
import { Footer } from '@/components/shell/Footer';
import { EarlyTaps } from '@/components/ui/EarlyTaps';
import type { Locale } from '@/i18n/routing';
import { connectedWidget, isEventOver } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';
import { getBrand } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import { landingEventJsonLd } from '@/lib/seo/landing-metadata';
import type { PublicSite } from '@/lib/seo/urls';
import { Banner } from './Banner';
import { ActionBar } from './ActionBar';
import { PLAYER_SECTION_ID } from './anchors';
import { LandingHeader, registerTargetId } from './LandingHeader';
import { REGISTRATION_SECTION_ID } from './RegistrationSection';
import { Section } from './Section';
import { OfflineCopy } from '@/components/offline/OfflineCopy';

export interface MidLandingProps {
  locale: Locale;
  activity: Activity;
  path: string;
  site?: PublicSite;
  customDomain?: string;
}

export async function MidLanding({ locale, activity, path, site, customDomain }: MidLandingProps) {
  const brand = getBrand();
  const { WIDGETS_URL } = getConfig();
  const theme = eventThemeName(activity, brand);
  const isRegistration = connectedWidget(activity) === 'registration';
  const [t, tErrors, widgetText, registrationText] = await Promise.all([
    getTranslations('registration'),
    getTranslations('errors'),
    eventWidgetText(),
    registrationWidgetText(),
  ]);

  return (
    <EventThemeRoot activity={activity} theme={theme}>
      <LandingHeader activity={activity} brand={brand} sections={[]} currentHref={path} />
      <main id="main" className="flex-1">
        <Banner activity={activity} theme={theme} />
        {/* After the banner, not before the header: see FullLanding. */}
        <EarlyTaps />
        {isRegistration ? (
          <Section anchor={REGISTRATION_SECTION_ID} title={t('title')}>
            {isEventOver(activity) ? (
              // A completed or archived event takes no registrations: no form, the notice instead.
              <div className="registration-card space-y-1" data-testid="registration-closed">
                <p className="text-lg font-bold">{tErrors('registrationClosed')}</p>
                <p className="text-muted">{tErrors('eventOver')}</p>
              </div>
            ) : (
              <RegistrationWidget
                text={registrationText}
                locale={locale}
                hash={activity.hash}
                widgetsUrl={WIDGETS_URL}
              />
            )}
          </Section>
        ) : (
          <div id={PLAYER_SECTION_ID} className="player-block flex flex-col gap-8">
            <LandingPlayerBlock activity={activity} customDomain={customDomain} />
            <EventWidgetEmbed
              text={widgetText}
              locale={locale}
              hash={activity.hash}
              hallId={activity.mainHall.id}
              widgetsUrl={WIDGETS_URL}
            />
          </div>
        )}
      </main>
      <Footer activity={activity} brand={brand} showPaymentLogos />
      <ActionBar
        activity={activity}
        registerTargetId={registerTargetId(activity)}
        watchTargetId={PLAYER_SECTION_ID}
      />
      <MetricaCounter metricaCode={activity.metricaCode} />
      <JsonLd data={landingEventJsonLd({ activity, locale, path, site })} />
      <OfflineCopy />
    </EventThemeRoot>
  );
}
