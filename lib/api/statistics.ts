import { upstreamRequest, type CallOptions } from './http';
import { toplistResponseSchema, type ToplistEntry } from './schemas';
import { parseId } from './validate';

/** The game leaderboard by place; entries sharing a place keep the upstream's order. */
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
  // Array.prototype.sort is stable, which is what keeps ties in upstream order.
  return [...toplist].sort((a, b) => a.place - b.place);
}
