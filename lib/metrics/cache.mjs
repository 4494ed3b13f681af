// @ts-check
import { getMetrics } from './registry.mjs';

/** @param {boolean} up */
export function setRedisUp(up) {
  const metrics = getMetrics();
  if (!metrics) return;
  if (!metrics.registry.getSingleMetric('event_site_cache_redis_up')) {
    metrics.registry.registerMetric(metrics.redisUp);
  }
  metrics.redisUp.set(up ? 1 : 0);
}

export function countFallbackRead() {
  getMetrics()?.fallbackReads.inc();
}

/** @param {'won' | 'lost'} result */
export function countRefreshClaim(result) {
  getMetrics()?.refreshClaims.inc({ result });
}
