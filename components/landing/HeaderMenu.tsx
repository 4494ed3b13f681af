'use client';

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { afterPageLoad } from '@/components/ui/defer';
import type { HeaderDrawerProps } from './HeaderDrawer';
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

/** The menu is inline from 1024 px (Tailwind `laptop:`), a drawer below. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

/** Five Russian titles, the register button and the locale switcher must fit 1024 px. */
const INLINE_ITEM_CLASS =
  'block rounded-md px-3 py-2 font-bold whitespace-nowrap text-ink hover:bg-surface hover:text-accent-text laptop:px-2 laptop:text-sm desktop:px-3 desktop:text-base';

const loadDrawer = () => import('./HeaderDrawer').then((module) => module.HeaderDrawer);

/**
 * The landing's section menu. Links are real anchors (they work before hydration); with
 * JavaScript they scroll smoothly. Below 1024 px the items move into a drawer (HeaderDrawer),
 * whose code loads after the page, or at the first press of the menu button, which then opens
 * it as soon as it is there: nobody needs it for the first screen.
 */
export function HeaderMenu({ items, register, labels, children }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const [Drawer, setDrawer] = useState<ComponentType<HeaderDrawerProps> | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);
  const drawerId = useId();
  const hasDrawer = items.length > 0 || register !== undefined;

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

  function chooseInline(event: MouseEvent<HTMLAnchorElement>, id: string) {
    if (scrollToSection(id)) event.preventDefault();
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
            // Only once the drawer exists: an id reference must name an element.
            aria-controls={Drawer ? drawerId : undefined}
            aria-label={labels.open}
            onClick={() => {
              setOpen(true);
              load();
            }}
            className="flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-surface laptop:hidden"
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          {Drawer ? (
            <Drawer
              id={drawerId}
              open={open}
              onClose={close}
              toggleRef={toggleRef}
              items={items}
              register={register}
              labels={labels}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
