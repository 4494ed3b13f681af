// Live screens share one upstream call within `ttlMs`; unlike Next's data cache an expired entry is
// never served, so a screen opened after a quiet hour shows no hour-old list.
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
