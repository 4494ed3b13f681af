import { EventNotFound } from '@/components/landing/EventNotFound';
import { domainNotFoundBoundaryMetadata } from '@/lib/seo/landing-metadata';

type Props = { params: Promise<{ locale: string; host: string }> };

/** What a background re-render of the page's "event not found" state takes its head from. */
export function generateMetadata({ params }: Props) {
  return domainNotFoundBoundaryMetadata(params);
}

/** The client side of the page's "event not found" state (the same text as the server's). */
export default EventNotFound;
