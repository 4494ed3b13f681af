'use client';

import { afterLoadIsland } from '@/components/landing/after-load-island';

/** The worker's registration, hydrated after the page: it adds nothing to the first load. */
export const OfflineCopyAfterLoad = afterLoadIsland<object>('offline-copy', () =>
  import('./RegisterWorker').then((module) => module.RegisterWorker),
);
