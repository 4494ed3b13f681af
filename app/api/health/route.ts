/** Liveness: the process is up and serving. Readiness (upstream reachable) is a separate check. */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
