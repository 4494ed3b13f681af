'use client';

import { Suspense, lazy } from 'react';
import { loadChunk } from '@/lib/api/chunk-load';
import type { RegistrationDialogProps } from './RegistrationDialog';

/**
 * Only offline events render the registration block, but every full landing of a route shares
 * one first-load bundle of islands: imported directly, the dialog's code (~0.7 kB gzip) reached
 * every online landing too. Behind `lazy` it is a chunk of its own, fetched only where this is
 * rendered. The server still renders it completely, so the button is in the HTML from the start
 * (no placeholder, nothing moves); the browser hydrates the block once that chunk is there.
 *
 * If the chunk fails to load, the promise is left pending rather than rejected: the server's
 * block stays on screen (a rejection would replace the page with the error view), and
 * ChunkErrorNotice, which sees the failed script, offers the reload that fixes it.
 */
const LazyRegistrationDialog = lazy(() =>
  loadChunk('registration-dialog', () => import('./RegistrationDialog')).then(
    (module) => ({ default: module.RegistrationDialog }),
    () => new Promise<never>(() => undefined),
  ),
);

/**
 * A press on the server's button before this chunk is there is not lost: the browser opens the
 * first paint's dialog itself, and EarlyTaps notes the press for RegistrationDialog.
 */
export function RegistrationDialogLazy(props: RegistrationDialogProps) {
  return (
    <Suspense>
      <LazyRegistrationDialog {...props} />
    </Suspense>
  );
}
