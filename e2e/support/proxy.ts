import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AccessLogEntry, RunningNginx } from '../../scripts/lib/nginx.mjs';

/**
 * Plain HTTP for the specs that go through nginx (behind-nginx, fleet): every header as given
 * (Host included), the body as the bytes on the wire (no decompression), an optional source
 * address (127.0.0.2 is a visitor, not the trusted hop in front of nginx).
 */

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (gzip stays gzip). */
  raw: Buffer;
  /** The body decoded to text (gunzipped first when the answer is gzip). */
  text: string;
}

export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  localAddress?: string;
  timeoutMs?: number;
}

export function rawRequest(origin: string, target: string, options: RawOptions = {}) {
  const url = new URL(target, origin);
  return new Promise<RawReply>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        // A fresh connection per request: concurrency in a test means concurrent connections.
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzip = res.headers['content-encoding'] === 'gzip';
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            text: (gzip ? gunzipSync(raw) : raw).toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${target}: no answer in time`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export const digest = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/** The event name in a landing's heading (assertions print it, not the whole page). */
export function eventTitle(html: string): string | undefined {
  return /<h1 id="event-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

/** `<link rel="canonical">` and `og:url` of a page. */
export function publicUrls(html: string) {
  return {
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
    ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
  };
}

/** Access-log lines for `uri` (path and query as requested). */
export function logFor(nginx: RunningNginx, uri: string): AccessLogEntry[] {
  return nginx.accessLog().filter((entry) => entry.uri === uri);
}

/** How many requests for `uri` nginx passed to an instance (background refreshes included). */
export function upstreamRequests(nginx: RunningNginx, uri: string): number {
  return logFor(nginx, uri).filter((entry) => entry.upstream !== '').length;
}

/** A fresh copy of the demo's flaky event: its own cache entries everywhere, healthy until told. */
export function freshHash(label: string): string {
  return `demo-flaky-${label}${Math.random().toString(36).slice(2, 8)}`;
}
