import { EventNotFound } from '@/components/landing/EventNotFound';
import { landingNotFoundBoundaryRoute } from '../../_landing/routes';

export const generateMetadata = landingNotFoundBoundaryRoute('max').generateMetadata;

/** The client side of the page's "event not found" state (the same text as the server's). */
export default EventNotFound;
