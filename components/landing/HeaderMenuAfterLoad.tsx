'use client';

import type { WithIntlProps } from '@/components/ui/with-intl';
import { afterLoadIsland } from './after-load-island';
import type { HeaderMenuProps } from './HeaderMenu';

/**
 * The header's menu button, hydrated after the page: the button is in the first HTML, and a
 * press before its island is there is noted by EarlyTaps and completed by HeaderMenu.
 */
export const HeaderMenuAfterLoad = afterLoadIsland<WithIntlProps<HeaderMenuProps>>(
  'header-menu',
  () => import('./HeaderMenu').then((module) => module.HeaderMenuIsland),
);
