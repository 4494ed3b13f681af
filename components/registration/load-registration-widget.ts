import { loadChunk } from '@/lib/api/chunk-load';

// One loader, so the dialog's first paint can start it beside the dialog's own code when the
// visitor has already pressed 'Register' (the same chunk, fetched once).
export function loadRegistrationWidget() {
  return loadChunk('registration-widget', () => import('./RegistrationWidget')).then(
    (module) => module.RegistrationWidget,
  );
}
