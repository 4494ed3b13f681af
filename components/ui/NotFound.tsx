import { getBrand } from '@/lib/brand';
import type { NotFoundKind } from '@/lib/i18n/not-found';
import { NotFoundText } from './NotFoundText';

/**
 * A not-found boundary, `event` or `page`. The brand is read here (it needs no request); the text
 * is drawn in the browser from the layout's texts, since a server translation would read the
 * locale from the request headers and turn every cached page beside a boundary dynamic.
 */
export function NotFound({ kind }: { kind: NotFoundKind }) {
  const { logo, name } = getBrand();
  return <NotFoundText kind={kind} logo={{ src: logo, alt: name }} />;
}
