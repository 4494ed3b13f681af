/** Types of lib/cache/redis-cache-handler.cjs (plain CommonJS: Next loads it at run time). */

interface TagEntry {
  stale?: number;
  expired?: number;
}

interface CacheEntry {
  lastModified: number;
  value: unknown;
  tags: string[];
  cacheControl?: { revalidate: number | false; expire?: number };
}

interface SharedCacheOptions {
  url: string | undefined;
  buildId: string;
  maxMemoryBytes?: number;
  createClient?: (options: object) => object;
  tagsManifest: Map<string, TagEntry>;
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
  areTagsStale: (tags: string[], timestamp: number) => boolean;
  log?: (line: string) => void;
  onRevalidated?: () => void;
}

declare class SharedCache {
  constructor(options: SharedCacheOptions);
  readonly ready: boolean;
  get(key: string, ctx?: object): Promise<CacheEntry | null>;
  set(key: string, value: unknown, ctx?: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  loadTags(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

declare class RedisCacheHandler {
  constructor(context: object);
  get(
    key: string,
    ctx?: object,
  ): Promise<{ lastModified: number; value: unknown; cacheControl?: object } | null>;
  set(key: string, value: unknown, ctx?: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

declare namespace RedisCacheHandler {
  export { SharedCache, serialize, deserialize, activeSharedCache };
}

declare function serialize(entry: object): string;
declare function deserialize(text: string): CacheEntry | null;
declare function activeSharedCache(): SharedCache | undefined;

export = RedisCacheHandler;
