'use client';

import { afterLoadIsland } from '@/components/landing/after-load-island';
import type { SchedulePendingProps } from './SchedulePending';

/**
 * The refresh of an event with no programme yet, hydrated after the page: it renders nothing
 * until a programme is published, so there is no markup to keep, and its code (the block it then
 * shows, with its island) is not in the first load (decision 0711).
 */
export const SchedulePendingAfterLoad = afterLoadIsland<SchedulePendingProps>(
  'schedule-pending',
  () => import('./SchedulePending').then((module) => module.SchedulePending),
);
