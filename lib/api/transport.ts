import {
  ApiError,
  ERROR_CODE_PATTERN,
  STATUS_BAD_GATEWAY,
  STATUS_UNAVAILABLE,
  unexpectedError,
  type ApiService,
} from './errors';

/**
 * The request/response mapping shared by the server client (`http.ts`) and client islands
 * (`client-fetch.ts`), so both turn the same failure into the same `ApiError`. Isomorphic.
 */

/** Larger bodies are an upstream fault, not something to buffer into memory. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

export type HttpMethod = 'GET' | 'POST';

/**
 * What a response body is checked with: the upstream's zod schemas on the server
 * (lib/api/schemas.ts), our routes' zod/mini schemas in the browser (lib/api/served.ts, loaded
 * with the first request).
 */
export interface BodyParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error?: unknown };
}

/** `parser`'s check, handing on the part of the body the caller keeps (`{ poll }` → the poll). */
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
  /** Extra `fetch` options (`cache`, `credentials`), passed through untouched. */
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

/**
 * JSON may carry a lone surrogate (`"\ud800"`), which no UTF-8 page can hold and on which
 * `encodeURIComponent` throws (a calendar link, an Open Graph URL): every string is made
 * well-formed here, where upstream data enters, with U+FFFD in its place.
 */
const SURROGATE = /[\ud800-\udfff]/;
const SURROGATE_OR_PAIR = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;

function wellFormed(_key: string, value: unknown): unknown {
  if (typeof value !== 'string' || !SURROGATE.test(value)) return value;
  // A pair stays; a half alone is replaced (String.prototype.toWellFormed is too new for the
  // browsers client islands support).
  return value.replace(SURROGATE_OR_PAIR, (match) => (match.length === 2 ? match : '\ufffd'));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text, wellFormed) };
  } catch {
    return { ok: false };
  }
}

/** The contract's failure body `{ error: "CODE" }`; only upper-case codes are trusted. */
function errorCodeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('error' in value)) return undefined;
  const { error } = value;
  return typeof error === 'string' && ERROR_CODE_PATTERN.test(error) ? error : undefined;
}

/**
 * A 2xx answer whose body is not JSON or does not match the schema. Unlike a 5xx, such an answer
 * may sit in a shared HTTP/fetch cache, which is why callers can tell it apart (`cause`).
 */
export class UnusableBodyError extends Error {
  constructor(readonly issues?: unknown) {
    super('upstream answered 2xx with an unusable body');
    this.name = 'UnusableBodyError';
  }
}

/**
 * Performs one JSON call. Resolves with the parsed, schema-checked body; rejects with an
 * `ApiError`, or with an `AbortError` when the caller's own signal cancelled the call.
 */
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
    // What is left is a timeout or a network failure: the upstream was not reached.
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
