import { getConfig, getServiceUrls } from '@/lib/config';
import {
  checkReadiness,
  httpProbe,
  publicReadiness,
  sharedReadiness,
  type Probe,
} from '@/lib/health/readiness';
import { redisProbe } from '@/lib/health/redis-ping';
import { NO_STORE_HEADERS } from '@/lib/cache/cache-control';

// Why a check failed is logged, not published; `/api/health` is liveness.
export const dynamic = 'force-dynamic';

const PROBE_TIMEOUT_MS = 2000;

async function probeAll() {
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
  for (const [name, check] of Object.entries(readiness.checks)) {
    if (!check.ok) console.warn(`[ready] ${name} failed after ${check.ms} ms: ${check.error}`);
  }
  return readiness;
}

const ready = sharedReadiness(probeAll, { ttlMs: 1000 });

export async function GET() {
  const readiness = await ready();
  return Response.json(publicReadiness(readiness), {
    status: readiness.ok ? 200 : 503,
    headers: NO_STORE_HEADERS,
  });
}
