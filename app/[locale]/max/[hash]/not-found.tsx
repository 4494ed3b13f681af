import { EventNotFound } from '@/components/landing/EventNotFound';

export default EventNotFound;
