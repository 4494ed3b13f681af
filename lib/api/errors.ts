/** Upstream failures as values with a code (docs/upstream-api.md, section 1). Isomorphic. */

const API_SERVICES = ['eventor', 'viewer', 'chat', 'polls', 'statistics', 'forms'] as const;
export type ApiService = (typeof API_SERVICES)[number];

export const ERROR_CODES = {
  WRONG_ACTIVITY_ID: 'WRONG_ACTIVITY_ID',
  ACTIVITY_NOT_FOUND: 'ACTIVITY_NOT_FOUND',
  CERTIFICATE_NOT_FOUND: 'CERTIFICATE_NOT_FOUND',
  VIEWER_NOT_FOUND: 'VIEWER_NOT_FOUND',
  TOKEN_INVALID: 'TOKEN_INVALID',
  UNEXPECTED: 'UNEXPECTED',
} as const;

/** SCREAMING_SNAKE_CASE only, so `retry` cannot pick up an unrelated message key. */
export const ERROR_CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;

/** The upstream could not be reached. */
export const STATUS_UNAVAILABLE = 503;
/** The upstream answered with something unusable. */
export const STATUS_BAD_GATEWAY = 502;

export interface SerializedApiError {
  code: string;
  service: ApiService;
  status: number;
}

export class ApiError extends Error {
  readonly code: string;
  readonly service: ApiService;
  readonly status: number;

  constructor(init: SerializedApiError & { message?: string; cause?: unknown }) {
    super(init.message ?? `${init.service}: ${init.code} (${init.status})`, { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code;
    this.service = init.service;
    this.status = init.status;
  }

  toJSON(): SerializedApiError {
    return { code: this.code, service: this.service, status: this.status };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isApiService(value: unknown): value is ApiService {
  return typeof value === 'string' && (API_SERVICES as readonly string[]).includes(value);
}

export function unexpectedError(
  service: ApiService,
  status: number = STATUS_BAD_GATEWAY,
  cause?: unknown,
): ApiError {
  return new ApiError({ code: ERROR_CODES.UNEXPECTED, service, status, cause });
}

export function toApiError(error: unknown, service: ApiService): ApiError {
  if (isApiError(error)) return error;
  const name = error instanceof Error || isDomException(error) ? error.name : undefined;
  const unreachable = name === 'TimeoutError' || name === 'AbortError';
  return unexpectedError(service, unreachable ? STATUS_UNAVAILABLE : STATUS_BAD_GATEWAY, error);
}

function isDomException(value: unknown): value is DOMException {
  return typeof DOMException !== 'undefined' && value instanceof DOMException;
}

export function deserializeApiError(value: unknown): ApiError | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, service, status } = value as Record<string, unknown>;
  if (typeof code !== 'string' || !ERROR_CODE_PATTERN.test(code)) return null;
  if (!isApiService(service)) return null;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) {
    return null;
  }
  return new ApiError({ code, service, status });
}

export function errorMessageKey(
  error: { service: string; code: string },
  has: (key: string) => boolean,
): string {
  if (ERROR_CODE_PATTERN.test(error.code)) {
    const byService = `services.${error.service}.${error.code}`;
    if (isApiService(error.service) && has(byService)) return byService;
    if (has(error.code)) return error.code;
  }
  return 'default';
}

const NOT_FOUND_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.ACTIVITY_NOT_FOUND,
  ERROR_CODES.WRONG_ACTIVITY_ID,
  ERROR_CODES.CERTIFICATE_NOT_FOUND,
  ERROR_CODES.VIEWER_NOT_FOUND,
  ERROR_CODES.TOKEN_INVALID,
]);

export function httpStatusFor(error: { code: string; status: number }): 404 | 502 | 503 {
  if (NOT_FOUND_CODES.has(error.code)) return 404;
  if (error.status === STATUS_UNAVAILABLE || error.status === 504) return 503;
  return 502;
}
