import { NextIntlClientProvider } from 'next-intl';
import { islandMessages } from '@/i18n/client-messages';
import { PlayerEmbed, type PlayerMode } from '@/components/player/PlayerEmbed';
import type { Activity } from '@/lib/api/schemas';
import { getBrand } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import type { PlayerInputs } from '@/lib/platform/inputs';
import { EventThemeRoot, eventThemeName } from './EventThemeRoot';

export interface FullViewportPlayerProps {
  activity: Activity;
  inputs: PlayerInputs;
  /** 'meetings' (`/meetings`) or 'dion' (`/new-dion`). */
  mode: Extract<PlayerMode, 'meetings' | 'dion'>;
}

/**
 * `/meetings` and `/new-dion` (docs/decisions/0001-where-the-spec-is-silent.md): the player frame
 * for the hash in that mode, filling the viewport, with no landing chrome (no header, footer or
 * banner). The event name is the page's heading for screen readers only.
 */
export async function FullViewportPlayer({ activity, inputs, mode }: FullViewportPlayerProps) {
  const brand = getBrand();
  const { PLAYER_URL } = getConfig();
  return (
    <EventThemeRoot
      activity={activity}
      theme={eventThemeName(activity, brand, inputs.theme)}
      className="h-dvh overflow-hidden"
    >
      <main id="main" className="flex-1">
        <h1 className="sr-only">{activity.name}</h1>
        <NextIntlClientProvider messages={await islandMessages('player')}>
          <PlayerEmbed
            hash={activity.hash}
            activityId={activity.activityID}
            hallId={inputs.hallId}
            mode={mode}
            isDisabledTechSupport={inputs.isDisabledTechSupport}
            theme={inputs.theme}
            debug={inputs.debug}
            isOnlyChat={inputs.isOnlyChat}
            isShowPoll={inputs.isShowPoll}
            customDomain={inputs.customDomain}
            isOnlyRegistration={inputs.isOnlyRegistration}
            isHighload={inputs.isHighload}
            playerUrl={PLAYER_URL}
          />
        </NextIntlClientProvider>
      </main>
    </EventThemeRoot>
  );
}
