'use client';

import type { WithIntlProps } from '@/components/ui/with-intl';
import { afterLoadIsland } from './after-load-island';

/**
 * The language hint, hydrated after the page: its empty live region is in the first HTML, and
 * the offer it may show depends on the browser's languages, which only the browser knows.
 */
export const LanguageHintAfterLoad = afterLoadIsland<WithIntlProps<object>>('language-hint', () =>
  import('@/components/shell/LanguageHint').then((module) => module.LanguageHintIsland),
);
