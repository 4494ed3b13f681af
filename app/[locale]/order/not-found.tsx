import { EventNotFound } from '@/components/landing/EventNotFound';
import { notFoundBoundaryMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

/** Rendered per request, so Next answers its 404 with an empty shell: its head names the state. */
export function generateMetadata({ params }: Props) {
  return notFoundBoundaryMetadata(params, 'event');
}

/** A bad link or an unknown event: the "event not found" state, HTTP 404. */
export default function EventNotFoundBoundary() {
  return <EventNotFound />;
}
