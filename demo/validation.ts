import { formIdSchema, hashSchema, idSchema, tokenSchema } from '@/lib/api/schemas';
import { DEMO_ERROR_CODES, fail, type JsonResult } from './responses';

/**
 * Syntax checks of path and body values, answered the way the contract says an upstream does
 * (400 WRONG_ACTIVITY_ID / TOKEN_INVALID). The patterns are the client's own, so the demo never
 * accepts what the product would have refused to send.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; error: JsonResult };

const wrongId = (what: string): Checked<never> => ({
  ok: false,
  error: fail(400, DEMO_ERROR_CODES.WRONG_ACTIVITY_ID, `Malformed ${what}`),
});

export function checkHash(value: unknown): Checked<string> {
  const result = hashSchema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : wrongId('hash');
}

export function checkId(value: unknown, what = 'id'): Checked<number> {
  const result = idSchema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : wrongId(what);
}

export function checkToken(value: unknown): Checked<string> {
  const result = tokenSchema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: fail(400, DEMO_ERROR_CODES.TOKEN_INVALID, 'Malformed token') };
}

export function checkFormId(value: unknown): Checked<string> {
  const result = formIdSchema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : wrongId('form id');
}

/** A paging value from the query string: absent → `fallback`; otherwise an integer in range. */
export function checkCount(
  value: string | null,
  what: string,
  { fallback, min, max }: { fallback: number; min: number; max: number },
): Checked<number> {
  if (value === null) return { ok: true, value: fallback };
  const number = /^[0-9]{1,9}$/.test(value) ? Number(value) : Number.NaN;
  return number >= min && number <= max ? { ok: true, value: number } : wrongId(what);
}

/** A field that must be a boolean when present. */
export function checkOptionalBoolean(value: unknown, what: string): Checked<boolean | undefined> {
  return value === undefined || typeof value === 'boolean'
    ? { ok: true, value }
    : { ok: false, error: fail(400, DEMO_ERROR_CODES.BAD_REQUEST, `${what} must be a boolean`) };
}

/** The JSON object a POST carries, or an empty one (missing fields are then reported one by one). */
export function bodyObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
