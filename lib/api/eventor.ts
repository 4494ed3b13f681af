import { upstreamRequest, NO_STORE, type CallOptions } from './http';
import type { z } from 'zod';
import {
  activityResponseSchema,
  eventsResponseSchema,
  keysResponseSchema,
  type Activity,
  type ScheduleEvent,
} from './schemas';
import { parseHash, parseId } from './validate';

export type StreamKeysActivity = z.infer<typeof keysResponseSchema>['activity'];

export async function getActivityByHash(
  hash: string,
  { isOnlyChat, ...options }: CallOptions & { isOnlyChat?: boolean } = {},
): Promise<Activity> {
  const safeHash = parseHash(hash, 'eventor');
  const { activity } = await upstreamRequest({
    ...options,
    service: 'eventor',
    base: 'media',
    path: `/eventor/public/activity/${encodeURIComponent(safeHash)}`,
    endpoint: '/eventor/public/activity/:hash',
    query: { isOnlyChat: isOnlyChat ? true : undefined },
    schema: activityResponseSchema,
  });
  return activity;
}

/** Stream keys are secrets: never cached. */
export async function getStreamKeys(
  keysId: number | string,
  { signal, timeoutMs }: CallOptions = {},
): Promise<StreamKeysActivity> {
  const id = parseId(keysId, 'eventor');
  const { activity } = await upstreamRequest({
    signal,
    timeoutMs,
    ...NO_STORE,
    service: 'eventor',
    base: 'media',
    path: `/eventor/public/activity/keys/${id}`,
    endpoint: '/eventor/public/activity/keys/:id',
    schema: keysResponseSchema,
  });
  return activity;
}

export async function listEvents(
  hallId: number | string,
  options: CallOptions = {},
): Promise<ScheduleEvent[]> {
  const id = parseId(hallId, 'eventor');
  const { events } = await upstreamRequest({
    ...options,
    service: 'eventor',
    base: 'media',
    path: `/eventor/public/listevents/${id}`,
    endpoint: '/eventor/public/listevents/:id',
    schema: eventsResponseSchema,
  });
  return events;
}
