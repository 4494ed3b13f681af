import 'server-only';
import { notFound } from 'next/navigation';
import { ERROR_CODES, isApiError } from '@/lib/api/errors';
import { getActivity, getOnlyChatActivity } from '@/lib/api/readers';
import type { Activity } from '@/lib/api/schemas';

export function isEventNotFound(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === ERROR_CODES.ACTIVITY_NOT_FOUND || error.code === ERROR_CODES.WRONG_ACTIVITY_ID)
  );
}

/**
 * The event of a player, order or landing page, or `undefined` for an unknown hash (the page's
 * "event not found" state); any other upstream fault propagates to the error boundary, which
 * shows the catalogue text with a retry.
 */
export function findEvent(
  hash: string,
  { onlyChat = false }: { onlyChat?: boolean } = {},
): Promise<Activity | undefined> {
  return unlessEventNotFound(onlyChat ? getOnlyChatActivity(hash) : getActivity(hash));
}

/** The read's value, or `undefined` when the upstream says the event does not exist. */
export async function unlessEventNotFound<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (isEventNotFound(error)) return undefined;
    throw error;
  }
}

/** `findEvent` for pages rendered per request: an unknown event is the 404 page. */
export async function loadEvent(
  hash: string,
  options: { onlyChat?: boolean } = {},
): Promise<Activity> {
  return (await findEvent(hash, options)) ?? notFound();
}
