import { ERROR_CODES, httpStatusFor, toApiError } from '@/lib/api/errors';
import { getRegistrationInfo } from '@/lib/api/readers';
import { HASH_PATTERN } from '@/lib/api/schemas';
import { withRequestId } from '@/lib/log/log.mjs';

/**
 * Registration state for client refetches (`useRegistrationInfo`). The upstream read goes
 * through the tagged reader (`getViewerInfo` with a 10 s data cache), and the answer carries
 * shared-cache headers, so a crowd on one landing costs the upstream one call per period.
 */

const SHARED_CACHE = 'public, s-maxage=10, stale-while-revalidate=30';
const NO_STORE = 'no-store';

export async function GET(request: Request, { params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  if (!HASH_PATTERN.test(hash)) {
    return Response.json(
      { error: ERROR_CODES.WRONG_ACTIVITY_ID },
      { status: 404, headers: { 'Cache-Control': NO_STORE } },
    );
  }
  try {
    const { isRegistrationActive } = await withRequestId(request, () => getRegistrationInfo(hash));
    return Response.json({ isRegistrationActive }, { headers: { 'Cache-Control': SHARED_CACHE } });
  } catch (error) {
    const apiError = toApiError(error, 'viewer');
    return Response.json(
      { error: apiError.code },
      { status: httpStatusFor(apiError), headers: { 'Cache-Control': NO_STORE } },
    );
  }
}
