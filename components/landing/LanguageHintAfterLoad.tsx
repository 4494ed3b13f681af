'use client';

import type { LanguageHintProps } from '@/components/shell/LanguageHint';
import { afterLoadIsland } from './after-load-island';

/** Hydrated after the page: its offer depends on the browser's languages, known only there. */
export const LanguageHintAfterLoad = afterLoadIsland<LanguageHintProps>('language-hint', () =>
  import('@/components/shell/LanguageHint').then((module) => module.LanguageHint),
);
