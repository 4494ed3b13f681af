import { notFound } from 'next/navigation';
import { Suspense } from 'react';

function NotFoundSignal(): never {
  notFound();
}

// Next 16 does not server-render a `not-found.js` boundary, but a prerendered page that throws
// `notFound()` inside Suspense gets the 404 while its own content stays in the HTML. Only for
// prerendered pages (docs/decisions/0201-server-rendered-not-found.md).
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <NotFoundSignal />
    </Suspense>
  );
}
