import { TextProvider } from '@/components/ui/text';
import { firstLoadText } from '@/i18n/client-messages';
import type { Activity } from '@/lib/api/schemas';
import { getConfig } from '@/lib/config';
import { LandingPlayerAfterLoad } from '@/components/landing/LandingPlayerAfterLoad';

// No hall id: the spec's list for the landing's player has none (the player finds it by hash).
export async function LandingPlayerBlock({
  activity,
  customDomain,
}: {
  activity: Activity;
  customDomain?: string;
}) {
  return (
    <TextProvider text={await firstLoadText('player')}>
      <LandingPlayerAfterLoad
        hash={activity.hash}
        activityId={activity.activityID}
        theme={activity.theme}
        playerUrl={getConfig().PLAYER_URL}
        customDomain={customDomain}
      />
    </TextProvider>
  );
}
