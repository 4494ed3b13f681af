import { PlayerEmbed, type PlayerMode } from '@/components/player/PlayerEmbed';
import { playerText } from '@/components/player/text';
import { currentLocale } from '@/i18n/current-locale';
import type { Activity } from '@/lib/api/schemas';
import { getBrand } from '@/lib/brand';
import type { PlayerInputs } from '@/lib/platform/inputs';
import { pagePlayerProps } from '@/lib/platform/player-props';
import { EventThemeRoot, eventThemeName } from './EventThemeRoot';

export interface FullViewportPlayerProps {
  activity: Activity;
  inputs: PlayerInputs;
  /** 'meetings' (`/meetings`) or 'dion' (`/new-dion`). */
  mode: Extract<PlayerMode, 'meetings' | 'dion'>;
}

// No landing chrome (docs/decisions/0001-where-the-spec-is-silent.md).
export async function FullViewportPlayer({ activity, inputs, mode }: FullViewportPlayerProps) {
  const brand = getBrand();
  const [text, locale] = await Promise.all([playerText(), currentLocale()]);
  return (
    <EventThemeRoot
      activity={activity}
      theme={eventThemeName(activity, brand, inputs.theme)}
      className="h-dvh overflow-hidden"
    >
      <main id="main" className="flex-1">
        <h1 className="sr-only">{activity.name}</h1>
        <PlayerEmbed
          {...pagePlayerProps(activity, inputs)}
          mode={mode}
          text={text}
          locale={locale}
        />
      </main>
    </EventThemeRoot>
  );
}
