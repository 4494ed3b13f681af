'use client';

import { PARTNERS_TRACK_CLASS } from '@/lib/slider/options';
import { DeferredSlider } from './DeferredSlider';
import type { WithIntlProps } from '@/components/ui/with-intl';
import type { PartnersSliderProps } from './PartnersSlider';
import { loadChunk } from '@/lib/api/chunk-load';

const loadPartnersSlider = () =>
  loadChunk('partners-slider', () => import('./PartnersSlider')).then(
    (module) => module.PartnersSliderIsland,
  );

/** The partners slider, loaded as it nears the viewport (see DeferredSlider). */
export function PartnersSliderDeferred(props: WithIntlProps<PartnersSliderProps>) {
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
