'use client';

import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { useRegistrationInfo } from '@/lib/swr/use-registration-info';
import { loadRegistrationWidget } from '@/components/registration/load-registration-widget';
import { hideDialog, showDialog, useFocusTrap, useScrollLock } from './modal-behaviour';
import { RegistrationStatus, type RegistrationDialogProps } from './RegistrationDialog';
import {
  DIALOG_BODY_CLASS,
  DIALOG_CLASS,
  DIALOG_CLOSE_CLASS,
  DIALOG_FRAME_CLASS,
  DIALOG_HEAD_CLASS,
} from './registration-dialog-markup';

/** The widget's embed code is fetched when the dialog first opens, not with the page. */
const RegistrationWidget = lazy(() =>
  loadRegistrationWidget().then((component) => ({ default: component })),
);

export interface RegistrationDialogLiveProps extends RegistrationDialogProps {
  /** The visitor pressed the first paint's button before this code had loaded: open at once. */
  openOnMount?: boolean;
  /** The first paint's button had the focus: this one takes it over. */
  focusOnMount?: boolean;
}

/** The widget is added at the first opening and kept; closing the modal reloads it. */
export function RegistrationDialogLive({
  hash,
  widgetsUrl,
  isEventOver,
  initialInfo,
  openOnMount = false,
  focusOnMount = false,
  text,
  locale,
}: RegistrationDialogLiveProps) {
  const { data, error, refresh } = useRegistrationInfo(hash, { fallbackData: initialInfo });
  const [open, setOpen] = useState(openOnMount);
  const [widgetMounted, setWidgetMounted] = useState(openOnMount);
  const [reloadKey, setReloadKey] = useState(0);
  const openRef = useRef(openOnMount);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  // Only the first render's wish counts.
  const [takeFocus] = useState(focusOnMount && !openOnMount);
  useEffect(() => {
    if (takeFocus) buttonRef.current?.focus();
  }, [takeFocus]);

  // Same rule as `isRegistrationOpen(activity, info)`, with the info kept fresh on the client.
  const isOpenForRegistration = !isEventOver && data?.isRegistrationActive === true;
  const isChecking = !isEventOver && data === undefined && error === undefined;

  // Shown before the focus trap runs: nothing inside a closed <dialog> can take focus. A layout
  // effect: opened on mount, it replaces the first paint's open dialog in the same frame.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) showDialog(dialog);
    if (!open && dialog.open) {
      hideDialog(dialog);
      buttonRef.current?.focus();
    }
  }, [open]);

  useFocusTrap(dialogRef, open);
  useScrollLock(open);

  function openDialog() {
    openRef.current = true;
    setWidgetMounted(true);
    setOpen(true);
  }

  function closeDialog() {
    // Esc can arrive as both `keydown` and `cancel`: close (and reload) once.
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
    setReloadKey((key) => key + 1);
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    closeDialog();
  }

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    // The content fills the dialog box, so a click on the dialog itself is on its backdrop.
    if (event.target === event.currentTarget) closeDialog();
  }

  return (
    <div>
      <RegistrationStatus
        text={text}
        state={isOpenForRegistration ? 'open' : isChecking ? 'checking' : 'closed'}
        isEventOver={isEventOver}
        buttonRef={buttonRef}
        onOpen={openDialog}
      />

      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onCancel={onCancel}
        onClose={closeDialog}
        onClick={onBackdropClick}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          closeDialog();
        }}
        className={DIALOG_CLASS}
      >
        <div className={DIALOG_FRAME_CLASS}>
          <div className={DIALOG_HEAD_CLASS}>
            <h2 id={titleId} className="text-lg font-bold">
              {text.dialogTitle}
            </h2>
            <button
              type="button"
              onClick={closeDialog}
              aria-label={text.close}
              className={DIALOG_CLOSE_CLASS}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className={DIALOG_BODY_CLASS}>
            {widgetMounted ? (
              <Suspense fallback={<p className="text-muted">{text.widget.loading}</p>}>
                <RegistrationWidget
                  hash={hash}
                  widgetsUrl={widgetsUrl}
                  reloadKey={reloadKey}
                  text={text.widget}
                  locale={locale}
                  onRegistered={() => void refresh()}
                />
              </Suspense>
            ) : null}
          </div>
        </div>
      </dialog>
    </div>
  );
}
