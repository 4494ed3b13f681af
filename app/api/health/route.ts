import { NO_STORE_HEADERS } from '@/lib/cache/cache-control';

/** Liveness: the process is up and serving. Readiness (upstream reachable) is a separate check. */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: NO_STORE_HEADERS });
}
