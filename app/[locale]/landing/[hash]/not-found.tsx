import { EventNotFound } from '@/components/landing/EventNotFound';
import type { LandingParams } from '@/lib/landing/load';
import { landingNotFoundBoundaryMetadata } from '@/lib/seo/landing-metadata';

type Props = { params: Promise<LandingParams> };

/** What a background re-render of the page's "event not found" state takes its head from. */
export function generateMetadata({ params }: Props) {
  return landingNotFoundBoundaryMetadata(params, 'landing');
}

/** The client side of the page's "event not found" state (the same text as the server's). */
export default EventNotFound;
