import type { Poll } from '@/lib/api/schemas';
import { pickBody, type BodyParser } from '@/lib/api/transport';

/** Loaded with the first refresh: the page's poll is server-rendered. */
export async function loadPollBodyParser(): Promise<BodyParser<Poll | null>> {
  const { pollBody } = await import('@/lib/api/served');
  return pickBody(pollBody, (body) => body.poll);
}
