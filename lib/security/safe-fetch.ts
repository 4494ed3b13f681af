import 'server-only';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  RequestFilteringHttpAgent,
  RequestFilteringHttpsAgent,
  type RequestFilteringAgentOptions,
} from 'request-filtering-agent';

// The one way the server fetches an organizer's URL (decision 0210); `ownOrigins` skip the address
// filter, since they give nothing a client lacks.

const SAFE_FETCH_MAX_BYTES = 5 * 1024 * 1024;
const SAFE_FETCH_TIMEOUT_MS = 3000;
const SAFE_FETCH_MAX_REDIRECTS = 2;

type SafeFetchFailure = 'scheme' | 'address' | 'redirect' | 'too-large' | 'timeout' | 'network';

/** @internal */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  ownOrigins?: readonly string[];
  lookup?: LookupFunction;
  /** Test-only (a loopback test server); never set from the environment. */
  testOnlyAllowAddresses?: readonly string[];
}

export interface SafeResponse {
  status: number;
  url: string;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

export type SafeFetcher = (url: string, options?: SafeFetchOptions) => Promise<SafeResponse>;

function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SafeFetchError('scheme', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('scheme', `scheme ${url.protocol} refused`);
  }
  if (url.username || url.password) throw new SafeFetchError('scheme', 'credentials in URL');
  return url;
}

function normalisedOrigin(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

function agentFor(url: URL, options: SafeFetchOptions, own: boolean) {
  const filter: RequestFilteringAgentOptions = own
    ? { allowPrivateIPAddress: true }
    : { allowIPAddressList: [...(options.testOnlyAllowAddresses ?? [])] };
  // No keep-alive: nothing is pooled across hosts or checks.
  return url.protocol === 'https:'
    ? new RequestFilteringHttpsAgent({ ...filter, keepAlive: false })
    : new RequestFilteringHttpAgent({ ...filter, keepAlive: false });
}

function headerMap(response: IncomingMessage): Record<string, string | undefined> {
  const map: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    map[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return map;
}

const isRefusedAddress = (error: Error) => /is not allowed/.test(error.message);

function exchange(
  url: URL,
  options: SafeFetchOptions,
  own: boolean,
  signal: AbortSignal,
  maxBytes: number,
): Promise<SafeResponse> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const agent = agentFor(url, options, own);
    const outgoing = send(
      url,
      {
        method: 'GET',
        agent,
        signal,
        headers: { 'user-agent': 'event-site', ...options.headers },
        ...(options.lookup ? { lookup: options.lookup } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const headers = headerMap(response);
        const declared = Number(headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          outgoing.destroy();
          reject(new SafeFetchError('too-large', `Content-Length ${declared} over ${maxBytes}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > maxBytes) {
            // A missing or lying Content-Length: the count decides.
            outgoing.destroy();
            reject(new SafeFetchError('too-large', `body over ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, url: url.toString(), headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', fail);
        response.on('close', () => {
          if (!response.complete) fail(new Error('response closed early'));
        });
      },
    );
    function fail(error: Error) {
      agent.destroy();
      if (error instanceof SafeFetchError) reject(error);
      else if (signal.aborted) reject(new SafeFetchError('timeout', 'deadline passed'));
      else if (isRefusedAddress(error)) reject(new SafeFetchError('address', error.message));
      else reject(new SafeFetchError('network', error.message));
    }
    outgoing.on('error', fail);
    outgoing.on('close', () => agent.destroy());
    outgoing.end();
  });
}

/** Resolves with any status (the caller judges it); rejects with a `SafeFetchError`. */
export async function safeFetch(
  target: string,
  options: SafeFetchOptions = {},
): Promise<SafeResponse> {
  const maxBytes = options.maxBytes ?? SAFE_FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_MAX_REDIRECTS;
  const signal = AbortSignal.timeout(options.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS);
  const ownOrigins = new Set(
    (options.ownOrigins ?? []).map(normalisedOrigin).filter((origin) => origin !== undefined),
  );
  const first = parseHttpUrl(target);
  let url = first;
  for (let redirects = 0; ; redirects += 1) {
    const response = await exchange(url, options, ownOrigins.has(url.origin), signal, maxBytes);
    const location = response.headers['location'];
    if (response.status < 300 || response.status >= 400 || !location) return response;
    if (redirects >= maxRedirects) {
      throw new SafeFetchError('redirect', `more than ${maxRedirects} redirects`);
    }
    const next = parseHttpUrl(new URL(location, url).toString());
    if (next.origin !== first.origin) {
      throw new SafeFetchError('redirect', `redirect to another origin refused`);
    }
    url = next;
  }
}
