import { Server, ServerResponse, type IncomingMessage } from 'node:http';
import { errorMessageKey } from '@/lib/api/errors';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { recentUpstreamOutage, requestScopes, type UpstreamOutage } from './upstream-outage';

/**
 * Next answers 500 whenever a render throws, and App Router has no way to pick another status or
 * to server-render the error boundary. This hook, installed once per process from
 * `instrumentation.ts`, turns two kinds of those 500s into answers a visitor, a crawler and a
 * load balancer can act on:
 * - a page that failed because the upstream is failing → 502/503 (+ `Retry-After` when it was
 *   unreachable) with a small server-rendered page: the catalogue text and a retry link;
 * - a URL Next cannot decode (`/%E0%A4%A`) → 400 with the same kind of page.
 * Nothing else is touched: successful answers, 404s and client-router (RSC) requests pass as is.
 */

export const RETRY_AFTER_SECONDS = 30;

type Messages = typeof ru;
const CATALOGUES: Record<'ru' | 'en', Messages> = { ru, en };

interface Replacement {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const INSTALLED = Symbol.for('eventum.error-responses.installed');
const REPLACEMENT = Symbol('eventum.error-responses.replacement');
const DECIDED = Symbol('eventum.error-responses.decided');

type TrackedResponse = ServerResponse & {
  [REPLACEMENT]?: Replacement;
  [DECIDED]?: boolean;
};

/** `true` when the raw request target holds a percent sequence that does not decode. */
export function hasMalformedEncoding(url: string | undefined): boolean {
  if (!url) return false;
  try {
    decodeURIComponent(url);
    return false;
  } catch {
    return true;
  }
}

/** The locale a path is in (`as-needed` prefixes: only English carries one). */
export function localeOfPath(url: string | undefined): 'ru' | 'en' {
  return /^\/en(?:[/?#]|$)/.test(url ?? '') ? 'en' : 'ru';
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages.errors;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Catalogue text for an upstream failure, in the path's locale, with Russian as the fallback. */
export function outageText(outage: Pick<UpstreamOutage, 'code' | 'service'>, locale: 'ru' | 'en') {
  const has = (key: string) => lookup(CATALOGUES[locale], key) !== undefined;
  const key = errorMessageKey(outage, has);
  return lookup(CATALOGUES[locale], key) ?? lookup(ru, key) ?? ru.errors.default;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A self-contained page: no scripts, inline styles only, so it renders even when the app's own
 * assets are what is failing. The retry link is the path only, never a host from the request.
 */
export function errorPage({
  locale,
  text,
  retryHref,
  retryLabel,
}: {
  locale: 'ru' | 'en';
  text: string;
  retryHref?: string;
  retryLabel?: string;
}): string {
  const retry =
    retryHref && retryLabel
      ? `<a href="${escapeHtml(retryHref)}">${escapeHtml(retryLabel)}</a>`
      : '';
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(text)}</title><style>body{margin:0;font-family:system-ui,sans-serif;color:#141414;background:#fff}main{max-width:36rem;min-height:70vh;margin:0 auto;padding:1.5rem;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1.5rem;text-align:center}p{font-size:1.125rem;line-height:1.5}a{padding:.625rem 1.25rem;border-radius:.5rem;background:#1d4ed8;color:#fff;font-weight:700;text-decoration:none}a:focus-visible{outline:3px solid #141414;outline-offset:2px}</style></head><body><main id="main" role="alert"><p>${escapeHtml(text)}</p>${retry}</main></body></html>`;
}

/** Same-origin path and query of the request, safe to link back to. */
function retryHrefFor(url: string | undefined): string {
  const raw = url ?? '/';
  // `//host` would be protocol-relative; a path that does not start with one slash goes home.
  return raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : '/';
}

function isClientRouterRequest(request: IncomingMessage | undefined): boolean {
  return request?.headers.rsc === '1' || request?.headers['next-router-prefetch'] === '1';
}

function isApiPath(url: string | undefined): boolean {
  return /^\/api(?:[/?]|$)/.test(url ?? '');
}

/** Decides, from the status Next is about to send, whether the answer gets replaced. */
export function replacementFor(
  statusCode: number,
  request: Pick<IncomingMessage, 'url' | 'headers' | 'method'> | undefined,
  now: number = Date.now(),
): Replacement | undefined {
  if (statusCode !== 500 || !request) return undefined;
  const url = request.url;
  const locale = localeOfPath(url);
  const messages = CATALOGUES[locale];

  if (hasMalformedEncoding(url)) {
    // Nothing to retry: the same bytes fail the same way.
    return htmlReplacement(400, {}, { locale, text: messages.errors.badRequest });
  }

  const outage = recentUpstreamOutage(now);
  if (!outage || isClientRouterRequest(request as IncomingMessage)) return undefined;
  // The embedded demo plays the upstream: its 500s (demo-broken) are the fault, not a symptom.
  if (/^\/demo(?:[/?]|$)/.test(url ?? '')) return undefined;
  const headers: Record<string, string> =
    outage.httpStatus === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {};
  if (isApiPath(url)) {
    const body = Buffer.from(
      JSON.stringify({
        error: { code: outage.code, service: outage.service, status: outage.status },
      }),
    );
    return {
      status: outage.httpStatus,
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      body,
    };
  }
  return htmlReplacement(outage.httpStatus, headers, {
    locale,
    text: outageText(outage, locale),
    retryHref: retryHrefFor(url),
    retryLabel: messages.errors.retry,
  });
}

function htmlReplacement(
  status: number,
  headers: Record<string, string>,
  page: Parameters<typeof errorPage>[0],
): Replacement {
  return {
    status,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
    body: Buffer.from(errorPage(page)),
  };
}

/** Headers of Next's own body that would lie about ours. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'etag', 'transfer-encoding', 'vary'];

/**
 * Patches `ServerResponse` so the decision is made the moment headers are about to go out —
 * explicitly (`writeHead`), or implicitly through `flushHeaders`, `write` or `end`. Once replaced,
 * whatever Next still writes is dropped and `end` sends the replacement body instead.
 */
export function installErrorResponses(): void {
  const proto = ServerResponse.prototype as TrackedResponse & Record<symbol, unknown>;
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;

  // Every request runs in its own scope, so an upstream fault is remembered per request.
  const serverProto = Server.prototype as Server;
  const emit = serverProto.emit;
  serverProto.emit = function emitInScope(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    const call = () => (emit as (...args: unknown[]) => boolean).call(this, event, ...args);
    return event === 'request' ? requestScopes().run({}, call) : call();
  } as typeof serverProto.emit;

  const originalWriteHead = proto.writeHead;
  const originalWrite = proto.write;
  const originalEnd = proto.end;

  const decide = (response: TrackedResponse, statusCode: number) => {
    if (response[DECIDED]) return;
    response[DECIDED] = true;
    const replacement = replacementFor(statusCode, response.req);
    if (!replacement) return;
    response[REPLACEMENT] = replacement;
    for (const name of BODY_HEADERS) response.removeHeader(name);
    response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    for (const [name, value] of Object.entries(replacement.headers)) {
      response.setHeader(name, value);
    }
    response.setHeader('content-length', String(replacement.body.length));
    response.statusCode = replacement.status;
    response.statusMessage = '';
  };

  proto.writeHead = function writeHead(
    this: TrackedResponse,
    statusCode: number,
    ...rest: unknown[]
  ) {
    if (!this.headersSent) decide(this, statusCode);
    const replacement = this[REPLACEMENT];
    if (replacement) {
      // Next's own header arguments describe its body; ours were set in `decide`.
      return originalWriteHead.call(this, replacement.status);
    }
    return (originalWriteHead as (...args: unknown[]) => ServerResponse).call(
      this,
      statusCode,
      ...rest,
    );
  } as typeof proto.writeHead;

  proto.write = function write(this: TrackedResponse, ...args: unknown[]) {
    if (!this.headersSent) decide(this, this.statusCode);
    if (this[REPLACEMENT]) {
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    }
    return (originalWrite as (...args: unknown[]) => boolean).apply(this, args);
  } as typeof proto.write;

  proto.end = function end(this: TrackedResponse, ...args: unknown[]) {
    if (!this.headersSent) decide(this, this.statusCode);
    const replacement = this[REPLACEMENT];
    if (replacement) {
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      const body = this.req?.method === 'HEAD' ? undefined : replacement.body;
      return (originalEnd as (...args: unknown[]) => ServerResponse).call(this, body, callback);
    }
    return (originalEnd as (...args: unknown[]) => ServerResponse).apply(this, args);
  } as typeof proto.end;
}
