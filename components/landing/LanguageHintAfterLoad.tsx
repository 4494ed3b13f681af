'use client';

import type { WithIntlProps } from '@/components/ui/with-intl';
import { afterLoadIsland } from './after-load-island';

/** Hydrated after the page: its offer depends on the browser's languages, known only there. */
export const LanguageHintAfterLoad = afterLoadIsland<WithIntlProps<object>>('language-hint', () =>
  import('@/components/shell/LanguageHint').then((module) => module.LanguageHintIsland),
);
