'use client';

import { useEffect } from 'react';
import { afterPageLoad } from '@/components/ui/defer';
import { loadChunk } from '@/lib/api/chunk-load';

/** Counters already started on this page: a remount (Strict Mode, navigation back) adds none. */
const started = new Set<string>();

// A small effect after the page has loaded and gone idle, instead of next/script, whose loader
// would ship with every landing for this one tag.
export function MetricaTag({ id }: { id: string }) {
  useEffect(
    () =>
      afterPageLoad(() => {
        if (started.has(id)) return;
        started.add(id);
        void loadChunk('metrica', () => import('./metrica')).then(({ startMetrica }) =>
          startMetrica(id),
        );
      }),
    [id],
  );
  return null;
}
