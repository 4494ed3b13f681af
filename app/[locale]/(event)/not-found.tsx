import { NotFound } from '@/components/ui/NotFound';
import { notFoundBoundaryMetadata } from '@/lib/seo/metadata';

/**
 * The event group's "event not found" boundary (HTTP 404): `/platform`, `/meetings`, `/new-dion`,
 * `/order` and `/order-invoice` call `notFound()` for a bad link or an unknown event
 * (lib/platform/page-inputs.ts), and the landings without a valid hash (`/max`, …) signal it
 * after printing the same text. The per-hash landings have their own, for their metadata.
 */

/** Rendered per request, so Next answers its 404 with an empty shell: its head names the state. */
export function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return notFoundBoundaryMetadata(params, 'event');
}

export default function EventNotFoundBoundary() {
  return <NotFound kind="event" />;
}
