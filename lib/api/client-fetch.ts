import type { ApiService } from './errors';
import { requestJson, type BodyParser, type HttpMethod } from './transport';

/**
 * For client islands calling the product's own `/api/...` routes: failures become the same
 * `ApiError`s the server produces, so the UI shows the same catalogue texts. Isomorphic.
 */

/** Longer than the server's upstream timeout, so the server's own answer normally wins. */
export const CLIENT_TIMEOUT_MS = 15_000;

export interface FetchJsonOptions<T> {
  /** A zod schema, or a small hand-written parser where zod should stay out of the bundle. */
  schema: BodyParser<T>;
  /** The upstream service behind the route, for the service-specific error text. */
  service: ApiService;
  signal?: AbortSignal;
  method?: HttpMethod;
  body?: unknown;
  timeoutMs?: number;
}

export function fetchJson<T>(
  url: string,
  {
    schema,
    service,
    signal,
    method = 'GET',
    body,
    timeoutMs = CLIENT_TIMEOUT_MS,
  }: FetchJsonOptions<T>,
): Promise<T> {
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
