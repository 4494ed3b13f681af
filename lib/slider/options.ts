import type { EmblaOptionsType } from 'embla-carousel';

/**
 * Slider constants and the embla options built from them, shared by the speakers and partners
 * sliders. Slides per view and gaps are CSS (flex-basis and padding per breakpoint) rather than
 * embla `breakpoints`: the server-rendered HTML then already has the final layout, and embla
 * measures whatever the CSS produced.
 */

/** A slide transition takes 300 ms. */
export const SLIDER_SPEED_MS = 300;
/**
 * embla's `duration` is not milliseconds but an attraction factor (default 25, usual range
 * 20–60); 22 settles in about 300 ms on a slide-wide jump.
 */
export const EMBLA_DURATION = 22;
/** Swipe threshold: 5 pixels of pointer travel before a drag starts. */
export const SLIDER_SWIPE_THRESHOLD = 5;
/** The default gap between slides, in pixels. */
export const SLIDER_GAP_PX = 16;
/** Partner gaps: 12 px below tablet, 16 px from tablet up. */
export const PARTNER_GAPS_PX = { default: 12, tablet: 16 } as const;
/** Partners advance every 3000 ms. */
export const PARTNER_AUTOPLAY_DELAY_MS = 3000;

/** Slides per view: speakers 1 / 3 (tablet) / 4 (laptop); partners 1 / 3 / 3. */
export const SLIDES_PER_VIEW = {
  speakers: { default: 1, tablet: 3, laptop: 4 },
  partners: { default: 1, tablet: 3, laptop: 3 },
} as const;

/** The maximum number of pagination bullets on screen at once ("dynamic bullets"). */
export const MAX_VISIBLE_BULLETS = 5;

export const SLIDER_OPTIONS: EmblaOptionsType = {
  align: 'start',
  containScroll: 'trimSnaps',
  duration: EMBLA_DURATION,
  dragThreshold: SLIDER_SWIPE_THRESHOLD,
};

/*
 * Gaps are padding on each slide plus a negative margin on the container (embla's recommended
 * way: margins between slides would break its size maths). Written out in full so Tailwind
 * finds the class names; `slider-options.test.ts` checks they match the constants above.
 */

/** The `<ul>` that embla moves (speakers). */
export const SPEAKERS_TRACK_CLASS = 'flex touch-pan-y -ml-4';
/** One speaker slide: 1 / 3 / 4 per view, gap 16. */
export const SPEAKER_SLIDE_CLASS =
  'min-w-0 shrink-0 grow-0 basis-full pl-4 tablet:basis-1/3 laptop:basis-1/4';

/** The `<ul>` that embla moves (partners). */
export const PARTNERS_TRACK_CLASS = 'flex touch-pan-y -ml-3 tablet:-ml-4';
/** One partner slide: 1 / 3 / 3 per view, gaps 12 / 16. */
export const PARTNER_SLIDE_CLASS =
  'min-w-0 shrink-0 grow-0 basis-full pl-3 tablet:basis-1/3 tablet:pl-4';
