import type { ApiService } from './errors';
import { requestJson, type BodyParser, type HttpMethod } from './transport';

// Our `/api/...` routes fail with the server's `ApiError`s, so the UI shows the same texts.

const CLIENT_TIMEOUT_MS = 15_000;

/** Loaded on the first request, keeping the served schemas out of the first-load JS. */
export type ParserLoader<T> = () => Promise<BodyParser<T>>;

export interface FetchJsonOptions<T> {
  schema: BodyParser<T> | ParserLoader<T>;
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
