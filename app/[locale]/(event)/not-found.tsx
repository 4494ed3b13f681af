import { EventNotFound } from '@/components/landing/EventNotFound';
import { notFoundBoundaryMetadata } from '@/lib/seo/metadata';

/**
 * The event pages' one "event not found" boundary (HTTP 404): `/platform`, `/meetings`,
 * `/new-dion`, `/order` and `/order-invoice` call `notFound()` for a bad link or an unknown event
 * (lib/platform/page-inputs.ts). The landings keep their own boundaries, closer to their pages.
 */

/** Rendered per request, so Next answers its 404 with an empty shell: its head names the state. */
export function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return notFoundBoundaryMetadata(params, 'event');
}

export default function EventNotFoundBoundary() {
  return <EventNotFound />;
}
