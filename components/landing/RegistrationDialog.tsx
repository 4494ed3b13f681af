'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { afterPageLoad } from '@/components/ui/defer';
import type { RegistrationInfo } from '@/lib/swr/use-registration-info';
import type { RegistrationDialogLiveProps } from './RegistrationDialogLive';

export interface RegistrationDialogProps {
  hash: string;
  widgetsUrl: string;
  /** `isEventOver(activity)`: completed and archived events never take registrations. */
  isEventOver: boolean;
  /** The server's `/viewer/info/{hash}` answer; undefined when that call failed. */
  initialInfo?: RegistrationInfo;
}

/** Set when the server's button was pressed before this code ran (RegistrationDialogLazy). */
export interface PressedEarly {
  readonly current: boolean;
}

/**
 * What the block shows, in both the first paint and the loaded dialog: the button (registration
 * is open), a status while nobody knows yet, or the 'registration closed' notice.
 */
export function RegistrationStatus({
  state,
  isEventOver,
  buttonRef,
  onOpen,
}: {
  state: 'open' | 'checking' | 'closed';
  isEventOver: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onOpen: () => void;
}) {
  const t = useTranslations();
  if (state === 'open') {
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={onOpen}
        className="rounded-lg bg-accent px-6 py-3 text-lg font-bold text-accent-contrast hover:opacity-90"
      >
        {t('registration.register')}
      </button>
    );
  }
  if (state === 'checking') {
    return (
      <p role="status" className="text-muted">
        {t('registration.checking')}
      </p>
    );
  }
  return (
    <div className="space-y-1" data-testid="registration-closed">
      <p className="text-lg font-bold">{t('errors.registrationClosed')}</p>
      {isEventOver ? <p className="text-muted">{t('errors.eventOver')}</p> : null}
    </div>
  );
}

const loadLive = () =>
  import('./RegistrationDialogLive').then((module) => module.RegistrationDialogLive);

/**
 * The registration block's first paint: the 'Register' button, the 'checking' status or the
 * 'registration closed' notice, from the server's answer. The modal, its widget and the live
 * registration state (SWR, which asks the route again) are RegistrationDialogLive, loaded once
 * the page has loaded and the browser is idle, or at once when the visitor presses the button,
 * which then opens as soon as that code is there. So none of it is in the landing's first load.
 */
export function RegistrationDialog({
  pressedEarly,
  ...props
}: RegistrationDialogProps & { pressedEarly?: PressedEarly }) {
  const [Live, setLive] = useState<ComponentType<RegistrationDialogLiveProps> | null>(null);
  const [openOnMount, setOpenOnMount] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);
  /** Pressed: the dialog opens as soon as its code is there. */
  const openWanted = useRef(false);

  const load = useCallback((open = false) => {
    if (open) openWanted.current = true;
    if (loading.current) return;
    loading.current = true;
    loadLive().then(
      (component) => {
        setFocusOnMount(buttonRef.current !== null && document.activeElement === buttonRef.current);
        setOpenOnMount(openWanted.current);
        setLive(() => component);
      },
      // The failed chunk is announced by ChunkErrorNotice; a later press tries again.
      () => {
        loading.current = false;
      },
    );
  }, []);

  useEffect(() => {
    // A press the server's button took before this code ran counts as a press on this one.
    if (pressedEarly?.current) load(true);
    else return afterPageLoad(load);
  }, [load, pressedEarly]);

  if (Live) return <Live {...props} openOnMount={openOnMount} focusOnMount={focusOnMount} />;

  const { isEventOver, initialInfo } = props;
  return (
    <div>
      <RegistrationStatus
        state={
          isEventOver || initialInfo?.isRegistrationActive === false
            ? 'closed'
            : initialInfo === undefined
              ? 'checking'
              : 'open'
        }
        isEventOver={isEventOver}
        buttonRef={buttonRef}
        onOpen={() => load(true)}
      />
    </div>
  );
}
