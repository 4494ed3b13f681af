import 'server-only';
import { z } from 'zod';
import { getConfig, getServiceUrls } from '@/lib/config';
import { log } from '@/lib/log/log.mjs';
import { countUpstreamCall, type UpstreamOutcome } from '@/lib/metrics';
import { ApiError, ERROR_CODES, isApiError, type ApiService } from './errors';
import { requestJson, UnusableBodyError, type HttpMethod } from './transport';

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Cached reads keep the parsed value (readers.ts), so a failed read is never stored. */
  cache?: RequestCache;
}

type QueryValue = string | number | boolean | undefined;

export interface UpstreamRequest<S extends z.ZodType> extends CallOptions {
  service: ApiService;
  base: 'media' | 'forms';
  /** Segments already validated and encoded by the caller. */
  path: string;
  /** For metrics: `/viewer/info/:hash`. */
  endpoint: string;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  schema: S;
}

export const NO_STORE = { cache: 'no-store' } as const satisfies CallOptions;

/** Segments after these hold capabilities and stay out of logs. */
const SECRET_SEGMENT_AFTER = new Set(['token', 'keys']);

/** @internal */
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
  // A known code below 500 is a bad link, not an outage: logging each would let anyone grow logs.
  const expected = entry.code !== ERROR_CODES.UNEXPECTED && entry.status < 500;
  if (expected) return;
  log('error', 'upstream_error', { ...entry, path: maskPath(entry.path) });
}

function failureOutcome(error: ApiError): UpstreamOutcome {
  if (error.cause instanceof UnusableBodyError) return 'invalid_body';
  if (error.code === ERROR_CODES.UNEXPECTED && error.cause !== undefined) {
    const { cause } = error;
    const name = typeof cause === 'object' && cause !== null && 'name' in cause ? cause.name : '';
    return name === 'TimeoutError' ? 'timeout' : 'unreachable';
  }
  return error.status >= 500 ? '5xx' : '4xx';
}

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
    // A cancelled call is neither a success nor the upstream's failure.
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
