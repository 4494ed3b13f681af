import { scrape } from '@/lib/metrics';
import { NO_STORE_HEADERS } from '@/lib/cache/cache-control';

// nginx serves it to internal addresses only.
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
