import type { ReactNode } from 'react';
import { LocaleSwitcher } from '@/components/shell/LocaleSwitcher';
import { LocaleSwitcherCarryingQuery } from '@/components/shell/LocaleSwitcherCarryingQuery';

const WIDTH_CLASS = { narrow: 'max-w-3xl', medium: 'max-w-5xl', wide: 'max-w-player' } as const;

/**
 * The frame of the organizer and visitor utility pages: no site header, only
 * the language switcher, then the page's `<main>`. `currentHref` is the locale-free public path
 * with its query, so switching language keeps the page's inputs; the switcher needs it only where
 * the HTML is prerendered. Without it the switcher links the path and query the request came
 * with, so a page with a personal query (a subscription token) does not copy it into its props.
 */
export async function OrganizerFrame({
  currentHref,
  width = 'narrow',
  bigScreen = false,
  children,
}: {
  currentHref?: string;
  width?: keyof typeof WIDTH_CLASS;
  /** A page shown on a projector: the page scales with the screen's width (app/globals.css). */
  bigScreen?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <div
        className={`mx-auto flex w-full justify-end px-4 pt-3 tablet:px-8 ${WIDTH_CLASS[width]}`}
      >
        {currentHref ? (
          <LocaleSwitcher currentHref={currentHref} />
        ) : (
          <LocaleSwitcherCarryingQuery />
        )}
      </div>
      <main
        id="main"
        data-big-screen={bigScreen || undefined}
        className={`mx-auto flex w-full flex-1 flex-col px-4 pt-4 pb-12 tablet:px-8 ${WIDTH_CLASS[width]}`}
      >
        {children}
      </main>
    </>
  );
}
