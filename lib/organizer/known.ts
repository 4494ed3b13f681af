import 'server-only';
import { notFound } from 'next/navigation';
import { isMissingResource } from './errors';
import { settle } from './settle';

/**
 * Waits for the read that says whether a page's event, stream-keys id or form exists and answers
 * `notFound()` when the upstream says it does not (`ACTIVITY_NOT_FOUND`, `WRONG_ACTIVITY_ID`, the
 * forms API's 404: `isMissingResource`). Called in a page's `inputs()`, before anything is sent, so
 * the status is a real 404 (docs/decisions/0218-unknown-event-pages-404.md). Any other failure (a
 * time-out, a 5xx) passes: the page renders and its content shows the catalogue's error text, so
 * an upstream outage is never reported as "not found". `read` is a cached read the page makes
 * anyway (the activity reader, or the page's own loader), so this costs no extra upstream call.
 */
export async function notFoundIfUnknown(read: Promise<unknown>): Promise<void> {
  const result = await settle(read);
  if (!result.ok && isMissingResource(result.error)) notFound();
}
