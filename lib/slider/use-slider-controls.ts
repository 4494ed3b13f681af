import { useCallback, useRef, useSyncExternalStore } from 'react';
import { MAX_VISIBLE_BULLETS } from './options';

/** @internal */
export const SLIDER_STATE_EVENTS = ['init', 'reInit', 'select', 'resize', 'slidesChanged'] as const;
type SliderStateEvent = (typeof SLIDER_STATE_EVENTS)[number];

/** Tests pass a small fake: jsdom has no layout to measure. */
export interface SliderApi {
  canScrollPrev(): boolean;
  canScrollNext(): boolean;
  selectedScrollSnap(): number;
  scrollSnapList(): number[];
  scrollTo(index: number): void;
  scrollPrev(): void;
  scrollNext(): void;
  on(event: SliderStateEvent, callback: () => void): unknown;
  off(event: SliderStateEvent, callback: () => void): unknown;
}

export interface SliderState {
  canScrollPrev: boolean;
  canScrollNext: boolean;
  selectedIndex: number;
  snapCount: number;
}

export interface SliderControls extends SliderState {
  scrollTo(index: number): void;
  scrollPrev(): void;
  scrollNext(): void;
}

/** Before hydration nothing can slide, so the server HTML carries no controls. */
const STILL: SliderState = {
  canScrollPrev: false,
  canScrollNext: false,
  selectedIndex: 0,
  snapCount: 0,
};

function readState(api: SliderApi): SliderState {
  return {
    canScrollPrev: api.canScrollPrev(),
    canScrollNext: api.canScrollNext(),
    selectedIndex: api.selectedScrollSnap(),
    snapCount: api.scrollSnapList().length,
  };
}

function sameState(a: SliderState, b: SliderState): boolean {
  return (
    a.canScrollPrev === b.canScrollPrev &&
    a.canScrollNext === b.canScrollNext &&
    a.selectedIndex === b.selectedIndex &&
    a.snapCount === b.snapCount
  );
}

const getServerSnapshot = () => STILL;

export function canSlide(state: Pick<SliderState, 'canScrollPrev' | 'canScrollNext'>): boolean {
  return state.canScrollPrev || state.canScrollNext;
}

/** Re-read on every select, resize and re-init, so controls follow the layout. */
export function useSliderControls(api: SliderApi | undefined): SliderControls {
  // useSyncExternalStore needs the same object back while nothing changed.
  const snapshot = useRef<SliderState>(STILL);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined;
      for (const event of SLIDER_STATE_EVENTS) api.on(event, onChange);
      return () => {
        for (const event of SLIDER_STATE_EVENTS) api.off(event, onChange);
      };
    },
    [api],
  );

  const getSnapshot = useCallback(() => {
    const next = api ? readState(api) : STILL;
    if (!sameState(next, snapshot.current)) snapshot.current = next;
    return snapshot.current;
  }, [api]);

  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);

  return { ...state, scrollTo, scrollPrev, scrollNext };
}

export interface Bullet {
  index: number;
  scale: number;
}

/** At most `max` bullets in a window that follows the current one. */
export function dynamicBullets(
  selectedIndex: number,
  count: number,
  max: number = MAX_VISIBLE_BULLETS,
): Bullet[] {
  if (count <= 1) return [];
  const size = Math.min(max, count);
  const selected = Math.min(Math.max(selectedIndex, 0), count - 1);
  const start = Math.min(Math.max(selected - Math.floor(size / 2), 0), count - size);
  return Array.from({ length: size }, (_, offset) => {
    const index = start + offset;
    const distance = Math.abs(index - selected);
    return { index, scale: Math.max(0.5, 1 - distance * 0.2) };
  });
}
