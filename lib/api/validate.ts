import { ApiError, ERROR_CODES, type ApiService } from './errors';
import { formIdSchema, hashSchema, idSchema, tokenSchema } from './schemas';

// A malformed hash, id or token never reaches the upstream and fails like its `WRONG_ACTIVITY_ID`.

const BAD_REQUEST = 400;

function rejected(service: ApiService, code: string): ApiError {
  return new ApiError({ code, service, status: BAD_REQUEST });
}

export function parseHash(value: unknown, service: ApiService): string {
  const result = hashSchema.safeParse(value);
  if (!result.success) throw rejected(service, ERROR_CODES.WRONG_ACTIVITY_ID);
  return result.data;
}

export function parseId(value: unknown, service: ApiService): number {
  const result = idSchema.safeParse(value);
  if (!result.success) throw rejected(service, ERROR_CODES.WRONG_ACTIVITY_ID);
  return result.data;
}

export function parseToken(value: unknown, service: ApiService): string {
  const result = tokenSchema.safeParse(value);
  if (!result.success) throw rejected(service, ERROR_CODES.TOKEN_INVALID);
  return result.data;
}

export function parseFormId(value: unknown): string {
  const result = formIdSchema.safeParse(value);
  if (!result.success) throw rejected('forms', ERROR_CODES.WRONG_ACTIVITY_ID);
  return result.data;
}

export function parseCount(
  value: unknown,
  service: ApiService,
  { min, max }: { min: number; max: number },
): number {
  const number = typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw rejected(service, ERROR_CODES.WRONG_ACTIVITY_ID);
  }
  return number;
}
