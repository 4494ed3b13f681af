import { EventNotFound } from '@/components/landing/EventNotFound';

/** A bad link or an unknown event: the "event not found" state, HTTP 404. */
export default EventNotFound;
