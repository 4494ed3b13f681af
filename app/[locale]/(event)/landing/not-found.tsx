import { EventNotFound } from '@/components/landing/EventNotFound';

/** The client side of the page's "event not found" state (the same text as the server's). */
export default EventNotFound;
