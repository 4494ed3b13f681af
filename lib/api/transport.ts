import {
  ApiError,
  ERROR_CODE_PATTERN,
  STATUS_BAD_GATEWAY,
  STATUS_UNAVAILABLE,
  unexpectedError,
  type ApiService,
} from './errors';

// Shared by server and client, so a failure becomes the same `ApiError`.

/** @internal */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

export type HttpMethod = 'GET' | 'POST';

export interface BodyParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error?: unknown };
}

export function pickBody<B, T>(parser: BodyParser<B>, pick: (body: B) => T): BodyParser<T> {
  return {
    safeParse(value) {
      const parsed = parser.safeParse(value);
      return parsed.success ? { success: true, data: pick(parsed.data) } : { success: false };
    },
  };
}

export interface JsonRequest<T> {
  url: string;
  service: ApiService;
  method: HttpMethod;
  body?: unknown;
  schema: BodyParser<T>;
  timeoutMs: number;
  signal?: AbortSignal;
  init?: RequestInit;
  maxBytes?: number;
}

function abortError(): DOMException {
  return new DOMException('This operation was aborted', 'AbortError');
}

function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), ms);
  return controller.signal;
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  // Browsers before 2024 lack AbortSignal.any.
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

class BodyTooLargeError extends Error {}

async function readText(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get('content-length')) > maxBytes) throw new BodyTooLargeError();
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

// A lone surrogate breaks encodeURIComponent and UTF-8 pages: replaced as upstream data enters.
const SURROGATE = /[\ud800-\udfff]/;
const SURROGATE_OR_PAIR = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;

function wellFormed(_key: string, value: unknown): unknown {
  if (typeof value !== 'string' || !SURROGATE.test(value)) return value;
  // `toWellFormed` is too new for the supported browsers.
  return value.replace(SURROGATE_OR_PAIR, (match) => (match.length === 2 ? match : '\ufffd'));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text, wellFormed) };
  } catch {
    return { ok: false };
  }
}

function errorCodeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('error' in value)) return undefined;
  const { error } = value;
  return typeof error === 'string' && ERROR_CODE_PATTERN.test(error) ? error : undefined;
}

/** A 2xx with an unusable body, which unlike a 5xx may sit in a shared cache. */
export class UnusableBodyError extends Error {
  constructor(readonly issues?: unknown) {
    super('upstream answered 2xx with an unusable body');
    this.name = 'UnusableBodyError';
  }
}

export async function requestJson<T>(request: JsonRequest<T>): Promise<T> {
  const { service, signal: callerSignal } = request;
  if (callerSignal?.aborted) throw abortError();

  const timeout = timeoutSignal(request.timeoutMs);
  const signal = callerSignal ? anySignal([timeout, callerSignal]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      ...request.init,
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
    text = await readText(response, request.maxBytes ?? MAX_BODY_BYTES);
  } catch (error) {
    if (callerSignal?.aborted) throw abortError();
    if (error instanceof BodyTooLargeError) throw unexpectedError(service, STATUS_BAD_GATEWAY);
    throw unexpectedError(service, STATUS_UNAVAILABLE, error);
  }

  const json = parseJson(text);
  if (!response.ok) {
    const code = json.ok ? errorCodeOf(json.value) : undefined;
    if (code) throw new ApiError({ code, service, status: response.status });
    throw unexpectedError(service, response.status);
  }
  if (!json.ok) throw unexpectedError(service, STATUS_BAD_GATEWAY, new UnusableBodyError());

  const parsed = request.schema.safeParse(json.value);
  if (!parsed.success) {
    throw unexpectedError(service, STATUS_BAD_GATEWAY, new UnusableBodyError(parsed.error));
  }
  return parsed.data;
}
