import type { ApiService } from './errors';
import { requestJson, type BodyParser, type HttpMethod } from './transport';

/**
 * For client islands calling the product's own `/api/...` routes: failures become the same
 * `ApiError`s the server produces, so the UI shows the same catalogue texts. Isomorphic.
 */

/** Longer than the server's upstream timeout, so the server's own answer normally wins. */
const CLIENT_TIMEOUT_MS = 15_000;

/**
 * A parser loaded on the first request rather than with the page: the served schemas
 * (lib/api/served.ts) are a chunk of their own, out of the first-load JS.
 */
export type ParserLoader<T> = () => Promise<BodyParser<T>>;

export interface FetchJsonOptions<T> {
  /** How the body is checked: a schema, or its loader. */
  schema: BodyParser<T> | ParserLoader<T>;
  /** The upstream service behind the route, for the service-specific error text. */
  service: ApiService;
  signal?: AbortSignal;
  method?: HttpMethod;
  body?: unknown;
  timeoutMs?: number;
}

export async function fetchJson<T>(
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
    schema: typeof schema === 'function' ? await schema() : schema,
    timeoutMs,
    signal,
    init: { credentials: 'same-origin' },
  });
}
