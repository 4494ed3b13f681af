'use client';

import { useEffect, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { whenNearViewport } from '@/components/ui/defer';

/**
 * Renders a slider's static markup first and swaps in the real slider once the static track
 * comes near the viewport and its module (embla and the controls, ~9 kB gzip) has loaded. Both
 * sliders sit below the fold and their cards are already laid out by CSS, so deferring them keeps
 * that code out of the first load, and its download and start-up off the first screen's time,
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
  /** The static markup; `ref` goes on its root, the element watched for the viewport. */
  fallback: (ref: Ref<HTMLDivElement>) => ReactNode;
}) {
  const [Slider, setSlider] = useState<ComponentType<P> | null>(null);
  // A callback ref kept in state: the effect below runs once the static root exists.
  const [staticRoot, setStaticRoot] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = staticRoot;
    if (!element) return;
    let mounted = true;
    const stop = whenNearViewport(element, () => {
      load().then(
        (component) => mounted && setSlider(() => component),
        // A failed chunk leaves the static, still readable list in place.
        () => undefined,
      );
    });
    return () => {
      mounted = false;
      stop();
    };
  }, [staticRoot, load]);
  return Slider ? <Slider {...props} /> : fallback(setStaticRoot);
}
