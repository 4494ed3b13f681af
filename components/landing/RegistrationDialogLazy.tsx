'use client';

import { Suspense, lazy } from 'react';
import { loadChunk } from '@/lib/api/chunk-load';
import type { RegistrationDialogProps } from './RegistrationDialog';

// A route's landings share one first-load bundle; behind `lazy` the dialog is a chunk fetched
// only where an offline event renders it. A failed chunk stays pending (see afterLoadIsland).
const LazyRegistrationDialog = lazy(() =>
  loadChunk('registration-dialog', () => import('./RegistrationDialog')).then(
    (module) => ({ default: module.RegistrationDialog }),
    () => new Promise<never>(() => undefined),
  ),
);

export function RegistrationDialogLazy(props: RegistrationDialogProps) {
  return (
    <Suspense>
      <LazyRegistrationDialog {...props} />
    </Suspense>
  );
}
