import { ERROR_CODES, httpStatusFor, toApiError } from '@/lib/api/errors';
import { getRegistrationInfo } from '@/lib/api/readers';
import { HASH_PATTERN } from '@/lib/api/schemas';
import type { RegistrationInfoBody } from '@/lib/api/served';
import { NO_STORE_HEADERS } from '@/lib/cache/cache-control';
import { withRequestId } from '@/lib/log/log.mjs';
import { foreignEventResponse } from '@/lib/routing/tenant';
import { refetchCacheControl } from '@/lib/schedule/events-route';

/** The tagged reader and shared-cache headers: a crowd costs the upstream one call per period. */

export async function GET(request: Request, { params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  if (!HASH_PATTERN.test(hash)) {
    return Response.json(
      { error: ERROR_CODES.WRONG_ACTIVITY_ID },
      { status: 404, headers: NO_STORE_HEADERS },
    );
  }
  const foreign = await foreignEventResponse(request, { hash });
  if (foreign) return foreign;
  try {
    const { isRegistrationActive } = await withRequestId(request, () => getRegistrationInfo(hash));
    return Response.json({ isRegistrationActive } satisfies RegistrationInfoBody, {
      headers: { 'Cache-Control': refetchCacheControl() },
    });
  } catch (error) {
    const apiError = toApiError(error, 'viewer');
    return Response.json(
      { error: apiError.code },
      { status: httpStatusFor(apiError), headers: NO_STORE_HEADERS },
    );
  }
}
