'use client';

import { useTranslations } from 'next-intl';
import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { useRegistrationInfo, type RegistrationInfo } from '@/lib/swr/use-registration-info';
import { hideDialog, showDialog, useFocusTrap, useScrollLock } from './modal-behaviour';

/** The widget's embed code is fetched when the dialog first opens, not with the page. */
const RegistrationWidget = lazy(() =>
  import('@/components/registration/RegistrationWidget').then((module) => ({
    default: module.RegistrationWidget,
  })),
);

export interface RegistrationDialogProps {
  hash: string;
  widgetsUrl: string;
  locale: string;
  /** `isEventOver(activity)`: completed and archived events never take registrations. */
  isEventOver: boolean;
  /** The server's `/viewer/info/{hash}` answer; undefined when that call failed. */
  initialInfo?: RegistrationInfo;
}

/**
 * The landing's 'Register' button and its modal (spec "Registration dialog"). The state comes
 * from `useRegistrationInfo`, seeded by the server. The widget is added on the first opening
 * only, then kept: closing the modal (close button, backdrop, Esc) reloads it for a fresh form.
 */
export function RegistrationDialog({
  hash,
  widgetsUrl,
  locale,
  isEventOver,
  initialInfo,
}: RegistrationDialogProps) {
  const t = useTranslations();
  const { data, error, mutate } = useRegistrationInfo(hash, { fallbackData: initialInfo });
  const [open, setOpen] = useState(false);
  const [widgetMounted, setWidgetMounted] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const openRef = useRef(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  // Same rule as `isRegistrationOpen(activity, info)`, with the info kept fresh on the client.
  const isOpenForRegistration = !isEventOver && data?.isRegistrationActive === true;
  const isChecking = !isEventOver && data === undefined && error === undefined;

  // Shown before the focus trap runs: nothing inside a closed <dialog> can take focus.
  useEffect(() => {
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
      {isOpenForRegistration ? (
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="dialog"
          onClick={openDialog}
          className="rounded-lg bg-accent px-6 py-3 text-lg font-bold text-accent-contrast hover:opacity-90"
        >
          {t('registration.register')}
        </button>
      ) : isChecking ? (
        <p role="status" className="text-muted">
          {t('registration.checking')}
        </p>
      ) : (
        <div className="space-y-1" data-testid="registration-closed">
          <p className="text-lg font-bold">{t('errors.registrationClosed')}</p>
          {isEventOver ? <p className="text-muted">{t('errors.eventOver')}</p> : null}
        </div>
      )}

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
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-xl bg-page p-0 text-left text-ink shadow-xl backdrop:bg-black/60"
      >
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 tablet:px-6">
            <h2 id={titleId} className="text-lg font-bold">
              {t('registration.dialogTitle')}
            </h2>
            <button
              type="button"
              onClick={closeDialog}
              aria-label={t('registration.close')}
              className="flex size-11 shrink-0 items-center justify-center rounded-md text-2xl leading-none hover:bg-surface"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="overflow-y-auto px-4 py-4 tablet:px-6">
            {widgetMounted ? (
              <Suspense fallback={<p className="text-muted">{t('registration.loading')}</p>}>
                <RegistrationWidget
                  hash={hash}
                  widgetsUrl={widgetsUrl}
                  locale={locale}
                  reloadKey={reloadKey}
                  onRegistered={() => void mutate()}
                />
              </Suspense>
            ) : null}
          </div>
        </div>
      </dialog>
    </div>
  );
}
