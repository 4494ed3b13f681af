import 'server-only';
import { LRUCache } from 'lru-cache';
import type { LandingVariant } from '@/lib/routing/routes.mjs';
import { getMetrics } from './registry.mjs';

// None of these runs per request on a cached page, only where a page renders or upstream is called.

export type UpstreamOutcome = '2xx' | '4xx' | '5xx' | 'timeout' | 'unreachable' | 'invalid_body';

/** `endpoint` is the path's shape (`/viewer/info/:hash`), never the path. */
export function countUpstreamCall(
  labels: { service: string; endpoint: string; outcome: UpstreamOutcome },
  seconds: number,
): void {
  const metrics = getMetrics();
  if (!metrics) return;
  metrics.upstreamRequests.inc(labels);
  metrics.upstreamDuration.observe({ service: labels.service, endpoint: labels.endpoint }, seconds);
}

export type RenderFamily = LandingVariant | 'domain' | 'og' | 'calendar';
export type RenderOutcome = 'ok' | 'not_found' | 'error';

/** Tells a first render from a periodic re-render. */
const RENDERED = Symbol.for('event-site.rendered-pages');
type Holder = { [RENDERED]?: LRUCache<string, true> };

function renderedPages(): LRUCache<string, true> {
  const holder = globalThis as Holder;
  return (holder[RENDERED] ??= new LRUCache<string, true>({ max: 10_000 }));
}

/** `page` never becomes a label: it only tells whether this render is a revalidation. */
export function countRender(family: RenderFamily, outcome: RenderOutcome, page: string): void {
  const metrics = getMetrics();
  if (!metrics) return;
  metrics.renders.inc({ family, outcome });
  const pages = renderedPages();
  if (pages.has(page)) metrics.revalidations.inc({ trigger: 'period' });
  else pages.set(page, true);
}

export function countTagRevalidations(count: number): void {
  getMetrics()?.revalidations.inc({ trigger: 'tag' }, count);
}

export function setBuildInfo(info: { version: string; buildId: string }): void {
  getMetrics()?.buildInfo.set(
    { version: info.version, build_id: info.buildId, node_version: process.version },
    1,
  );
}

export async function scrape(): Promise<{ contentType: string; body: string } | undefined> {
  const metrics = getMetrics();
  if (!metrics) return undefined;
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

/** `error` is rethrown: Next keeps serving the last good copy. */
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
