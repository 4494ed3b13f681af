import { NotFound } from '@/components/ui/NotFound';
import { domainNotFoundBoundaryMetadata } from '@/lib/seo/landing-metadata';

type Props = { params: Promise<{ locale: string; host: string }> };

/** What a background re-render of the page's "event not found" state takes its head from. */
export function generateMetadata({ params }: Props) {
  return domainNotFoundBoundaryMetadata(params);
}

export default function DomainNotFound() {
  return <NotFound kind="event" />;
}
