import 'server-only';
import { ERROR_CODES, httpStatusFor, toApiError } from '@/lib/api/errors';
import { getEvents } from '@/lib/api/readers';
import { ID_PATTERN } from '@/lib/api/schemas';
import type { EventsBody } from '@/lib/api/served';
import { NO_STORE_HEADERS, sharedCacheControl } from '@/lib/cache/cache-control';
import { periodSeconds, REFETCH_STALE_SECONDS } from '@/lib/cache/periods.mjs';

// The schedule island's refetch. Shared caches and the page's tagged data cache keep the answer for
// the period, so a crowd watching one event costs the upstream one call per period.

/** What shared caches may do with a refetch route's answer (also `/api/registration-info`). */
export function refetchCacheControl(): string {
  return sharedCacheControl(periodSeconds(), REFETCH_STALE_SECONDS);
}

function errorResponse(code: string, status: number): Response {
  return Response.json({ error: code }, { status, headers: NO_STORE_HEADERS });
}

export async function eventsRouteResponse(hallId: string): Promise<Response> {
  // The same rule as the upstream client, checked here so junk never reaches the data cache.
  if (!ID_PATTERN.test(hallId) || !Number.isSafeInteger(Number(hallId))) {
    return errorResponse(ERROR_CODES.WRONG_ACTIVITY_ID, 404);
  }
  try {
    const events = await getEvents(Number(hallId));
    return Response.json({ events } satisfies EventsBody, {
      headers: { 'Cache-Control': refetchCacheControl() },
    });
  } catch (error) {
    const apiError = toApiError(error, 'eventor');
    return errorResponse(apiError.code, httpStatusFor(apiError));
  }
}
