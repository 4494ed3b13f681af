import { upstreamRequest, type CallOptions } from './http';
import { pollResponseSchema, type Poll } from './schemas';
import { parseId } from './validate';

export async function getLastPoll(
  activityId: number | string,
  options: CallOptions = {},
): Promise<Poll | null> {
  const id = parseId(activityId, 'polls');
  const { poll } = await upstreamRequest({
    ...options,
    service: 'polls',
    base: 'media',
    path: `/polls/last/${id}`,
    endpoint: '/polls/last/:id',
    schema: pollResponseSchema,
  });
  return poll;
}
