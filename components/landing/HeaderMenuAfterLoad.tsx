'use client';

import type { WithIntlProps } from '@/components/ui/with-intl';
import { afterLoadIsland } from './after-load-island';
import type { HeaderMenuProps } from './HeaderMenu';

/** The button is in the first HTML; EarlyTaps notes an early press, HeaderMenu completes it. */
export const HeaderMenuAfterLoad = afterLoadIsland<WithIntlProps<HeaderMenuProps>>(
  'header-menu',
  () => import('./HeaderMenu').then((module) => module.HeaderMenuIsland),
);
