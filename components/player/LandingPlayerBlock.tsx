import { TextProvider } from '@/components/ui/text';
import { firstLoadText } from '@/i18n/client-messages';
import type { Activity } from '@/lib/api/schemas';
import { getConfig } from '@/lib/config';
import { LandingPlayerAfterLoad } from '@/components/landing/LandingPlayerAfterLoad';

/**
 * The event's player on a landing (full, mid and minimal alike): the island with its messages,
 * given what it needs from the activity and the deployment's player URL. No hall id: the spec's
 * list for the landing's player has none (the player finds the event's hall from its hash).
 */
export async function LandingPlayerBlock({
  activity,
  customDomain,
}: {
  activity: Activity;
  /** The custom domain serving the landing, handed to the player. */
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
