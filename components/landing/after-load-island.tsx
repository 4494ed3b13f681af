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

/**
 * An island whose code is not in the first load and which hydrates after the page
 * (docs/decisions/0711-islands-hydrate-after-the-page.md). The server renders it completely,
 * so its markup is in the first HTML as before; in the browser its `<Suspense>` boundary keeps
 * that markup, untouched, until the page has loaded and gone idle (or the visitor presses or
 * types something), then fetches the island's chunk and hydrates it. Only for small markup
 * (React outlines a boundary over 500 bytes) that needs no script to be read, and for controls
 * whose early press is completed by `useEarlyTap` (decision 0710).
 *
 * A chunk that fails to load leaves the promise pending, not rejected: the server's markup stays
 * (a rejection would replace the page with the error view) and ChunkErrorNotice, which sees the
 * failed script, offers the reload.
 */
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
