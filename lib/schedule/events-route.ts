import 'server-only';
import { ERROR_CODES, httpStatusFor, toApiError } from '@/lib/api/errors';
import { getEvents } from '@/lib/api/readers';
import { ID_PATTERN } from '@/lib/api/schemas';
import type { EventsBody } from '@/lib/api/served';
import { REVALIDATE_SECONDS } from '@/lib/cache/periods.mjs';

/**
 * `GET /api/events/{hallId}`: the schedule island's 60-second refetch. Shared caches may keep an
 * answer for the cache period (30 s) and serve it stale for 60 s more while refreshing, and the upstream call goes
 * through the same tagged data cache as the page, so a crowd watching one event costs the
 * upstream one call per period. Descriptions leave as sanitised HTML, like the page's own.
 */

export const EVENTS_CACHE_CONTROL = `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate=60`;
const NO_STORE = 'no-store';

function errorResponse(code: string, status: number): Response {
  return Response.json({ error: code }, { status, headers: { 'Cache-Control': NO_STORE } });
}

export async function eventsRouteResponse(hallId: string): Promise<Response> {
  // The same rule as the upstream client, checked here so junk never reaches the data cache.
  if (!ID_PATTERN.test(hallId) || !Number.isSafeInteger(Number(hallId))) {
    return errorResponse(ERROR_CODES.WRONG_ACTIVITY_ID, 404);
  }
  try {
    // Sanitised by the reader, like the page's own copy.
    const events = await getEvents(Number(hallId));
    return Response.json({ events } satisfies EventsBody, {
      headers: { 'Cache-Control': EVENTS_CACHE_CONTROL },
    });
  } catch (error) {
    const apiError = toApiError(error, 'eventor');
    return errorResponse(apiError.code, httpStatusFor(apiError));
  }
}
