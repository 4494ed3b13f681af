import { pickBody, type BodyParser } from '@/lib/api/transport';
import type { RatingEntry } from './model';

/** Loaded with the first refresh: the page's rating is server-rendered. */
export async function loadRatingBodyParser(): Promise<BodyParser<RatingEntry[]>> {
  const { ratingBody } = await import('@/lib/api/served');
  return pickBody(ratingBody, (body) => body.toplist);
}
