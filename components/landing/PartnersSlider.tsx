'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useRef, useState, type ReactNode } from 'react';
import { useImageStates } from '@/components/ui/image-fallback';
import {
  PARTNER_AUTOPLAY_OPTIONS,
  useAutoplayPauses,
  usePrefersReducedMotion,
} from '@/lib/slider/autoplay';
import { PARTNERS_TRACK_CLASS, SLIDER_OPTIONS } from '@/lib/slider/options';
import { canSlide, useSliderControls } from '@/lib/slider/use-slider-controls';

export interface PartnersSliderProps {
  text: { pause: string; play: string };
  children: ReactNode;
}

// Autoplay pauses on hover, drag, focus, a hidden tab and reduced motion; moving content needs a
// way to stop it (WCAG 2.2.2), so the pause button shows whenever something moves.
export function PartnersSlider({ text, children }: PartnersSliderProps) {
  // One plugin instance for the component's life: a new one per render would re-initialise embla.
  const [plugins] = useState(() => [Autoplay(PARTNER_AUTOPLAY_OPTIONS)]);
  const [viewportRef, emblaApi] = useEmblaCarousel(SLIDER_OPTIONS, plugins);
  // Hover and focus count on the slides only: focus resting on the pause button must not keep
  // autoplay paused after the visitor pressed it to resume.
  const slidesRef = useRef<HTMLDivElement>(null);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const controls = useSliderControls(emblaApi);

  useAutoplayPauses(emblaApi, slidesRef, { userPaused, reducedMotion });
  useImageStates(slidesRef);

  const showToggle = canSlide(controls) && !reducedMotion;

  return (
    <div className="relative" data-testid="partners-slider">
      <div ref={slidesRef} data-testid="partner-slides">
        <div ref={viewportRef} className="overflow-hidden">
          <ul className={PARTNERS_TRACK_CLASS}>{children}</ul>
        </div>
      </div>
      {showToggle ? (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            onClick={() => setUserPaused((paused) => !paused)}
            className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm text-ink transition-colors hover:bg-accent-soft"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
              {userPaused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
            </svg>
            {userPaused ? text.play : text.pause}
          </button>
        </div>
      ) : null}
    </div>
  );
}
