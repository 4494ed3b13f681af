import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { PARTNER_AUTOPLAY_DELAY_MS } from './options';
import type { SliderApi } from './use-slider-controls';

// Each pause cause is its own reason, so ending one does not resume a slider another still holds.

type PauseReason = 'hover' | 'pointer' | 'focus' | 'hidden' | 'user' | 'reducedMotion';

interface AutoplayLike {
  play(): void;
  stop(): void;
  isPlaying(): boolean;
}

/** The plugin never restarts itself: every pause and resume is the pauser's. */
export const PARTNER_AUTOPLAY_OPTIONS = {
  delay: PARTNER_AUTOPLAY_DELAY_MS,
  playOnInit: false,
  stopOnInteraction: true,
  stopOnMouseEnter: false,
  stopOnFocusIn: false,
} as const;

interface AutoplayPauser {
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  update(changes: Partial<Record<PauseReason, boolean>>): void;
  /** After embla re-initialised the plugin, stopped. */
  sync(): void;
  isPaused(): boolean;
}

/** embla skips the plugin when every slide fits, so it must not be asked to play then. @internal */
export function createAutoplayPauser(
  autoplay: () => AutoplayLike | undefined,
  canPlay: () => boolean,
): AutoplayPauser {
  const reasons = new Set<PauseReason>();

  function sync() {
    const plugin = autoplay();
    if (!plugin) return;
    const shouldPlay = reasons.size === 0 && canPlay();
    // play() restarts the delay.
    if (shouldPlay && !plugin.isPlaying()) plugin.play();
    if (!shouldPlay && plugin.isPlaying()) plugin.stop();
  }

  return {
    pause(reason) {
      reasons.add(reason);
      sync();
    },
    resume(reason) {
      reasons.delete(reason);
      sync();
    },
    update(changes) {
      for (const [reason, active] of Object.entries(changes) as [PauseReason, boolean][]) {
        if (active) reasons.add(reason);
        else reasons.delete(reason);
      }
      sync();
    },
    sync,
    isPaused: () => reasons.size > 0,
  };
}

type AutoplayEvent = 'reInit' | 'pointerDown' | 'pointerUp';

export interface AutoplayHost extends Omit<SliderApi, 'on' | 'off'> {
  plugins(): { autoplay?: AutoplayLike };
  on(event: AutoplayEvent, callback: () => void): unknown;
  off(event: AutoplayEvent, callback: () => void): unknown;
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : undefined;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

export function useAutoplayPauses(
  api: AutoplayHost | undefined,
  root: RefObject<HTMLElement | null>,
  { userPaused, reducedMotion }: { userPaused: boolean; reducedMotion: boolean },
): void {
  const pauser = useRef<AutoplayPauser | null>(null);

  useEffect(() => {
    const node = root.current;
    if (!api || !node) return;
    const control = createAutoplayPauser(
      () => api.plugins().autoplay,
      () => api.canScrollPrev() || api.canScrollNext(),
    );
    pauser.current = control;

    const onEnter = () => control.pause('hover');
    const onLeave = () => control.resume('hover');
    const onPointerDown = () => control.pause('pointer');
    const onPointerUp = () => control.resume('pointer');
    const onFocusIn = () => control.pause('focus');
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && node.contains(event.relatedTarget))) {
        control.resume('focus');
      }
    };
    const onVisibility = () =>
      document.visibilityState === 'hidden' ? control.pause('hidden') : control.resume('hidden');

    node.addEventListener('mouseenter', onEnter);
    node.addEventListener('mouseleave', onLeave);
    node.addEventListener('focusin', onFocusIn);
    node.addEventListener('focusout', onFocusOut);
    document.addEventListener('visibilitychange', onVisibility);
    api.on('pointerDown', onPointerDown);
    api.on('pointerUp', onPointerUp);
    api.on('reInit', control.sync);
    if (document.visibilityState === 'hidden') control.pause('hidden');

    return () => {
      node.removeEventListener('mouseenter', onEnter);
      node.removeEventListener('mouseleave', onLeave);
      node.removeEventListener('focusin', onFocusIn);
      node.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('visibilitychange', onVisibility);
      api.off('pointerDown', onPointerDown);
      api.off('pointerUp', onPointerUp);
      api.off('reInit', control.sync);
      pauser.current = null;
    };
  }, [api, root]);

  // Declared after the effect above, so it finds the pauser in place.
  useEffect(() => {
    pauser.current?.update({ user: userPaused, reducedMotion });
  }, [api, userPaused, reducedMotion]);
}
