import 'server-only';
import { sharedCacheControl } from '@/lib/cache/cache-control';
import { LIVE_CHAT } from '@/lib/cache/periods.mjs';
import { badInputResponse, isHashInput, liveJsonResponse } from '@/lib/organizer/live-route';
import type { QuestionsBody } from '@/lib/api/served';
import { loadQuestions } from './load';

const QUESTIONS_CACHE_CONTROL = sharedCacheControl(LIVE_CHAT.fresh, LIVE_CHAT.stale);

export async function questionsRouteResponse(hash: string): Promise<Response> {
  if (!isHashInput(hash)) return badInputResponse();
  return liveJsonResponse(
    async () => ({ questions: (await loadQuestions(hash)).questions }) satisfies QuestionsBody,
    {
      service: 'chat',
      cacheControl: QUESTIONS_CACHE_CONTROL,
    },
  );
}
