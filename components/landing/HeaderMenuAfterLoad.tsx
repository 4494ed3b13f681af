'use client';

import { afterLoadIsland } from './after-load-island';
import type { HeaderMenuProps } from './HeaderMenu';

/** The button is in the first HTML; EarlyTaps notes an early press, HeaderMenu completes it. */
export const HeaderMenuAfterLoad = afterLoadIsland<HeaderMenuProps>('header-menu', () =>
  import('./HeaderMenu').then((module) => module.HeaderMenu),
);
