import type { ReactNode } from 'react';
import { LocaleSwitcher } from '@/components/shell/LocaleSwitcher';
import { LocaleSwitcherCarryingQuery } from '@/components/shell/LocaleSwitcherCarryingQuery';

const WIDTH_CLASS = { narrow: 'max-w-3xl', medium: 'max-w-5xl', wide: 'max-w-player' } as const;

// Without `currentHref` the switcher links the request's own path and query, so a page with a
// personal query (a subscription token) does not copy it into its props.
export async function OrganizerFrame({
  currentHref,
  width = 'narrow',
  children,
}: {
  currentHref?: string;
  width?: keyof typeof WIDTH_CLASS;
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
        className={`mx-auto flex w-full flex-1 flex-col px-4 pt-4 pb-12 tablet:px-8 ${WIDTH_CLASS[width]}`}
      >
        {children}
      </main>
    </>
  );
}
