'use client';

import { useEffect, useId, useRef, type MouseEvent, type RefObject } from 'react';
import type { HeaderMenuItem, HeaderMenuProps, HeaderMenuText } from './HeaderMenu';
import { WIDE_SCREEN_QUERY } from './HeaderMenu';
import { hideDialog, showDialog, useFocusTrap, useScrollLock } from './modal-behaviour';
import { scrollToSection } from './scroll-to-section';
import { buttonClass } from '@/components/ui/button';

const ITEM_CLASS =
  'block rounded-md px-3 py-2 font-bold whitespace-nowrap text-ink hover:bg-surface hover:text-accent-text';

export interface HeaderDrawerProps {
  id: string;
  text: HeaderMenuText;
  open: boolean;
  onClose: () => void;
  /** The menu button, which gets the focus back when the drawer closes without a choice. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  items: HeaderMenuItem[];
  registerTargetId?: HeaderMenuProps['registerTargetId'];
}

export function HeaderDrawer({
  id,
  text,
  open,
  onClose,
  toggleRef,
  items,
  registerTargetId,
}: HeaderDrawerProps) {
  const drawerRef = useRef<HTMLDialogElement>(null);
  // Section chosen in the drawer: scrolled to once the drawer has closed and unlocked the page.
  const pendingTargetRef = useRef<string | null>(null);
  const titleId = useId();

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    if (open && !drawer.open) showDialog(drawer);
    if (!open && drawer.open) {
      hideDialog(drawer);
      const target = pendingTargetRef.current;
      pendingTargetRef.current = null;
      if (!target || !scrollToSection(target)) toggleRef.current?.focus();
    }
  }, [open, toggleRef]);

  useFocusTrap(drawerRef, open);
  useScrollLock(open);

  // Growing past 1024 px hides the drawer by CSS; close it too so the page unlocks.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia?.(WIDE_SCREEN_QUERY);
    if (!wide) return;
    const onChange = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, onClose]);

  function choose(event: MouseEvent<HTMLAnchorElement>, target: string) {
    event.preventDefault();
    pendingTargetRef.current = target;
    onClose();
  }

  return (
    <dialog
      ref={drawerRef}
      id={id}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onClick={(event) => {
        // The panel fills the dialog box: a click on the dialog itself is on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      className="m-0 ml-auto h-dvh max-h-none w-80 max-w-[85vw] bg-page p-0 text-ink shadow-xl backdrop:bg-black/60 laptop:hidden"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-header shrink-0 items-center justify-between border-b border-line px-4">
          <h2 id={titleId} className="text-lg font-bold">
            {text.title}
          </h2>
          <button
            type="button"
            aria-label={text.close}
            onClick={onClose}
            className="flex size-11 items-center justify-center rounded-md text-2xl leading-none hover:bg-surface"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label={text.label} className="overflow-y-auto p-2">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  onClick={(event) => choose(event, item.id)}
                  className={ITEM_CLASS}
                >
                  {item.title}
                </a>
              </li>
            ))}
            {registerTargetId ? (
              <li>
                <a
                  href={`#${registerTargetId}`}
                  onClick={(event) => choose(event, registerTargetId)}
                  className={buttonClass('primary', 'md', 'mt-2 w-full')}
                >
                  {text.register}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
