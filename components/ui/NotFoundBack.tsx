'use client';

import { useSyncExternalStore } from 'react';
import { buttonClass } from './button';

const subscribe = () => () => {};

/** The Navigation API knows; `history.length` also counts a new tab's blank first entry. */
function canGoBack(): boolean {
  const { navigation } = window as { navigation?: { canGoBack: boolean } };
  return navigation ? navigation.canGoBack : window.history.length > 1;
}

/**
 * The way back from a not-found page: the page the visitor came from. HTML has no "back", so the
 * button is laid out but invisible until the browser says there is a page to go back to.
 */
export function NotFoundBack({ label }: { label: string }) {
  const shown = useSyncExternalStore(subscribe, canGoBack, () => false);
  return (
    <button
      type="button"
      onClick={() => window.history.back()}
      data-testid="not-found-back"
      className={buttonClass('primary', 'md', shown ? 'mt-4' : 'invisible mt-4')}
    >
      {label}
    </button>
  );
}
