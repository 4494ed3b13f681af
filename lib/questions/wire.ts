import { pickBody, type BodyParser } from '@/lib/api/transport';
import type { Question } from './model';

/** Loaded with the first refresh: the page's questions are server-rendered. */
export async function loadQuestionsBodyParser(): Promise<BodyParser<Question[]>> {
  const { questionsBody } = await import('@/lib/api/served');
  return pickBody(questionsBody, (body) => body.questions);
}
