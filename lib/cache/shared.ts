/**
 * The running process's shared cache (lib/cache/redis-cache-handler.cjs), when REDIS_URL made
 * Next load it. Reached through a global because Next loads the handler outside its bundles.
 */

interface SharedCacheHandle {
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
}

const SHARED = Symbol.for('event-site.shared-cache');

export function sharedCache(): SharedCacheHandle | undefined {
  return (globalThis as { [SHARED]?: SharedCacheHandle })[SHARED];
}

/**
 * Expires the tags on every instance before returning. Next's `revalidateTag` only queues the
 * work until after the response, so an organizer's next request (possibly on another instance)
 * could still see the old copy; writing and publishing the expiry first closes that window.
 */
export async function expireTagsEverywhere(tags: string[]): Promise<void> {
  await sharedCache()?.revalidateTag(tags, { expire: 0 });
}
