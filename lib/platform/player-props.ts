import type { Activity } from '@/lib/api/schemas';
import { getConfig } from '@/lib/config';
import type { PlayerQueryParams } from '@/lib/player/player-query';
import type { PlayerInputs } from './inputs';

/** Only the query's hall id, as the spec's platform page passes it. */
export function pagePlayerProps(activity: Activity, inputs: PlayerInputs) {
  return {
    hash: activity.hash,
    activityId: activity.activityID,
    hallId: inputs.hallId,
    isDisabledTechSupport: inputs.isDisabledTechSupport,
    theme: inputs.theme,
    debug: inputs.debug,
    isOnlyChat: inputs.isOnlyChat,
    isShowPoll: inputs.isShowPoll,
    customDomain: inputs.customDomain,
    isOnlyRegistration: inputs.isOnlyRegistration,
    isHighload: inputs.isHighload,
    playerUrl: getConfig().PLAYER_URL,
  } satisfies PlayerQueryParams & { activityId: number; playerUrl: string };
}
