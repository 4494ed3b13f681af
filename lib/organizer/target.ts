import 'server-only';
import { getActivity } from '@/lib/api/readers';
import type { ActivityTarget } from './query';

export async function resolveTarget(
  target: ActivityTarget,
): Promise<{ activityId: number; eventName?: string }> {
  if ('activityId' in target) return { activityId: target.activityId };
  const activity = await getActivity(target.hash);
  return { activityId: activity.activityID, eventName: activity.name };
}
