import type { Question } from '@/lib/questions/model';
import { loadQuestionsBodyParser } from '@/lib/questions/wire';
import { useLiveResource, type UseLiveResult } from './use-live';

const QUESTIONS_REFRESH_MS = 5_000;

/** @internal */
export function questionsUrl(hash: string): string {
  return `/api/questions/${encodeURIComponent(hash)}`;
}

export function useQuestions(
  hash: string | null,
  { fallbackData }: { fallbackData?: Question[] } = {},
): UseLiveResult<Question[]> {
  return useLiveResource(hash ? questionsUrl(hash) : null, {
    parser: loadQuestionsBodyParser,
    service: 'chat',
    refreshMs: QUESTIONS_REFRESH_MS,
    beatInUrl: true,
    fallbackData,
  });
}
