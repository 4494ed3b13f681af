import { scrape } from '@/lib/metrics';
import { NO_STORE_HEADERS } from '@/lib/cache/cache-control';

/**
 * This instance's metrics in Prometheus's text format (docs/operating.md). The nginx config
 * serves it to internal addresses only; scrape each instance directly. 404 with `METRICS=0`.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const metrics = await scrape();
  if (!metrics) {
    return Response.json({ error: 'NOT_FOUND' }, { status: 404, headers: NO_STORE_HEADERS });
  }
  return new Response(metrics.body, {
    headers: { 'Content-Type': metrics.contentType, ...NO_STORE_HEADERS },
  });
}
