import { scrape } from '@/lib/metrics';

/**
 * This instance's metrics in Prometheus's text format (docs/operating.md). The nginx config
 * serves it to internal addresses only; scrape each instance directly. 404 with `METRICS=0`.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const metrics = await scrape();
  if (!metrics) {
    return Response.json(
      { error: 'NOT_FOUND' },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return new Response(metrics.body, {
    headers: { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' },
  });
}
