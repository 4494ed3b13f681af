import 'server-only';
import { LRUCache } from 'lru-cache';
import { getMetrics } from './registry.mjs';

/**
 * What the app's own code paths count (lib/metrics/registry.mjs holds the metrics). Every call
 * is cheap and a no-op with `METRICS=0`; none runs per request on a cached page, only where a
 * page is rendered or the upstream is called.
 */

export type UpstreamOutcome = '2xx' | '4xx' | '5xx' | 'timeout' | 'unreachable' | 'invalid_body';

/** One upstream call. `endpoint` is the path's shape (`/viewer/info/:hash`), never the path. */
export function countUpstreamCall(
  labels: { service: string; endpoint: string; outcome: UpstreamOutcome },
  seconds: number,
): void {
  const metrics = getMetrics();
  if (!metrics) return;
  metrics.upstreamRequests.inc(labels);
  metrics.upstreamDuration.observe({ service: labels.service, endpoint: labels.endpoint }, seconds);
}

/** Families of cached pages: the landing variants, custom domains, the Open Graph card and the calendar feed. */
export type RenderFamily = 'max' | 'landing' | 'min' | 'mid' | 'domain' | 'og' | 'calendar';
export type RenderOutcome = 'ok' | 'not_found' | 'error';

/** Pages this process has rendered, to tell a first render from a periodic re-render. */
const RENDERED = Symbol.for('event-site.rendered-pages');
type Holder = { [RENDERED]?: LRUCache<string, true> };

function renderedPages(): LRUCache<string, true> {
  const holder = globalThis as Holder;
  return (holder[RENDERED] ??= new LRUCache<string, true>({ max: 10_000 }));
}

/**
 * A render of a cached page (a cache miss). `page` names the cached entry (`ru/max/<hash>`) and
 * never becomes a label: it only tells whether this process rendered the page before, which makes
 * the render a revalidation by period.
 */
export function countRender(family: RenderFamily, outcome: RenderOutcome, page: string): void {
  const metrics = getMetrics();
  if (!metrics) return;
  metrics.renders.inc({ family, outcome });
  const pages = renderedPages();
  if (pages.has(page)) metrics.revalidations.inc({ trigger: 'period' });
  else pages.set(page, true);
}

/** `count` tags expired on demand (POST /api/revalidate). */
export function countTagRevalidations(count: number): void {
  getMetrics()?.revalidations.inc({ trigger: 'tag' }, count);
}

/** The release this process runs, as `event_site_build_info`'s labels. */
export function setBuildInfo(info: { version: string; buildId: string }): void {
  getMetrics()?.buildInfo.set(
    { version: info.version, build_id: info.buildId, node_version: process.version },
    1,
  );
}

/** The Prometheus text exposition of this process's registry; `undefined` with `METRICS=0`. */
export async function scrape(): Promise<{ contentType: string; body: string } | undefined> {
  const metrics = getMetrics();
  if (!metrics) return undefined;
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

/**
 * Runs a cached page's render and counts it: `ok`, `not_found` when `render` finds nothing
 * (`undefined`), `error` when it throws (rethrown: Next keeps serving the last good copy).
 */
export async function countedRender<T>(
  family: RenderFamily,
  page: string,
  render: () => Promise<T | undefined>,
): Promise<T | undefined> {
  let result: T | undefined;
  try {
    result = await render();
  } catch (error) {
    countRender(family, 'error', page);
    throw error;
  }
  countRender(family, result === undefined ? 'not_found' : 'ok', page);
  return result;
}
