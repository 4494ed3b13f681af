// @ts-check
/**
 * What the fleet cache handler (lib/cache/cache-handler.mjs, lib/cache/fleet.mjs) reports: one
 * call per event, each a no-op with `METRICS=0`.
 */
import { getMetrics } from './registry.mjs';

/** Redis became reachable (`true`) or unreachable (`false`). @param {boolean} up */
export function setRedisUp(up) {
  const metrics = getMetrics();
  if (!metrics) return;
  if (!metrics.registry.getSingleMetric('event_site_cache_redis_up')) {
    metrics.registry.registerMetric(metrics.redisUp);
  }
  metrics.redisUp.set(up ? 1 : 0);
}

/** A read Redis could not answer went to the local fallback. */
export function countFallbackRead() {
  getMetrics()?.fallbackReads.inc();
}

/** A stale shared entry: this instance refreshes it (`won`) or another one does (`lost`). @param {'won' | 'lost'} result */
export function countRefreshClaim(result) {
  getMetrics()?.refreshClaims.inc({ result });
}
