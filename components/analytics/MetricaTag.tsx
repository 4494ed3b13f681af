'use client';

import { useEffect } from 'react';
import { afterPageLoad } from '@/components/ui/defer';
import { loadChunk } from '@/lib/api/chunk-load';

/** Counters already started on this page: a remount (Strict Mode, navigation back) adds none. */
const started = new Set<string>();

/**
 * Starts the counter once the page has loaded and the browser is idle: analytics never competes
 * with the first screen, and its few lines of code (./metrica) load only then. A small effect
 * instead of next/script, which would ship its loader (~1.5 kB gzip) with every landing for this
 * one tag.
 */
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
