import 'server-only';
import { ERROR_CODES, httpStatusFor, toApiError, type ApiService } from '@/lib/api/errors';
import { HASH_PATTERN, ID_PATTERN } from '@/lib/api/schemas';
import { NO_STORE_HEADERS } from '@/lib/cache/cache-control';

// The shape every live-page refresh route shares; failures are never cached.

function errorResponse(code: string, status: number): Response {
  return Response.json({ error: code }, { status, headers: NO_STORE_HEADERS });
}

/** A malformed hash or id: 404 like an unknown one, and the upstream is never asked. */
export function badInputResponse(): Response {
  return errorResponse(ERROR_CODES.WRONG_ACTIVITY_ID, 404);
}

export function isHashInput(value: string): boolean {
  return HASH_PATTERN.test(value);
}

export function parseActivityIdInput(value: string): number | null {
  return ID_PATTERN.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;
}

export async function liveJsonResponse(
  load: () => Promise<unknown>,
  { service, cacheControl }: { service: ApiService; cacheControl: string },
): Promise<Response> {
  try {
    const body = await load();
    return Response.json(body, { headers: { 'Cache-Control': cacheControl } });
  } catch (error) {
    const apiError = toApiError(error, service);
    return errorResponse(apiError.code, httpStatusFor(apiError));
  }
}
