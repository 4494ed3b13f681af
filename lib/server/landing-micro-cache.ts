import {
  Server,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';

/**
 * A one-second micro-cache for the public landing URLs, in front of Next's router.
 *
 * Next already caches the landing HTML per hash (ISR), but every hit still walks its router,
 * rewrites, request tracing and response pipeline: on a 2-core machine that caps a hot landing at
 * a fraction of what the same server does for a static file (`npm run bench`). When a crowd opens
 * one event, the answers within one second are byte-for-byte the same cached document, so the
 * first one is kept for `MICRO_CACHE_TTL_MS` and replayed — exactly what a CDN in front would do,
 * for deployments without one. It never changes what is served: only answers Next marked as
 * publicly cacheable (`s-maxage`, no `Set-Cookie`, status 200) are kept, per URL and content
 * encoding, and client-router (RSC) requests always go to Next. On-demand revalidation clears it
 * (`purgeLandingMicroCache`), so the extra staleness is at most one second on other instances.
 */

/** The default time to live; `MICRO_CACHE_TTL_MS` (lib/config) sets it, 0 turns the cache off. */
export const MICRO_CACHE_TTL_MS = 1_000;
let ttlMs = MICRO_CACHE_TTL_MS;
/** Bounds memory: a landing is ~120 kB, so at most a few tens of MB. */
export const MICRO_CACHE_MAX_ENTRIES = 200;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** `/max`, `/landing`, `/min`, `/mid`, optionally English-prefixed, with the event in the query. */
const LANDING_URL =
  /^\/(?:en\/)?(?:max|landing|min|mid)\?(?:[^#]*&)?hash=[A-Za-z0-9_-]{1,64}(?:&|$)/;

/** Request headers that turn a page request into something else (client-router payloads). */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];

/**
 * A client that asks caches not to answer from storage (`Cache-Control: no-cache`, a hard reload)
 * gets Next's own answer, as from any HTTP cache; `npm run bench` uses it to measure Next alone.
 */
function asksToBypass(headers: IncomingMessage['headers']): boolean {
  return /no-cache|no-store|max-age=0/.test(
    `${headers['cache-control'] ?? ''} ${headers.pragma ?? ''}`,
  );
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
}

/**
 * Shared through `globalThis`: Next bundles instrumentation (which installs the cache) and the
 * revalidation route (which purges it) into separate chunks, each with its own module scope.
 */
const STORE = Symbol.for('eventum.landing-micro-cache.entries');
const entries: Map<string, Entry> = ((globalThis as Record<symbol, unknown>)[STORE] ??= new Map<
  string,
  Entry
>()) as Map<string, Entry>;

export function purgeLandingMicroCache(): void {
  entries.clear();
}

/** The encoding Next's compression would pick for this request; part of the key. */
export function encodingKey(acceptEncoding: string | string[] | undefined): string {
  const value = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding) ?? '';
  const accepted = value
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/;\s*q=0(?:\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('gzip') || accepted.includes('*')) return 'gzip';
  if (accepted.includes('deflate')) return 'deflate';
  return 'identity';
}

/** The cache key for a request, or `undefined` when it must go to Next. */
export function microCacheKey(
  request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = request.url ?? '';
  if (!LANDING_URL.test(url)) return undefined;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return undefined;
  if (asksToBypass(request.headers)) return undefined;
  return `${url}\n${encodingKey(request.headers['accept-encoding'])}`;
}

/**
 * Only what Next itself served from its cache and marked as shareable is kept, so a replay
 * never claims more than Next did (a first render, `MISS`, is not replayed).
 */
export function isStorable(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  if (!/^(?:HIT|STALE)$/.test(String(headers['x-nextjs-cache'] ?? ''))) return false;
  const cacheControl = String(headers['cache-control'] ?? '');
  return /(?:^|[,\s])s-maxage=\d+/.test(cacheControl) && !/private|no-store/.test(cacheControl);
}

export function lookup(key: string, now: number = Date.now()): Entry | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (now - entry.storedAt >= ttlMs || now < entry.storedAt) {
    entries.delete(key);
    return undefined;
  }
  return entry;
}

export function store(key: string, entry: Entry): void {
  if (entry.body.length > MAX_BODY_BYTES) return;
  entries.delete(key);
  entries.set(key, entry);
  while (entries.size > MICRO_CACHE_MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
}

/** Marks replayed answers, so operators (and tests) can tell them from Next's own. */
export const MICRO_CACHE_HEADER = 'x-micro-cache';

function replay(response: ServerResponse, entry: Entry, method: string | undefined): void {
  response.writeHead(entry.status, { ...entry.headers, [MICRO_CACHE_HEADER]: 'HIT' });
  response.end(method === 'HEAD' ? undefined : entry.body);
}

/**
 * Records what Next writes. Installed on the response before Next sees it, so Next's compression
 * (which wraps `write`/`end` later) hands this recorder the bytes that go on the wire.
 */
function record(response: ServerResponse, key: string, method: string | undefined): void {
  if (method !== 'GET') return;
  const chunks: Buffer[] = [];
  let size = 0;
  let broken = false;
  const write = response.write;
  const end = response.end;

  const collect = (chunk: unknown, encoding: unknown) => {
    if (broken || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : undefined;
    if (!buffer) {
      broken = true;
      return;
    }
    size += buffer.length;
    if (size > MAX_BODY_BYTES) broken = true;
    else chunks.push(buffer);
  };

  response.write = function recordingWrite(this: ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1]);
    return (write as (...args: unknown[]) => boolean).apply(this, args);
  } as typeof response.write;

  response.end = function recordingEnd(this: ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1]);
    const result = (end as (...args: unknown[]) => ServerResponse).apply(this, args);
    const headers = this.getHeaders();
    if (!broken && isStorable(this.statusCode, headers)) {
      store(key, {
        status: this.statusCode,
        headers,
        body: Buffer.concat(chunks),
        storedAt: Date.now(),
      });
    }
    return result;
  } as typeof response.end;
}

const INSTALLED = Symbol.for('eventum.landing-micro-cache.installed');

/**
 * Hooks `request` events of every HTTP server in the process (Next creates its server before
 * instrumentation runs, so its constructor cannot be wrapped).
 */
export function installLandingMicroCache(timeToLiveMs: number = MICRO_CACHE_TTL_MS): void {
  ttlMs = timeToLiveMs;
  const proto = Server.prototype as Server & Record<symbol, unknown>;
  if (ttlMs <= 0 || proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function emitWithMicroCache(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const key = microCacheKey(request);
      if (key) {
        const hit = lookup(key);
        if (hit) {
          replay(response, hit, request.method);
          return true;
        }
        record(response, key, request.method);
      }
    }
    return (emit as (...args: unknown[]) => boolean).call(this, event, ...args);
  } as typeof proto.emit;
}
