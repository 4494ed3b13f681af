'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useRef, type ReactNode } from 'react';
import { useImageStates } from '@/components/ui/image-fallback';
import { SLIDER_OPTIONS, SPEAKERS_TRACK_CLASS } from '@/lib/slider/options';
import { canSlide, dynamicBullets, useSliderControls } from '@/lib/slider/use-slider-controls';

/** The slider's texts, translated by Speakers; `goTo[i]` labels the bullet of snap i. */
export interface SpeakersSliderText {
  previous: string;
  next: string;
  pagination: string;
  goTo: string[];
}

export interface SpeakersSliderProps {
  text: SpeakersSliderText;
  /** Server-rendered `<li>` slides (class SPEAKER_SLIDE_CLASS); the slider only moves them. */
  children: ReactNode;
}

// Controls exist only once embla reports something to scroll, so server HTML, no-script and
// all-cards-fit show none. There are never more snaps than slides, each with its label.
export function SpeakersSlider({ text, children }: SpeakersSliderProps) {
  const [viewportRef, emblaApi] = useEmblaCarousel(SLIDER_OPTIONS);
  const controls = useSliderControls(emblaApi);
  const bullets = dynamicBullets(controls.selectedIndex, controls.snapCount);
  const rootRef = useRef<HTMLDivElement>(null);
  useImageStates(rootRef);

  return (
    <div ref={rootRef}>
      <div ref={viewportRef} className="overflow-hidden">
        <ul className={SPEAKERS_TRACK_CLASS}>{children}</ul>
      </div>

      {canSlide(controls) ? (
        <div className="mt-6 flex items-center justify-center gap-4" data-testid="slider-controls">
          <ArrowButton
            label={text.previous}
            direction="previous"
            disabled={!controls.canScrollPrev}
            onClick={controls.scrollPrev}
          />
          <ol aria-label={text.pagination} className="flex items-center gap-1">
            {bullets.map(({ index, scale }) => {
              const current = index === controls.selectedIndex;
              return (
                <li key={index} className="flex">
                  <button
                    type="button"
                    // Bullets number the scroll snaps ('Show slide 3'), never more than there are.
                    aria-label={text.goTo[index]}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => controls.scrollTo(index)}
                    // A 24 px hit area around a small dot (WCAG target size).
                    className="flex size-6 items-center justify-center rounded-full"
                  >
                    <span
                      aria-hidden="true"
                      className={`block size-2.5 rounded-full transition-transform duration-300 ${
                        current ? 'bg-accent' : 'bg-muted opacity-60'
                      }`}
                      style={{ transform: `scale(${scale})` }}
                    />
                  </button>
                </li>
              );
            })}
          </ol>
          <ArrowButton
            label={text.next}
            direction="next"
            disabled={!controls.canScrollNext}
            onClick={controls.scrollNext}
          />
        </div>
      ) : null}
    </div>
  );
}

function ArrowButton({
  label,
  direction,
  disabled,
  onClick,
}: {
  label: string;
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="flex size-10 items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:bg-accent-soft disabled:cursor-default disabled:opacity-40"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
