import 'server-only';
import { z } from 'zod';
import { getConfig, getServiceUrls } from '@/lib/config';
import { log } from '@/lib/log/log.mjs';
import { countUpstreamCall, type UpstreamOutcome } from '@/lib/metrics';
import { ApiError, ERROR_CODES, isApiError, type ApiService } from './errors';
import { requestJson, UnusableBodyError, type HttpMethod } from './transport';

/** What every service function accepts besides its own arguments. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * `no-store` for secrets and personal data. Cached reads do not cache the fetch: they keep
   * the parsed value (lib/api/readers.ts), so a failed read is never stored.
   */
  cache?: RequestCache;
}

export type QueryValue = string | number | boolean | undefined;

export interface UpstreamRequest<S extends z.ZodType> extends CallOptions {
  service: ApiService;
  base: 'media' | 'forms';
  /** Starts with `/`; dynamic segments already validated and encoded by the caller. */
  path: string;
  /** The path's shape for metrics, dynamic segments named: `/viewer/info/:hash`. */
  endpoint: string;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  schema: S;
}

/** Options for calls that carry secrets or personal data: never cached anywhere. */
export const NO_STORE = { cache: 'no-store' } as const satisfies CallOptions;

/** Segments after these hold capabilities (viewer tokens, stream-key ids) and stay out of logs. */
const SECRET_SEGMENT_AFTER = new Set(['token', 'keys']);

export function maskPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) =>
      index > 0 && SECRET_SEGMENT_AFTER.has(segments[index - 1] ?? '') ? '***' : segment,
    )
    .join('/');
}

function buildUrl(base: string, path: string, query: Record<string, QueryValue> | undefined) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

function logFailure(entry: {
  service: ApiService;
  method: HttpMethod;
  path: string;
  endpoint: string;
  outcome: UpstreamOutcome;
  code: string;
  status: number;
  durationMs: number;
  issues?: string[];
}) {
  // A known code below 500 is the upstream answering a bad link (an unknown event, a stale
  // token), not an outage: the metrics count it, but a line per answer would let anyone grow the
  // logs with random keys (docs/security.md).
  const expected = entry.code !== ERROR_CODES.UNEXPECTED && entry.status < 500;
  if (expected) return;
  log('error', 'upstream_error', { ...entry, path: maskPath(entry.path) });
}

/** A failed call's outcome label: what went wrong, in a handful of values. */
function failureOutcome(error: ApiError): UpstreamOutcome {
  if (error.cause instanceof UnusableBodyError) return 'invalid_body';
  if (error.code === ERROR_CODES.UNEXPECTED && error.cause !== undefined) {
    // transport.ts passes the fetch error along only when the upstream was not reached.
    const { cause } = error;
    const name = typeof cause === 'object' && cause !== null && 'name' in cause ? cause.name : '';
    return name === 'TimeoutError' ? 'timeout' : 'unreachable';
  }
  return error.status >= 500 ? '5xx' : '4xx';
}

/** The one request core for every upstream call made by the server. */
export async function upstreamRequest<S extends z.ZodType>(
  request: UpstreamRequest<S>,
): Promise<z.output<S>> {
  const { service, path, endpoint } = request;
  const method = request.method ?? 'GET';
  const started = Date.now();
  const init: RequestInit = {};
  if (request.cache) init.cache = request.cache;
  const seconds = () => (Date.now() - started) / 1000;

  try {
    const value = await requestJson({
      url: buildUrl(getServiceUrls()[request.base], path, request.query),
      service,
      method,
      body: request.body,
      schema: request.schema,
      timeoutMs: request.timeoutMs ?? getConfig().API_TIMEOUT_MS,
      signal: request.signal,
      init,
    });
    countUpstreamCall({ service, endpoint, outcome: '2xx' }, seconds());
    return value;
  } catch (error) {
    // A call the caller cancelled (AbortError) is neither a success nor the upstream's failure.
    if (!isApiError(error)) throw error;
    const outcome = failureOutcome(error);
    countUpstreamCall({ service, endpoint, outcome }, seconds());
    logFailure({
      service,
      method,
      path,
      endpoint,
      outcome,
      code: error.code,
      status: error.status,
      durationMs: Date.now() - started,
      issues:
        error.cause instanceof UnusableBodyError && error.cause.issues instanceof z.ZodError
          ? error.cause.issues.issues.slice(0, 5).map((issue) => issue.path.join('.') || '(root)')
          : undefined,
    });
    throw error;
  }
}
