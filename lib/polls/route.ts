import 'server-only';
import { sharedCacheControl } from '@/lib/cache/cache-control';
import { LIVE_CHAT } from '@/lib/cache/periods.mjs';
import {
  badInputResponse,
  isHashInput,
  liveJsonResponse,
  parseActivityIdInput,
} from '@/lib/organizer/live-route';
import type { PollBody } from '@/lib/api/served';
import { loadPoll } from './load';

const POLL_CACHE_CONTROL = sharedCacheControl(LIVE_CHAT.fresh, LIVE_CHAT.stale);

async function respond(target: { hash: string } | { activityId: number }) {
  return liveJsonResponse(
    async (): Promise<PollBody> => ({ poll: (await loadPoll(target)).poll }),
    {
      service: 'polls',
      cacheControl: POLL_CACHE_CONTROL,
    },
  );
}

export async function pollByHashResponse(hash: string): Promise<Response> {
  return isHashInput(hash) ? respond({ hash }) : badInputResponse();
}

export async function pollByActivityResponse(activityId: string): Promise<Response> {
  const id = parseActivityIdInput(activityId);
  return id === null ? badInputResponse() : respond({ activityId: id });
}
