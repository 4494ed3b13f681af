import { currentLocale } from '@/i18n/current-locale';
import type { Activity } from '@/lib/api/schemas';
import { getConfig } from '@/lib/config';
import { LandingPlayerAfterLoad } from '@/components/landing/LandingPlayerAfterLoad';
import { playerText } from './text';

// No hall id: the spec's list for the landing's player has none (the player finds it by hash).
export async function LandingPlayerBlock({
  activity,
  customDomain,
}: {
  activity: Activity;
  customDomain?: string;
}) {
  const [text, locale] = await Promise.all([playerText(), currentLocale()]);
  return (
    <LandingPlayerAfterLoad
      text={text}
      locale={locale}
      hash={activity.hash}
      activityId={activity.activityID}
      theme={activity.theme}
      playerUrl={getConfig().PLAYER_URL}
      customDomain={customDomain}
    />
  );
}
