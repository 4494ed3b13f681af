'use client';

import { afterLoadIsland } from '@/components/landing/after-load-island';
import type { SchedulePendingProps } from './SchedulePending';

// Renders nothing until a programme is published: no markup to keep (decision 0711).
export const SchedulePendingAfterLoad = afterLoadIsland<SchedulePendingProps>(
  'schedule-pending',
  () => import('./SchedulePending').then((module) => module.SchedulePending),
);
