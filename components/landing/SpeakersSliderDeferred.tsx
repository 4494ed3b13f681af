'use client';

import { SPEAKERS_TRACK_CLASS } from '@/lib/slider/options';
import { DeferredSlider } from './DeferredSlider';
import type { WithIntlProps } from '@/components/ui/with-intl';
import type { SpeakersSliderProps } from './SpeakersSlider';
import { loadChunk } from '@/lib/api/chunk-load';

const loadSpeakersSlider = () =>
  loadChunk('speakers-slider', () => import('./SpeakersSlider')).then(
    (module) => module.SpeakersSliderIsland,
  );

/** The speakers slider, loaded as it nears the viewport (see DeferredSlider). */
export function SpeakersSliderDeferred(props: WithIntlProps<SpeakersSliderProps>) {
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
