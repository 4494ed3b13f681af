import { notFound } from 'next/navigation';
import { Suspense } from 'react';

function NotFoundSignal(): never {
  notFound();
}

/**
 * The HTTP 404 of a not-found state whose page renders its own content. Next 16 does not
 * server-render a `not-found.js` boundary (a `notFound()` outside Suspense answers an empty
 * `<html id="__next_error__">` shell and the text appears only after hydration), but a
 * prerendered page (static or ISR) is rendered to the end before anything is sent, and a
 * `notFound()` thrown inside a Suspense boundary then sets the 404 while the content beside the
 * boundary stays in the HTML. So the page renders its not-found text itself and adds this.
 *
 * After hydration the signal reaches the segment's `not-found.tsx`, which must show the same
 * text (it does: `NotFound` of the same kind). Only for prerendered pages: a page rendered
 * per request has started its response as a 200 before the boundary runs
 * (docs/decisions/0201-server-rendered-not-found.md).
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <NotFoundSignal />
    </Suspense>
  );
}
