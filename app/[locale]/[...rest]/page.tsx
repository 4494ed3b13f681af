import { notFound } from 'next/navigation';

/** The spec's catch-all route: every unknown path is the not-found page with HTTP 404. */
export default function CatchAllPage() {
  notFound();
}
