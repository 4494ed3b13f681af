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
/**
 * How long the page waits for that answer before it streams anyway: a slow upstream must not hold
 * the first byte (the page's loading state shows, then its error text), so only an upstream that
 * says "unknown" within this time makes a 404.
 */
const UNKNOWN_CHECK_WAIT_MS = 1_000;

export async function notFoundIfUnknown(
  read: Promise<unknown>,
  waitMs: number = UNKNOWN_CHECK_WAIT_MS,
): Promise<void> {
  let timer: Parameters<typeof clearTimeout>[0];
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const result = await Promise.race([settle(read), late]);
  clearTimeout(timer);
  if (result && !result.ok && isMissingResource(result.error)) notFound();
}
