import { pickBody, type BodyParser } from '@/lib/api/transport';
import type { Question } from './model';

/**
 * The questions refresh route's `{ questions }` body, checked with the served schema
 * (lib/api/served.ts), loaded with the first refresh: the page's questions are server-rendered.
 */
export async function loadQuestionsBodyParser(): Promise<BodyParser<Question[]>> {
  const { questionsBody } = await import('@/lib/api/served');
  return pickBody(questionsBody, (body) => body.questions);
}
