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
  /** Ask now; the newer request aborts an older one in flight. */
  refresh: () => Promise<T | undefined>;
}

export interface LiveOptions<T> {
  parser: BodyParser<T> | ParserLoader<T>;
  service: ApiService;
  /** A request per beat; without one, only on focus and `refresh()`. */
  refreshMs?: number;
  /** Each beat asks its own URL, past the browser's stale-while-revalidate copy. */
  beatInUrl?: boolean;
  fallbackData?: T;
  /** Ask on mount even with `fallbackData`: a cached page's copy may be old. */
  revalidateOnMount?: boolean;
}

// A url per beat keeps the browser's stale-while-revalidate copy out; screens still share it.
/** @internal */
export function beatUrl(url: string, refreshMs: number, now: number = Date.now()): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}beat=${Math.floor(now / refreshMs)}`;
}

// Each beat starts a request whether or not the last answered, the newer aborting the older
// (spec, section 7): SWR's `refreshInterval` would wait for the request in flight.
export function useLiveResource<T>(
  url: string | null,
  {
    parser,
    service,
    refreshMs,
    beatInUrl = false,
    fallbackData,
    revalidateOnMount = fallbackData === undefined,
  }: LiveOptions<T>,
): UseLiveResult<T> {
  const [latest] = useState(() =>
    createLatestCall((signal: AbortSignal, fetchUrl: string) =>
      fetchJson(fetchUrl, { schema: parser, service, signal }),
    ),
  );
  const { data, error, isLoading, mutate } = useSWR<T, ApiError, string | null>(
    url,
    (key: string) => latest.call(beatInUrl && refreshMs ? beatUrl(key, refreshMs) : key),
    {
      fallbackData,
      revalidateOnMount,
      // SWR counts this from mount too: no focus refetch within a fresh page's first beat.
      ...(refreshMs ? { focusThrottleInterval: refreshMs } : {}),
      // A beat retries; SWR's own retry would back off to minutes.
      shouldRetryOnError: false,
      revalidateOnReconnect: refreshMs === undefined,
    },
  );

  useEffect(() => {
    if (url === null || refreshMs === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    // The next timer is set as a beat starts, not when its answer is in.
    const beat = () => {
      timer = setTimeout(() => {
        beat();
        if (document.visibilityState !== 'hidden') void mutate();
      }, refreshMs);
    };
    beat();
    return () => {
      clearTimeout(timer);
      latest.abort();
    };
  }, [url, refreshMs, mutate, latest]);

  return { data, error, isLoading, refresh: mutate };
}
