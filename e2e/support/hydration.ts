import { expect, type Locator, type Page } from '@playwright/test';

/** In the page, before React loads: the host elements of every commit whose effects have run. */
const TRACK_EFFECTS = () => {
  interface Fiber {
    stateNode: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const settled = new WeakSet<Element>();
  Object.defineProperty(window, '__effectsRan', { value: (node: Element) => settled.has(node) });
  // React's DevTools hook (its production build calls it too): `onPostCommitFiberRoot` comes
  // once a commit's passive effects (useEffect) have run, with the committed tree.
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        const stack: Fiber[] = [root.current];
        for (let fiber = stack.pop(); fiber; fiber = stack.pop()) {
          if (fiber.stateNode instanceof Element) settled.add(fiber.stateNode);
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
      },
      checkDCE: () => undefined,
    },
  });
};

/** Call before `goto`: lets `waitForHydration` see when React has run an element's effects. */
export async function trackReactEffects(page: Page): Promise<void> {
  await page.addInitScript(TRACK_EFFECTS);
}

/**
 * Waits until React has hydrated the element and run the effects of the commit that did it
 * (timers included). Fast-forwarding a fake clock before that moment advances nothing, and an
 * island's "shows nothing" holds only once its effects have had their say.
 * Needs `trackReactEffects(page)` before the page was opened.
 */
export async function waitForHydration(island: Locator) {
  await expect
    .poll(
      () =>
        island.evaluate((element) => {
          const ran = (window as unknown as { __effectsRan?: (node: Element) => boolean })
            .__effectsRan;
          if (!ran) throw new Error('call trackReactEffects(page) before opening the page');
          return ran(element);
        }),
      { message: 'the island hydrates and its effects run', timeout: 15_000 },
    )
    .toBe(true);
}
