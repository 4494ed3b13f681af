import { NotFound } from '@/components/ui/NotFound';
import { notFoundBoundaryMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

/**
 * A page rendered per request that calls `notFound()` (a malformed required input, an unknown
 * event on `/site`): Next answers an empty shell with 404 whose head carries this.
 */
export function generateMetadata({ params }: Props) {
  return notFoundBoundaryMetadata(params, 'page');
}

export default function LocaleNotFound() {
  return <NotFound kind="page" />;
}
