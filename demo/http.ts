import type { DemoRequest } from './media-api';
import type { DemoResult } from './responses';

/**
 * The thin layer between the demo server's router (demo/server/router.ts) and the pure demo
 * modules: request → `DemoRequest`, `DemoResult` → `Response`. Nothing else in demo/ knows about
 * HTTP.
 */

const NO_STORE = 'no-store';
/** Pictures and files never change within a process; five minutes spares reloads in dev. */
const ASSET_CACHE = 'public, max-age=300';
/** POST bodies of the contract are a few fields; anything bigger is not a demo request. */
const MAX_BODY_BYTES = 64 * 1024;

const COMMON_HEADERS = { 'X-Content-Type-Options': 'nosniff' };

/** A demo JSON answer, never stored. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': NO_STORE,
    },
  });
}

export function toResponse(result: DemoResult): Response {
  if (result.kind === 'json') return jsonResponse(result.status, result.body);
  return new Response(result.text, {
    status: result.status,
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': result.contentType,
      'Cache-Control': result.cacheable && result.status === 200 ? ASSET_CACHE : NO_STORE,
    },
  });
}

/** A page or script of demo/browser (demo/browser-files.ts). */
export function textResponse(text: string, contentType: string): Response {
  return toResponse({ kind: 'raw', status: 200, contentType, text });
}

/**
 * The origin demo fixtures build their absolute URLs from: the demo server's configured public
 * origin (`DEMO_URL`, demo/server/main.ts), never the request's Host header (which a visitor
 * controls) nor the loopback address the site calls.
 */
let publicOrigin = 'http://localhost:3001';

export function setDemoOrigin(origin: string): void {
  publicOrigin = new URL(origin).origin;
}

export function requestOrigin(_request?: Request): string {
  return publicOrigin;
}

/** The JSON body, or `undefined` when it is missing, too large or not JSON (handlers then 400). */
async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return undefined;
  const text = await request.text().catch(() => '');
  if (!text || text.length > MAX_BODY_BYTES) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function toDemoRequest(
  request: Request,
  path: readonly string[],
): Promise<DemoRequest> {
  const url = new URL(request.url);
  return {
    method: request.method,
    path,
    query: url.searchParams,
    body: request.method === 'POST' ? await readJsonBody(request) : undefined,
    origin: requestOrigin(request),
    signal: request.signal,
  };
}
