import type { z } from 'zod';
import type { ApiService } from './errors';
import { requestJson, type HttpMethod } from './transport';

/**
 * For client islands calling the product's own `/api/...` routes: failures become the same
 * `ApiError`s the server produces, so the UI shows the same catalogue texts. Isomorphic.
 */

/** Longer than the server's upstream timeout, so the server's own answer normally wins. */
export const CLIENT_TIMEOUT_MS = 15_000;

export interface FetchJsonOptions<S extends z.ZodType> {
  schema: S;
  /** The upstream service behind the route, for the service-specific error text. */
  service: ApiService;
  signal?: AbortSignal;
  method?: HttpMethod;
  body?: unknown;
  timeoutMs?: number;
}

export function fetchJson<S extends z.ZodType>(
  url: string,
  {
    schema,
    service,
    signal,
    method = 'GET',
    body,
    timeoutMs = CLIENT_TIMEOUT_MS,
  }: FetchJsonOptions<S>,
): Promise<z.output<S>> {
  return requestJson({
    url,
    service,
    method,
    body,
    schema,
    timeoutMs,
    signal,
    init: { credentials: 'same-origin' },
  });
}
