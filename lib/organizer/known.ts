import 'server-only';
import { notFound } from 'next/navigation';
import { isMissingResource } from './errors';
import { settle, type Settled } from './settle';

// Only an upstream saying "unknown" within this time makes a 404 (decision 0201): a slow one must
// not hold the first byte, and an outage is never "not found".
const UNKNOWN_CHECK_WAIT_MS = 1_000;

/** The read's outcome if it settles within `waitMs`, else `undefined` (the page goes on). */
export async function settleWithin<T>(
  read: Promise<T>,
  waitMs: number = UNKNOWN_CHECK_WAIT_MS,
): Promise<Settled<T> | undefined> {
  let timer: Parameters<typeof clearTimeout>[0];
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const result = await Promise.race([settle(read), late]);
  clearTimeout(timer);
  return result;
}

export async function notFoundIfUnknown(
  read: Promise<unknown>,
  waitMs: number = UNKNOWN_CHECK_WAIT_MS,
): Promise<void> {
  const result = await settleWithin(read, waitMs);
  if (result && !result.ok && isMissingResource(result.error)) notFound();
}
