'use client';

import { afterLoadIsland } from './after-load-island';

/**
 * The language hint, hydrated after the page: its empty live region is in the first HTML, and
 * the offer it may show depends on the browser's languages, which only the browser knows.
 */
export const LanguageHintAfterLoad = afterLoadIsland<Record<string, never>>('language-hint', () =>
  import('@/components/shell/LanguageHint').then((module) => module.LanguageHint),
);
