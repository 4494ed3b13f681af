import { Suspense, lazy, type ComponentType } from 'react';
import { afterPageLoad } from '@/components/ui/defer';
import { loadChunk } from '@/lib/api/chunk-load';

/** Settles once the page has loaded and gone idle, or at the visitor's first press or key. */
let pageReady: Promise<void> | undefined;
function whenPageReady(): Promise<void> {
  pageReady ??= new Promise<void>((resolve) => {
    afterPageLoad(resolve, { onInteraction: true });
  });
  return pageReady;
}

// Hydrates after the page has loaded and gone idle, or at the first press or key (decision 0711).
// Only for small markup readable without script (React outlines a larger boundary), and controls
// whose early press `useEarlyTap` completes. A failed chunk stays pending: a rejection would show
// the error view, and ChunkErrorNotice offers the reload.
export function afterLoadIsland<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Island = lazy(() =>
    (typeof window === 'undefined' ? Promise.resolve() : whenPageReady())
      .then(() => loadChunk(name, load))
      .then(
        (component) => ({ default: component }),
        () => new Promise<never>(() => undefined),
      ),
  );
  function AfterLoad(props: P) {
    return (
      <Suspense>
        <Island {...props} />
      </Suspense>
    );
  }
  AfterLoad.displayName = `AfterLoad(${name})`;
  return AfterLoad;
}
