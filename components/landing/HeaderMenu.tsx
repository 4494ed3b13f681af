'use client';

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { hideDialog, showDialog, useFocusTrap, useScrollLock } from './modal-behaviour';
import { scrollToSection } from './scroll-to-section';

export interface HeaderMenuItem {
  /** Anchor of the section (schedule, speakers, faq, partners, location). */
  id: string;
  title: string;
}

export interface HeaderMenuProps {
  items: HeaderMenuItem[];
  /** The drawer's 'register' entry (narrow screens only); absent when registering is not offered. */
  register?: { label: string; targetId: string };
  labels: { nav: string; title: string; open: string; close: string };
  /** Rendered between the inline menu and the drawer button (register button, locale switcher). */
  children?: ReactNode;
}

/** Spec section 9: the menu is inline from 1024 px (Tailwind `laptop:`), a drawer below. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

const ITEM_CLASS =
  'block rounded-md px-3 py-2 font-bold whitespace-nowrap text-ink hover:bg-surface hover:text-accent-text';
/** Five Russian titles, the register button and the locale switcher must fit 1024 px. */
const INLINE_ITEM_CLASS = `${ITEM_CLASS} laptop:px-2 laptop:text-sm desktop:px-3 desktop:text-base`;

/**
 * The landing's section menu. Links are real anchors (they work before hydration); with
 * JavaScript they scroll smoothly. Below 1024 px the items move into a right-side drawer: a
 * modal `<dialog>` with focus kept inside, Esc and backdrop closing it, and page scroll locked.
 */
export function HeaderMenu({ items, register, labels, children }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef(false);
  // Section chosen in the drawer: scrolled to once the drawer has closed and unlocked the page.
  const pendingTargetRef = useRef<string | null>(null);
  const drawerId = useId();
  const titleId = useId();
  const hasDrawer = items.length > 0 || register !== undefined;

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
  }, [open]);

  useFocusTrap(drawerRef, open);
  useScrollLock(open);

  // Growing past 1024 px hides the drawer by CSS; close it too so the page unlocks.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia?.(WIDE_SCREEN_QUERY);
    if (!wide) return;
    const onChange = () => {
      if (!wide.matches) return;
      openRef.current = false;
      setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  function openDrawer() {
    openRef.current = true;
    setOpen(true);
  }

  function closeDrawer() {
    if (!openRef.current) return;
    openRef.current = false;
    setOpen(false);
  }

  function chooseInline(event: MouseEvent<HTMLAnchorElement>, id: string) {
    if (scrollToSection(id)) event.preventDefault();
  }

  function chooseInDrawer(event: MouseEvent<HTMLAnchorElement>, id: string) {
    event.preventDefault();
    pendingTargetRef.current = id;
    closeDrawer();
  }

  return (
    <>
      {items.length > 0 ? (
        <nav aria-label={labels.nav} className="hidden laptop:block">
          <ul className="flex items-center desktop:gap-1">
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  onClick={(event) => chooseInline(event, item.id)}
                  className={INLINE_ITEM_CLASS}
                >
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {children}

      {hasDrawer ? (
        <>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={drawerId}
            aria-label={labels.open}
            onClick={openDrawer}
            className="flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-surface laptop:hidden"
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>

          <dialog
            ref={drawerRef}
            id={drawerId}
            aria-labelledby={titleId}
            onCancel={(event) => {
              event.preventDefault();
              closeDrawer();
            }}
            onClose={closeDrawer}
            onClick={(event) => {
              // The panel fills the dialog box: a click on the dialog itself is on the backdrop.
              if (event.target === event.currentTarget) closeDrawer();
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              closeDrawer();
            }}
            className="m-0 ml-auto h-dvh max-h-none w-80 max-w-[85vw] bg-page p-0 text-ink shadow-xl backdrop:bg-black/60 laptop:hidden"
          >
            <div className="flex h-full flex-col">
              <div className="flex h-header shrink-0 items-center justify-between border-b border-line px-4">
                <h2 id={titleId} className="text-lg font-bold">
                  {labels.title}
                </h2>
                <button
                  type="button"
                  aria-label={labels.close}
                  onClick={closeDrawer}
                  className="flex size-11 items-center justify-center rounded-md text-2xl leading-none hover:bg-surface"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              <nav aria-label={labels.nav} className="overflow-y-auto p-2">
                <ul className="flex flex-col gap-1">
                  {items.map((item) => (
                    <li key={item.id}>
                      <a
                        href={`#${item.id}`}
                        onClick={(event) => chooseInDrawer(event, item.id)}
                        className={ITEM_CLASS}
                      >
                        {item.title}
                      </a>
                    </li>
                  ))}
                  {register ? (
                    <li>
                      <a
                        href={`#${register.targetId}`}
                        onClick={(event) => chooseInDrawer(event, register.targetId)}
                        className="mt-2 block rounded-md bg-accent px-3 py-2 text-center font-bold text-accent-contrast hover:opacity-90"
                      >
                        {register.label}
                      </a>
                    </li>
                  ) : null}
                </ul>
              </nav>
            </div>
          </dialog>
        </>
      ) : null}
    </>
  );
}
