/** A plain module, so the server's first dialog and the loaded one read the same values. */

/** The first paint's dialog: the one a press opens before any script has run. */
export const FIRST_PAINT_DIALOG_ID = 'registration-dialog';
export const FIRST_PAINT_TITLE_ID = 'registration-dialog-title';

// Anchored at the top, not centred: the form arrives after the box shows, and a centred box would
// move its head (and the close button) each time the body grows.
export const DIALOG_CLASS =
  'mx-auto mt-4 mb-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-xl bg-page p-0 text-left text-ink shadow-xl backdrop:bg-black/60 tablet:mt-[8dvh] tablet:max-h-[calc(92dvh-1rem)]';
export const DIALOG_FRAME_CLASS =
  'flex max-h-[calc(100dvh-2rem)] flex-col tablet:max-h-[calc(92dvh-1rem)]';
export const DIALOG_HEAD_CLASS =
  'flex items-center justify-between gap-4 border-b border-line px-4 py-3 tablet:px-6';
export const DIALOG_CLOSE_CLASS =
  'flex size-11 shrink-0 items-center justify-center rounded-md text-2xl leading-none hover:bg-surface';
export const DIALOG_BODY_CLASS = 'overflow-y-auto px-4 py-4 tablet:px-6';
