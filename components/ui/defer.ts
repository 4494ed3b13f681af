// The landing's secondary code never starts ahead of the first paint and the page's own load, so
// the first screen gets the network and the main thread first.

/** @internal */
export const IDLE_TIMEOUT_MS = 2000;

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

// Runs `task` once, after `load` and an idle period; `onInteraction` starts it at the first input.
// Returns a canceller: an unmounted island must not start anything.
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

/** Runs `task` once `element` nears the viewport; at once without IntersectionObserver. */
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
