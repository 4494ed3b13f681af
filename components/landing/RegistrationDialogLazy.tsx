'use client';

import { Suspense, lazy, useEffect, useRef } from 'react';
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
  import('./RegistrationDialog').then(
    (module) => ({ default: module.RegistrationDialog }),
    () => new Promise<never>(() => undefined),
  ),
);

/** The server's 'Register' button: the only one in the block that opens a dialog. */
const REGISTER_BUTTON = '#registration-section button[aria-haspopup="dialog"]';

export function RegistrationDialogLazy(props: RegistrationDialogProps) {
  // React drops a press on markup it has not hydrated yet (the chunk is still on its way): it is
  // noted here, on the document, and the dialog opens once its code runs. A ref, not state: an
  // update would make React give up the server's markup for the (empty) fallback.
  const pressedEarly = useRef(false);
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.target instanceof Element && event.target.closest(REGISTER_BUTTON)) {
        pressedEarly.current = true;
      }
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return (
    <Suspense>
      <LazyRegistrationDialog {...props} pressedEarly={pressedEarly} />
    </Suspense>
  );
}
