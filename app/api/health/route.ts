import { NO_STORE_HEADERS } from '@/lib/cache/cache-control';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: NO_STORE_HEADERS });
}
