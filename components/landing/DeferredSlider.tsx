'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Renders a slider's static markup first and swaps in the real slider once its module (embla and
 * the controls, ~9 kB gzip) has loaded after hydration. Both sliders sit below the fold and their
 * cards are already laid out by CSS, so deferring them keeps that code out of the first load
 * without a layout shift: the static track is the slider's own markup minus the controls, which
 * the slider shows only once it knows there is something to scroll.
 */
export function DeferredSlider<P extends { children: ReactNode }>({
  load,
  props,
  fallback,
}: {
  load: () => Promise<ComponentType<P>>;
  props: P;
  fallback: ReactNode;
}) {
  const [Slider, setSlider] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let mounted = true;
    load().then(
      (component) => mounted && setSlider(() => component),
      // A failed chunk leaves the static, still readable list in place.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  return Slider ? <Slider {...props} /> : fallback;
}
