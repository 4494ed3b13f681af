import { getConfig, getServiceUrls } from '@/lib/config';
import { checkReadiness, httpProbe, type Probe } from '@/lib/health/readiness';
import { redisProbe } from '@/lib/health/redis-ping';

/**
 * Readiness: 200 when the upstream services answer and, with REDIS_URL, Redis answers PING;
 * 503 naming the failed check otherwise. For deploy gates and load balancers that should stop
 * sending traffic to an instance that cannot render; `/api/health` is liveness.
 */
export const dynamic = 'force-dynamic';

const PROBE_TIMEOUT_MS = 2000;

export async function GET() {
  const config = getConfig();
  const { media, forms } = getServiceUrls();
  const probes: Record<string, Probe> = {
    media: httpProbe(`${media}/`),
    forms: httpProbe(`${forms}/`),
  };
  if (config.REDIS_URL) probes.redis = redisProbe(config.REDIS_URL);
  const readiness = await checkReadiness(probes, {
    timeoutMs: Math.min(config.API_TIMEOUT_MS, PROBE_TIMEOUT_MS),
  });
  return Response.json(readiness, {
    status: readiness.ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
