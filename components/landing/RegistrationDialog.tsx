'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type Ref,
} from 'react';
import type { Locale } from '@/i18n/locales';
import type { RegistrationWidgetText } from '@/components/registration/RegistrationWidget';
import { afterPageLoad } from '@/components/ui/defer';
import { EARLY_TAP, useEarlyTap } from '@/components/ui/early-tap';
import { supportsInvokerCommands } from '@/components/ui/invoker-commands';
import { loadChunk } from '@/lib/api/chunk-load';
import { loadRegistrationWidget } from '@/components/registration/load-registration-widget';
import type { RegistrationInfo } from '@/lib/swr/use-registration-info';
import type { RegistrationDialogLiveProps } from './RegistrationDialogLive';
import { FIRST_PAINT_DIALOG_ID } from './registration-dialog-markup';
import { buttonClass } from '@/components/ui/button';

/** The dialog's texts, translated by the server component above it. */
export interface RegistrationDialogText {
  register: string;
  dialogTitle: string;
  close: string;
  checking: string;
  closed: string;
  eventOver: string;
  widget: RegistrationWidgetText;
}

export interface RegistrationDialogProps {
  text: RegistrationDialogText;
  locale: Locale;
  hash: string;
  widgetsUrl: string;
  /** `isEventOver(activity)`: completed and archived events never take registrations. */
  isEventOver: boolean;
  /** The server's `/viewer/info/{hash}` answer; undefined when that call failed. */
  initialInfo?: RegistrationInfo;
}

// Shared by the first paint and the loaded dialog. With `opensDialog` the browser itself opens the
// dialog on a press (`command="show-modal"`), with or without script.
export function RegistrationStatus({
  state,
  isEventOver,
  buttonRef,
  onOpen,
  opensDialog,
  text,
}: {
  text: RegistrationDialogText;
  state: 'open' | 'checking' | 'closed';
  isEventOver: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onOpen: () => void;
  opensDialog?: string;
}) {
  if (state === 'open') {
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        command={opensDialog ? 'show-modal' : undefined}
        commandfor={opensDialog}
        // The first paint's button: a press before it hydrated is noted (EarlyTaps).
        {...(opensDialog ? EARLY_TAP : undefined)}
        onClick={onOpen}
        className={buttonClass('primary', 'lg')}
      >
        {text.register}
      </button>
    );
  }
  if (state === 'checking') {
    return (
      <p role="status" className="text-muted">
        {text.checking}
      </p>
    );
  }
  return (
    <div className="space-y-1" data-testid="registration-closed">
      <p className="text-lg font-bold">{text.closed}</p>
      {isEventOver ? <p className="text-muted">{text.eventOver}</p> : null}
    </div>
  );
}

const loadLive = () =>
  loadChunk('registration-dialog-live', () => import('./RegistrationDialogLive')).then(
    (module) => module.RegistrationDialogLive,
  );

/** The server's dialog (RegistrationFirstDialog), which the first paint's button opens. */
function firstPaintDialog(): HTMLDialogElement | null {
  const dialog = document.getElementById(FIRST_PAINT_DIALOG_ID);
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

// The first paint's dialog opens without script; the live one, its widget and state load after the
// page or at a press, so none of it is in the first load and no early press is lost.
export function RegistrationDialog(props: RegistrationDialogProps) {
  const [Live, setLive] = useState<ComponentType<RegistrationDialogLiveProps> | null>(null);
  const [openOnMount, setOpenOnMount] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);
  /** Pressed: the dialog opens as soon as its code is there. */
  const openWanted = useRef(false);

  const load = useCallback((open = false) => {
    if (open && !openWanted.current) {
      openWanted.current = true;
      // The form is wanted now: its code loads beside the dialog's, not after it. A failure here
      // is the dialog's own to show (its lazy widget asks for the same chunk).
      loadRegistrationWidget().catch(() => undefined);
    }
    if (loading.current) return;
    loading.current = true;
    loadLive().then(
      (component) => {
        setFocusOnMount(buttonRef.current !== null && document.activeElement === buttonRef.current);
        // Where the browser opened the first paint's dialog, it is open until the visitor closed
        // it; elsewhere a press asked for it.
        setOpenOnMount(
          supportsInvokerCommands() ? firstPaintDialog()?.open === true : openWanted.current,
        );
        setLive(() => component);
      },
      // The failed chunk is announced by ChunkErrorNotice; a later press tries again.
      () => {
        loading.current = false;
      },
    );
  }, []);

  // A press the server's button took before this code ran counts here: the browser opened the
  // dialog for it, and EarlyTaps noted it where the browser has no commands.
  useEarlyTap(buttonRef, () => load(true));
  useEffect(() => {
    if (firstPaintDialog()?.open) load(true);
    else return afterPageLoad(load);
  }, [load]);

  // The loaded dialog (shown in its own layout effect, which runs first) takes over from the
  // server's: that one closes, in the same frame.
  useLayoutEffect(() => {
    if (Live) firstPaintDialog()?.close();
  }, [Live]);

  if (Live) return <Live {...props} openOnMount={openOnMount} focusOnMount={focusOnMount} />;

  const { isEventOver, initialInfo, text } = props;
  const state =
    isEventOver || initialInfo?.isRegistrationActive === false
      ? 'closed'
      : initialInfo === undefined
        ? 'checking'
        : 'open';
  return (
    <div>
      <RegistrationStatus
        text={text}
        state={state}
        isEventOver={isEventOver}
        buttonRef={buttonRef}
        onOpen={() => load(true)}
        opensDialog={state === 'open' ? FIRST_PAINT_DIALOG_ID : undefined}
      />
    </div>
  );
}
