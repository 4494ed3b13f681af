'use client';

import { useEffect, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { whenNearViewport } from '@/components/ui/defer';
import { loadChunk } from '@/lib/api/chunk-load';
import { PARTNERS_TRACK_CLASS, SPEAKERS_TRACK_CLASS } from '@/lib/slider/options';
import type { PartnersSliderProps } from './PartnersSlider';
import type { SpeakersSliderProps } from './SpeakersSlider';

// Static markup first, the real slider once the track nears the viewport: embla stays out of the
// first load, and the static track is the slider's own markup, so nothing shifts.
/** @internal */
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

const loadSpeakersSlider = () =>
  loadChunk('speakers-slider', () => import('./SpeakersSlider')).then(
    (module) => module.SpeakersSlider,
  );
const loadPartnersSlider = () =>
  loadChunk('partners-slider', () => import('./PartnersSlider')).then(
    (module) => module.PartnersSlider,
  );

export function SpeakersSliderDeferred(props: SpeakersSliderProps) {
  return (
    <DeferredSlider
      load={loadSpeakersSlider}
      props={props}
      fallback={(ref) => (
        <div ref={ref}>
          <div className="overflow-hidden">
            <ul className={SPEAKERS_TRACK_CLASS}>{props.children}</ul>
          </div>
        </div>
      )}
    />
  );
}

export function PartnersSliderDeferred(props: PartnersSliderProps) {
  return (
    <DeferredSlider
      load={loadPartnersSlider}
      props={props}
      fallback={(ref) => (
        <div ref={ref} className="relative" data-testid="partners-slider">
          <div data-testid="partner-slides">
            <div className="overflow-hidden">
              <ul className={PARTNERS_TRACK_CLASS}>{props.children}</ul>
            </div>
          </div>
        </div>
      )}
    />
  );
}
