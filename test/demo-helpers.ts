import { handleMediaRequest } from '@/demo/media-api';
import type { DemoResult, JsonResult, JsonValue, RawResult } from '@/demo/responses';

/** Shared by the demo's Jest suites: one pinned clock and origin, and a terse way to call. */

/** 12:30 in UTC+3: demo-online's programme has talks before and after the live one. */
export const TEST_NOW = new Date('2026-11-22T09:30:00Z');
export const TEST_ORIGIN = 'http://demo.test:3000';

export interface CallOptions {
  query?: Record<string, string>;
  body?: unknown;
  now?: Date;
  signal?: AbortSignal;
}

export function media(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<DemoResult> {
  return handleMediaRequest({
    method,
    path: path.split('/').filter(Boolean),
    query: new URLSearchParams(options.query),
    body: options.body,
    origin: TEST_ORIGIN,
    now: options.now ?? TEST_NOW,
    signal: options.signal,
  });
}

export function asJson(result: DemoResult): JsonResult {
  if (result.kind !== 'json') throw new Error(`expected JSON, got ${result.contentType}`);
  return result;
}

export function asRaw(result: DemoResult): RawResult {
  if (result.kind !== 'raw')
    throw new Error(`expected a raw body, got JSON ${JSON.stringify(result.body)}`);
  return result;
}

/** GET/POST and return the JSON body, failing the test when the status differs. */
export async function json(
  method: string,
  path: string,
  options: CallOptions & { status?: number } = {},
): Promise<JsonValue> {
  const result = asJson(await media(method, path, options));
  if (result.status !== (options.status ?? 200)) {
    throw new Error(`${method} ${path}: ${result.status} ${JSON.stringify(result.body)}`);
  }
  return result.body;
}

/** Narrows a JSON value to an object for property access in assertions. */
export function obj(value: JsonValue | undefined): { [key: string]: JsonValue | undefined } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`expected an object, got ${JSON.stringify(value)}`);
  }
  return value;
}

export function arr(value: JsonValue | undefined): JsonValue[] {
  if (!Array.isArray(value)) throw new Error(`expected an array, got ${JSON.stringify(value)}`);
  return value;
}
