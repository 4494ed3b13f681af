'use client';

import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { afterPageLoad } from '@/components/ui/defer';
import { EARLY_TAP, useEarlyTap } from '@/components/ui/early-tap';
import { loadChunk } from '@/lib/api/chunk-load';
import type { HeaderDrawerProps } from './HeaderDrawer';

export interface HeaderMenuItem {
  id: string;
  title: string;
}

/** The menu's texts, translated by LandingHeader. */
export interface HeaderMenuText {
  label: string;
  title: string;
  open: string;
  close: string;
  register: string;
}

export interface HeaderMenuProps {
  text: HeaderMenuText;
  items: HeaderMenuItem[];
  /** Absent when registering is not offered. */
  registerTargetId?: string;
}

/** The menu is inline from 1024 px (Tailwind `laptop:`), a drawer below. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

const loadDrawer = () =>
  loadChunk('header-drawer', () => import('./HeaderDrawer')).then((module) => module.HeaderDrawer);

// The drawer's code loads after the page, or at the first press, which opens it once it is there:
// nobody needs it for the first screen. From 1024 px LandingHeader's plain anchors serve instead.
export function HeaderMenu({ text, items, registerTargetId }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const [Drawer, setDrawer] = useState<ComponentType<HeaderDrawerProps> | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);
  const drawerId = useId();
  const hasDrawer = items.length > 0 || registerTargetId !== undefined;

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadDrawer().then(
      (component) => setDrawer(() => component),
      // The failed chunk is announced by ChunkErrorNotice; a later press tries again.
      () => {
        loading.current = false;
      },
    );
  }, []);

  useEffect(() => (hasDrawer ? afterPageLoad(load) : undefined), [hasDrawer, load]);

  const close = useCallback(() => setOpen(false), []);

  const openDrawer = () => {
    setOpen(true);
    load();
  };
  // A press before this island hydrated opens the drawer once it has (EarlyTaps).
  useEarlyTap(toggleRef, openDrawer);

  if (!hasDrawer) return null;
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        {...EARLY_TAP}
        aria-expanded={open}
        // Only once the drawer exists: an id reference must name an element.
        aria-controls={Drawer ? drawerId : undefined}
        aria-label={text.open}
        onClick={openDrawer}
        className="header-menu-button"
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {Drawer ? (
        <Drawer
          id={drawerId}
          text={text}
          open={open}
          onClose={close}
          toggleRef={toggleRef}
          items={items}
          registerTargetId={registerTargetId}
        />
      ) : null}
    </>
  );
}
