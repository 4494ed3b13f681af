import { NotFound } from '@/components/ui/NotFound';
import { notFoundBoundaryMetadata } from '@/lib/seo/metadata';

// The "event not found" boundary of the pages rendered per request; the per-hash landings have
// their own, for their metadata.

/** Rendered per request, so Next answers its 404 with an empty shell: its head names the state. */
export function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return notFoundBoundaryMetadata(params, 'event');
}

export default function EventNotFoundBoundary() {
  return <NotFound kind="event" />;
}
