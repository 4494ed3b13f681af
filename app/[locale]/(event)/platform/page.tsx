import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EventThemeRoot, eventThemeName } from '@/components/platform/EventThemeRoot';
import { EventWidgetEmbed } from '@/components/player/EventWidgetEmbed';
import { PlayerEmbed } from '@/components/player/PlayerEmbed';
import { eventWidgetText, playerText } from '@/components/player/text';
import { Footer } from '@/components/shell/Footer';
import { currentLocale } from '@/i18n/current-locale';
import { getBrand } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import { pagePath } from '@/lib/organizer/query';
import { wantsOnlyChatActivity } from '@/lib/platform/inputs';
import { eventPageInputs } from '@/lib/platform/page-inputs';
import { pagePlayerProps } from '@/lib/platform/player-props';
import { ROUTE_TABLE } from '@/lib/routing/table';
import { landingMetadata } from '@/lib/seo/landing-metadata';
import { pageTitle } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/platform'>;

const { platform } = ROUTE_TABLE;

/** Locale, validated inputs and the event (only-chat asks the upstream for that variant). */
function load(props: Props) {
  return eventPageInputs(props, platform.inputs, wantsOnlyChatActivity);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, inputs, activity } = await load(props);
  const t = await getTranslations({ locale });
  const metadata = await landingMetadata({
    activity,
    locale,
    path: pagePath(platform.path, { hash: inputs.hash }),
    title: pageTitle(t, t('titles.platform'), activity.name),
  });
  // An embedded copy or a debug session is not the event's page for search engines.
  return inputs.isEmbeddedPlayer || inputs.debug
    ? { ...metadata, robots: { index: false, follow: false } }
    : metadata;
}

/** Per request: every input goes to the player, and only-chat changes the upstream call. */
export default async function PlatformPage(props: Props) {
  const { inputs, activity } = await load(props);
  const brand = getBrand();
  const { WIDGETS_URL } = getConfig();
  const [text, widgetText, locale] = await Promise.all([
    playerText(),
    eventWidgetText(),
    currentLocale(),
  ]);
  const embedded = inputs.isEmbeddedPlayer;
  // The player gets the query's hall id only (pagePlayerProps); the event widget's chat needs a
  // room, so it falls back to the main hall.
  const widgetHallId = inputs.hallId ?? activity.mainHall.id;

  return (
    <EventThemeRoot activity={activity} theme={eventThemeName(activity, brand, inputs.theme)}>
      <main id="main" className="flex-1">
        <h1
          className={
            embedded
              ? 'sr-only'
              : 'mx-auto w-full max-w-player px-4 pt-6 text-2xl font-bold wrap-anywhere tablet:px-8 tablet:text-3xl'
          }
        >
          {activity.name}
        </h1>
        <div className={embedded ? undefined : 'mx-auto w-full max-w-player px-4 py-6 tablet:px-8'}>
          <PlayerEmbed
            {...pagePlayerProps(activity, inputs)}
            mode={embedded ? 'embedded-player' : 'platform'}
            isEmbeddedPlayer={embedded}
            text={text}
            locale={locale}
          />
        </div>
        <EventWidgetEmbed
          hash={activity.hash}
          hallId={widgetHallId}
          isOnlyChat={Boolean(inputs.isOnlyChat)}
          isShowPoll={Boolean(inputs.isShowPoll)}
          widgetsUrl={WIDGETS_URL}
          className="mx-auto w-full max-w-player px-4 pb-10 tablet:px-8"
          text={widgetText}
          locale={locale}
        />
      </main>
      <Footer activity={activity} brand={brand} showPaymentLogos />
    </EventThemeRoot>
  );
}
