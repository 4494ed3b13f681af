/**
 * When the landing's secondary code (player frame, analytics, live registration state, sliders)
 * may start: never ahead of the first paint and the page's own load, so the event name and the
 * rest of the first screen get the network and the main thread first.
 */

/** How long an idle callback may wait for a quiet main thread before it runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** Input that shows the visitor is using the page: what they reach for should not wait. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Runs `task` once, after the window's `load` event and then an idle period (at most
 * `IDLE_TIMEOUT_MS` later); with `onInteraction`, the visitor's first pointer or key input starts
 * it at once. Returns a function that cancels it (an unmounted island must not start anything).
 */
export function afterPageLoad(
  task: () => void,
  { onInteraction = false }: { onInteraction?: boolean } = {},
): () => void {
  const idleWindow = window as Window & IdleWindow;
  let done = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function cleanUp() {
    window.removeEventListener('load', waitForIdle);
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
    if (idleHandle !== undefined) idleWindow.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  }

  function run() {
    if (done) return;
    done = true;
    cleanUp();
    task();
  }

  function waitForIdle() {
    if (done) return;
    if (idleWindow.requestIdleCallback) {
      idleHandle = idleWindow.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    } else {
      // Safari has no idle callbacks: the next task, after the load event's own work.
      timer = setTimeout(run, 0);
    }
  }

  if (document.readyState === 'complete') waitForIdle();
  else window.addEventListener('load', waitForIdle, { once: true });
  if (onInteraction) {
    for (const type of INTERACTIONS) {
      window.addEventListener(type, run, { capture: true, once: true, passive: true });
    }
  }

  return () => {
    done = true;
    cleanUp();
  };
}

/**
 * Runs `task` once `element` comes within `margin` of the viewport (a slider below the fold is
 * loaded as the visitor scrolls towards it). Without IntersectionObserver it runs at once.
 */
export function whenNearViewport(element: Element, task: () => void, margin = '400px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    task();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: `${margin} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
