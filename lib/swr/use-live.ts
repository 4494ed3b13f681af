import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { fetchJson, type ParserLoader } from '@/lib/api/client-fetch';
import { createLatestCall } from '@/lib/api/latest-request';
import type { ApiError, ApiService } from '@/lib/api/errors';
import type { BodyParser } from '@/lib/api/transport';

export interface UseLiveResult<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
}

export interface LiveOptions<T> {
  parser: BodyParser<T> | ParserLoader<T>;
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
 *
 * Each beat starts a new request whether or not the one before has answered, and the newer
 * aborts the older (spec, section 7; `createLatestCall`): a slow answer is never waited for
 * past the next beat, and never shown once a newer request has started. The beat is ours
 * rather than SWR's `refreshInterval`, which waits for the request in flight.
 */
export function useLiveResource<T>(
  url: string | null,
  { parser, service, refreshMs, fallbackData }: LiveOptions<T>,
): UseLiveResult<T> {
  const [latest] = useState(() =>
    createLatestCall((signal: AbortSignal, fetchUrl: string) =>
      fetchJson(fetchUrl, { schema: parser, service, signal }),
    ),
  );
  const { data, error, isLoading, mutate } = useSWR<T, ApiError, string | null>(
    url,
    (key: string) => latest.call(beatUrl(key, refreshMs)),
    {
      fallbackData,
      revalidateOnMount: fallbackData === undefined,
      // The beat below retries a failed refresh; SWR's own retry would back off to minutes.
      shouldRetryOnError: false,
    },
  );

  useEffect(() => {
    if (url === null) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    // One timer per beat, the next one set as a beat starts (not when its answer is in).
    const beat = () => {
      timer = setTimeout(() => {
        beat();
        // A hidden screen skips beats, as SWR's refreshInterval did.
        if (document.visibilityState !== 'hidden') void mutate();
      }, refreshMs);
    };
    beat();
    return () => {
      clearTimeout(timer);
      latest.abort();
    };
  }, [url, refreshMs, mutate, latest]);

  return { data, error, isLoading };
}
