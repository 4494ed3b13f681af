'use client';

import { SPEAKERS_TRACK_CLASS } from '@/lib/slider/options';
import { DeferredSlider } from './DeferredSlider';
import type { SpeakersSliderProps } from './SpeakersSlider';

const loadSpeakersSlider = () => import('./SpeakersSlider').then((module) => module.SpeakersSlider);

/** The speakers slider, loaded after hydration (see DeferredSlider). */
export function SpeakersSliderDeferred(props: SpeakersSliderProps) {
  return (
    <DeferredSlider
      load={loadSpeakersSlider}
      props={props}
      fallback={
        <div>
          <div className="overflow-hidden">
            <ul className={SPEAKERS_TRACK_CLASS}>{props.children}</ul>
          </div>
        </div>
      }
    />
  );
}
