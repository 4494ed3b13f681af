/**
 * A few seconds of in-process memory for the live pages' upstream reads. Every browser on a live
 * screen asks every 5–10 s; within `ttlMs` they share one upstream call (in flight or done).
 * Unlike Next's data cache, an entry is never served once expired, so a screen opened after a
 * quiet hour does not first show an hour-old list. Failures are not kept.
 */
export interface MicroCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createMicroCache({
  ttlMs,
  maxEntries = 1000,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): MicroCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      entries.delete(key);
      // Map keeps insertion order, so the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load();
      const entry = { expires: now() + ttlMs, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
