// @ts-check
/**
 * The process's one Prometheus registry (prom-client) and every metric the product exports
 * (docs/operating.md lists them). Plain JS because the fleet cache handler
 * (lib/cache/cache-handler.mjs) is loaded by Node outside Next's bundles and counts here too.
 *
 * One registry per process although Next bundles each route separately: prom-client is a
 * `serverExternalPackages` entry (next.config.mjs), so every bundle requires the same copy from
 * node_modules, and the metric objects live on `globalThis` under a `Symbol.for` key, so even a
 * second copy of this module (or of prom-client) finds the first one's metrics.
 *
 * `METRICS=0` turns all of it off: nothing is created, every count is a no-op and
 * `/api/metrics` answers 404 (the bench compares both).
 */
import client from 'prom-client';

const KEY = Symbol.for('event-site.metrics');

/** Upstream calls answered within these (seconds); the timeout is 5 s by default. */
const UPSTREAM_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** @returns {boolean} */
function metricsEnabled() {
  return process.env.METRICS?.trim() !== '0';
}

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    upstreamRequests: new client.Counter({
      name: 'event_site_upstream_requests_total',
      help: 'Upstream API calls by service, endpoint shape and outcome (2xx, 4xx, 5xx, timeout, unreachable, invalid_body).',
      labelNames: /** @type {const} */ (['service', 'endpoint', 'outcome']),
      registers,
    }),
    upstreamDuration: new client.Histogram({
      name: 'event_site_upstream_request_duration_seconds',
      help: 'Duration of upstream API calls, whatever their outcome.',
      labelNames: /** @type {const} */ (['service', 'endpoint']),
      buckets: UPSTREAM_BUCKETS,
      registers,
    }),
    renders: new client.Counter({
      name: 'event_site_renders_total',
      help: 'Renders of cached pages (each one a cache miss) by route family and outcome (ok, not_found, error).',
      labelNames: /** @type {const} */ (['family', 'outcome']),
      registers,
    }),
    revalidations: new client.Counter({
      name: 'event_site_revalidations_total',
      help: 'Revalidations by trigger: period (a page this process had rendered, rendered again) or tag (POST /api/revalidate).',
      labelNames: /** @type {const} */ (['trigger']),
      registers,
    }),
    // Registered on its first value (lib/metrics/cache.mjs): an instance without REDIS_URL
    // exports no Redis gauge rather than a 0 that reads as "Redis down".
    redisUp: new client.Gauge({
      name: 'event_site_cache_redis_up',
      help: '1 while the shared cache (Redis) is reachable, 0 while this instance serves from its local fallback.',
      registers: [],
    }),
    fallbackReads: new client.Counter({
      name: 'event_site_cache_fallback_reads_total',
      help: 'Cache reads answered by the local fallback because Redis was unreachable.',
      registers,
    }),
    refreshClaims: new client.Counter({
      name: 'event_site_cache_refresh_claims_total',
      help: 'Refresh claims on stale shared entries: won (this instance re-renders) or lost (another one does).',
      labelNames: /** @type {const} */ (['result']),
      registers,
    }),
    buildInfo: new client.Gauge({
      name: 'event_site_build_info',
      help: 'Always 1; the labels name the running release.',
      labelNames: /** @type {const} */ (['version', 'build_id', 'node_version']),
      registers,
    }),
  };
}

/** @typedef {ReturnType<typeof create>} Metrics */

/**
 * The process's metrics, created on first use; `undefined` with `METRICS=0`.
 * @returns {Metrics | undefined}
 */
export function getMetrics() {
  if (!metricsEnabled()) return undefined;
  const holder = /** @type {{ [KEY]?: Metrics }} */ (/** @type {unknown} */ (globalThis));
  return (holder[KEY] ??= create());
}
