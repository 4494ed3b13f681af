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

/** `undefined` for an unknown hash; any other fault goes to the error boundary. */
export function findEvent(
  hash: string,
  { onlyChat = false }: { onlyChat?: boolean } = {},
): Promise<Activity | undefined> {
  return unlessEventNotFound(onlyChat ? getOnlyChatActivity(hash) : getActivity(hash));
}

export async function unlessEventNotFound<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (isEventNotFound(error)) return undefined;
    throw error;
  }
}

export async function loadEvent(
  hash: string,
  options: { onlyChat?: boolean } = {},
): Promise<Activity> {
  return (await findEvent(hash, options)) ?? notFound();
}
