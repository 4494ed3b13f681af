import { ERROR_CODES } from '@/lib/api/errors';

/**
 * What a demo handler answers, before it becomes an HTTP `Response`: plain data, so Jest can
 * assert on it without a server. JSON bodies are API answers (never cached); raw bodies are
 * assets, pages and the deliberately broken answer of demo-broken.
 */

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined };

export interface JsonResult {
  kind: 'json';
  status: number;
  body: JsonValue;
}

export interface RawResult {
  kind: 'raw';
  status: number;
  contentType: string;
  text: string;
  /** Assets may be cached briefly; everything else is `no-store`. */
  cacheable?: boolean;
}

export type DemoResult = JsonResult | RawResult;

/** Error codes the demo answers with: the contract's, plus a few for requests it cannot route. */
export const DEMO_ERROR_CODES = {
  ...ERROR_CODES,
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  BAD_REQUEST: 'BAD_REQUEST',
  FORM_NOT_FOUND: 'FORM_NOT_FOUND',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  REGISTRATION_CLOSED: 'REGISTRATION_CLOSED',
  /** Not sent to anyone: the caller aborted before demo-slow answered. */
  CLIENT_CLOSED_REQUEST: 'CLIENT_CLOSED_REQUEST',
} as const;

export type DemoErrorCode = (typeof DEMO_ERROR_CODES)[keyof typeof DEMO_ERROR_CODES];

/**
 * Round-trips through JSON so `undefined` fields vanish exactly as they would on the wire, and
 * the typed fixtures become a `JsonValue` without a cast.
 */
export function ok(body: object): JsonResult {
  return { kind: 'json', status: 200, body: JSON.parse(JSON.stringify(body)) as JsonValue };
}

export function fail(
  status: number,
  error: DemoErrorCode,
  message: string,
  extra: { [key: string]: JsonValue } = {},
): JsonResult {
  return { kind: 'json', status, body: { error, message, ...extra } };
}

export function raw(
  contentType: string,
  text: string,
  { status = 200, cacheable = false }: { status?: number; cacheable?: boolean } = {},
): RawResult {
  return { kind: 'raw', status, contentType, text, cacheable };
}

export const notFound = (message = 'No such demo endpoint'): JsonResult =>
  fail(404, DEMO_ERROR_CODES.NOT_FOUND, message);

export const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
} as const;
