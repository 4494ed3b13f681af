import type { Activity } from './wire-types';

/**
 * Registration is closed for completed and archived events and otherwise follows the
 * registration-active flag. Here the demo plays the upstream that enforces it; `lib/activity` is
 * the product's reading of the same rule, deliberately not shared.
 */
export function isRegistrationOpen(
  activity: Pick<Activity, 'status'>,
  isRegistrationActive: boolean | undefined,
): boolean {
  if (activity.status === 'completed' || activity.status === 'archived') return false;
  return isRegistrationActive === true;
}
