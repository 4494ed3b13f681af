import { upstreamRequest, type CallOptions } from './http';
import { toplistResponseSchema, type ToplistEntry } from './schemas';
import { parseId } from './validate';

/** Entries sharing a place keep the upstream's order (sort is stable). */
export async function getToplist(
  activityId: number | string,
  options: CallOptions = {},
): Promise<ToplistEntry[]> {
  const id = parseId(activityId, 'statistics');
  const { toplist } = await upstreamRequest({
    ...options,
    service: 'statistics',
    base: 'media',
    path: `/statistics/game/activity/${id}/score`,
    endpoint: '/statistics/game/activity/:id/score',
    schema: toplistResponseSchema,
  });
  return [...toplist].sort((a, b) => a.place - b.place);
}
