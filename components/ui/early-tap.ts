import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/** Spread on a control whose island completes a press taken before it hydrated. */
export const EARLY_TAP = { 'data-early-tap': '' } as const;

interface EarlyTapState {
  /** Marked controls pressed while nothing handled them, each once. */
  taps: Element[];
  /** Marked controls whose island is there: their presses are the island's. */
  live: WeakSet<Element>;
}

// Several early presses count as one: the visitor pressed again because nothing happened. A
// layout effect, so no press can come between the hydration and this check.
export function useEarlyTap(ref: RefObject<HTMLElement | null>, replay: () => void): void {
  const onEarlyTap = useEffectEvent(replay);
  useLayoutEffect(() => {
    const element = ref.current;
    const early = (window as Window & { __earlyTaps?: EarlyTapState }).__earlyTaps;
    if (!element || !early) return;
    early.live.add(element);
    const at = early.taps.indexOf(element);
    if (at >= 0) {
      early.taps.splice(at, 1);
      onEarlyTap();
    }
    return () => {
      early.live.delete(element);
    };
  }, [ref]);
}
