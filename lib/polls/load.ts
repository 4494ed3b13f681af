import 'server-only';
import { LIVE_CHAT } from '@/lib/cache/periods.mjs';
import { NO_STORE } from '@/lib/api/http';
import { getLastPoll } from '@/lib/api/polls';
import type { Poll } from '@/lib/api/schemas';
import { createMicroCache } from '@/lib/organizer/micro-cache';
import { targetQuery, type ActivityTarget } from '@/lib/organizer/query';
import { resolveTarget } from '@/lib/organizer/target';

const POLL_SHARED_MS = LIVE_CHAT.fresh * 1000;
const shared = createMicroCache({ ttlMs: POLL_SHARED_MS });

export function loadPoll(
  target: ActivityTarget,
): Promise<{ poll: Poll | null; eventName?: string }> {
  return shared.get(JSON.stringify(targetQuery(target)), async () => {
    const { activityId, eventName } = await resolveTarget(target);
    const poll = await getLastPoll(activityId, NO_STORE);
    return { poll, eventName };
  });
}

/** @internal */
export function clearSharedPolls(): void {
  shared.clear();
}
