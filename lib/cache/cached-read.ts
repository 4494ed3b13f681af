import 'server-only';
import { unstable_cache } from 'next/cache';
import { REVALIDATE_SECONDS } from './periods.mjs';

/**
 * An upstream read kept in Next's data cache as its parsed value, for one period, under `tags`
 * (which `/api/revalidate` drops early). Only a value that was read and validated is stored: a
 * read that throws (timeout, error answer, a 2xx body that fails its schema) stores nothing, so
 * the next request asks the upstream again instead of failing for the rest of the period. The
 * fetch inside is not cached on its own (Next treats fetches inside `unstable_cache` as
 * no-store without making the page dynamic), so this is the read's one cache. With a fleet the
 * entry lives in Redis like the pages (lib/cache/cache-handler.mjs).
 */
export function cachedRead<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, key, { revalidate: REVALIDATE_SECONDS, tags })();
}
