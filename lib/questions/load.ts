import 'server-only';
import { LIVE_CHAT } from '@/lib/cache/periods.mjs';
import { getQuestions } from '@/lib/api/chat';
import { NO_STORE } from '@/lib/api/http';
import { getActivity } from '@/lib/api/readers';
import type { Activity } from '@/lib/api/schemas';
import { createMicroCache } from '@/lib/organizer/micro-cache';
import { toQuestion, type Question } from './model';

/** Not Next's data cache, whose stale-while-revalidate could show an old list first. */
const QUESTIONS_SHARED_MS = LIVE_CHAT.fresh * 1000;
const shared = createMicroCache({ ttlMs: QUESTIONS_SHARED_MS });

export function loadQuestions(
  hash: string,
): Promise<{ activity: Activity; questions: Question[] }> {
  return shared.get(hash, async () => {
    const activity = await getActivity(hash);
    const items = await getQuestions(activity.mainHall.id, NO_STORE);
    return { activity, questions: items.map(toQuestion) };
  });
}

/** @internal */
export function clearSharedQuestions(): void {
  shared.clear();
}
