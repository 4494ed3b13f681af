import { getBrand } from '@/lib/brand';
import type { NotFoundKind } from '@/lib/i18n/not-found';
import { NotFoundText } from './NotFoundText';

// The brand needs no request; the text is drawn in the browser from the layout's texts, since a
// server translation beside cached pages would read the request headers and turn them dynamic.
export function NotFound({ kind }: { kind: NotFoundKind }) {
  const { logo, name } = getBrand();
  return <NotFoundText kind={kind} logo={{ src: logo, alt: name }} />;
}
