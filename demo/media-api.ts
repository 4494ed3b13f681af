import { renderAsset } from './assets';
import { buildFixtures } from './fixtures';
import type { MediaContext } from './media/context';
import * as eventor from './media/eventor';
import * as engagement from './media/engagement';
import { register } from './media/registrations';
import * as viewer from './media/viewer';
import { DEMO_ERROR_CODES, fail, notFound, type DemoResult } from './responses';
import { getDemoStore } from './store';

/**
 * The embedded media API (docs/upstream-api.md, section 2), as a pure function of the request so Jest can
 * call it without a server. demo/server/router.ts only translates HTTP to this.
 */

export interface DemoRequest {
  method: string;
  /** Path segments after `/demo/media`, e.g. `['eventor', 'public', 'activity', 'demo-online']`. */
  path: readonly string[];
  query?: URLSearchParams;
  body?: unknown;
  /** Builds the absolute URLs of demo-hosted pictures and files. */
  origin?: string;
  /** The clock demo-online's programme follows; tests pin it. */
  now?: Date;
  /** demo-slow stops waiting when this aborts. */
  signal?: AbortSignal;
}

export const DEFAULT_ORIGIN = 'http://127.0.0.1:3000';

type Handler = (ctx: MediaContext) => DemoResult | Promise<DemoResult>;

interface Route {
  method: 'GET' | 'POST';
  /** Segments; `:name` captures one segment into `ctx.params.name`. */
  pattern: readonly string[];
  handle: Handler;
}

const route = (method: Route['method'], path: string, handle: Handler): Route => ({
  method,
  pattern: path.split('/').filter(Boolean),
  handle,
});

const MEDIA_ROUTES: readonly Route[] = [
  route('GET', 'eventor/public/activity/link/:linkId', eventor.getActivityByLink),
  route('GET', 'eventor/public/activity/keys/:keysId', eventor.getStreamKeys),
  route('GET', 'eventor/public/activity/:hash', eventor.getActivity),
  route('GET', 'eventor/public/listevents/:hallId', eventor.listEvents),
  route('GET', 'viewer/info/:hash', viewer.getViewerInfo),
  route('POST', 'viewer/check_subscription', viewer.checkSubscription),
  route('POST', 'viewer/unsubscribe', viewer.unsubscribe),
  route('POST', 'viewer/check_assign', viewer.checkAssign),
  route('POST', 'viewer/unsubscribe_portal', viewer.unsubscribePortal),
  route('GET', 'viewer/activity/:hash/token/:token/certificate', viewer.getCertificate),
  route('GET', 'viewer/public/viewers/list', viewer.listViewers),
  route('GET', 'chat/room/chat_moder_hist', engagement.getChatHistory),
  route('GET', 'polls/last/:activityId', engagement.getLastPoll),
  route('GET', 'statistics/game/activity/:activityId/score', engagement.getToplist),
  // Not in the contract: what the demo registration widget page submits.
  route('POST', 'demo/registrations', register),
];

function match(
  pattern: readonly string[],
  path: readonly string[],
): Record<string, string> | undefined {
  if (pattern.length !== path.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = path[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

export async function handleMediaRequest(request: DemoRequest): Promise<DemoResult> {
  const origin = request.origin ?? DEFAULT_ORIGIN;
  const now = request.now ?? new Date();
  const fixtures = buildFixtures({ origin, now });
  const method = request.method.toUpperCase();

  if (request.path[0] === 'assets') {
    return method === 'GET'
      ? renderAsset(request.path.slice(1), fixtures)
      : fail(405, DEMO_ERROR_CODES.METHOD_NOT_ALLOWED, 'Assets are read-only');
  }

  let pathMatched = false;
  for (const candidate of MEDIA_ROUTES) {
    const params = match(candidate.pattern, request.path);
    if (!params) continue;
    pathMatched = true;
    if (candidate.method !== method) continue;
    return candidate.handle({
      params,
      query: request.query ?? new URLSearchParams(),
      body: request.body,
      origin,
      now,
      signal: request.signal,
      fixtures,
      store: getDemoStore(),
    });
  }
  return pathMatched
    ? fail(405, DEMO_ERROR_CODES.METHOD_NOT_ALLOWED, `${method} is not supported here`)
    : notFound();
}
