import type { EmblaOptionsType } from 'embla-carousel';

// Slides per view and gaps are CSS, so the server HTML already has the final layout.

/** An attraction factor, not milliseconds: 22 settles in about 300 ms. */
const EMBLA_DURATION = 22;
const SLIDER_SWIPE_THRESHOLD = 5;
export const PARTNER_AUTOPLAY_DELAY_MS = 3000;

export const MAX_VISIBLE_BULLETS = 5;

export const SLIDER_OPTIONS: EmblaOptionsType = {
  align: 'start',
  containScroll: 'trimSnaps',
  duration: EMBLA_DURATION,
  dragThreshold: SLIDER_SWIPE_THRESHOLD,
};

// Written out in full so Tailwind finds the classes; slider-options.test.ts checks the constants.

export const SPEAKERS_TRACK_CLASS = 'flex touch-pan-y -ml-4';
/** @internal */
export const SPEAKER_SLIDE_CLASS =
  'min-w-0 shrink-0 grow-0 basis-full pl-4 first:ml-auto last:mr-auto tablet:basis-1/3 laptop:basis-1/4';

export const PARTNERS_TRACK_CLASS = 'flex touch-pan-y -ml-3 tablet:-ml-4';
/** @internal */
export const PARTNER_SLIDE_CLASS =
  'min-w-0 shrink-0 grow-0 basis-full pl-3 tablet:basis-1/3 tablet:pl-4';
