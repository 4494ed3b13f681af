// @ts-check
// The process's one Prometheus registry (docs/operating.md), on `globalThis` so every route bundle
// finds the same metrics.
import client from 'prom-client';

const KEY = Symbol.for('event-site.metrics');

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
    // Registered on its first value: without REDIS_URL a 0 would read as "Redis down".
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

/** @returns {Metrics | undefined} */
export function getMetrics() {
  if (!metricsEnabled()) return undefined;
  const holder = /** @type {{ [KEY]?: Metrics }} */ (/** @type {unknown} */ (globalThis));
  return (holder[KEY] ??= create());
}
