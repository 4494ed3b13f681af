import useSWR from 'swr';
import { fetchJson } from '@/lib/api/client-fetch';
import type { ApiError, ApiService } from '@/lib/api/errors';
import type { BodyParser } from '@/lib/api/transport';

export interface UseLiveResult<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
}

export interface LiveOptions<T> {
  parser: BodyParser<T>;
  service: ApiService;
  refreshMs: number;
  /** The server render's data: shown at once, and kept when a refresh fails. */
  fallbackData?: T;
}

/**
 * The url for the refresh at `now`: a `beat` parameter that changes once per period. The routes
 * answer with `s-maxage` + `stale-while-revalidate`, and browsers apply the latter too, which
 * would show every refresh one beat late from their own cache. A new url per beat keeps the
 * browser cache out, while every screen in the same beat still asks a shared cache the same url.
 */
export function beatUrl(url: string, refreshMs: number, now: number = Date.now()): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}beat=${Math.floor(now / refreshMs)}`;
}

/**
 * A resource an organizer screen keeps live (questions, poll results, rating) through the
 * product's own cached route. The server render's data is fresh, so there is no request on
 * mount, only one per beat; a failed beat leaves the data as it was and reports `error`. A
 * `null` url turns the hook off.
 */
export function useLiveResource<T>(
  url: string | null,
  { parser, service, refreshMs, fallbackData }: LiveOptions<T>,
): UseLiveResult<T> {
  const { data, error, isLoading } = useSWR<T, ApiError, string | null>(
    url,
    (key: string) => fetchJson(beatUrl(key, refreshMs), { schema: parser, service }),
    {
      fallbackData,
      refreshInterval: refreshMs,
      revalidateOnMount: fallbackData === undefined,
      // SWR's own error retry backs off to minutes; a live screen keeps its beat instead.
      onErrorRetry: (_error, _key, _config, revalidate, options) => {
        setTimeout(() => revalidate(options), refreshMs);
      },
    },
  );
  return { data, error, isLoading };
}
