import { NotFound } from '@/components/ui/NotFound';
import { notFoundBoundaryMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

/** Next answers a per-request `notFound()` with an empty 404 shell whose head carries this. */
export function generateMetadata({ params }: Props) {
  return notFoundBoundaryMetadata(params, 'page');
}

export default function LocaleNotFound() {
  return <NotFound kind="page" />;
}
