import { loadChunk } from '@/lib/api/chunk-load';

/**
 * The registration widget's code as a chunk of its own, loaded when a dialog first needs it.
 * One loader, so the dialog's first paint can start it beside the dialog's own code when the
 * visitor has already pressed 'Register' (the same chunk, fetched once).
 */
export function loadRegistrationWidget() {
  return loadChunk('registration-widget', () => import('./RegistrationWidget')).then(
    (module) => module.RegistrationWidget,
  );
}
