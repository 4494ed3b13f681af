// @ts-check
/**
 * Next's incremental cache (landing HTML, RSC payloads, route answers, the data cache and its
 * tags) for every deployment mode, with @fortedigital/nextjs-cache-handler. Next loads this file
 * always (`cacheHandler` in next.config.mjs), so its default cache, which writes every rendered
 * answer to disk and keeps it, never runs: an anonymous client asking for random keys cannot
 * grow the disk (docs/security.md).
 *
 * - Memory: kept answers live in an LRU bounded by bytes (`CACHE_MEMORY_MB`), pages apart from
 *   upstream reads; error answers (a 404 landing or card) only in a small short-lived store of
 *   their own, never beside real landings and never in Redis (lib/cache/bounded.mjs).
 * - With REDIS_URL, a fleet shares the kept answers: Redis first, this process's LRU as the
 *   fallback. While Redis is unreachable its handler throws at once (no offline queue, 500 ms
 *   command deadline) and the LRU answers, so a request never waits for a dead Redis. Every
 *   write goes to both. Keys carry the build id; every key expires (EXPIRE_SECONDS); revalidating
 *   a tag deletes its entries in Redis. On top of the library, lib/cache/fleet.mjs gives entries
 *   their lifetime back, keeps what an instance read from Redis in its fallback too, and lets one
 *   instance refresh a stale entry for the fleet (docs/caching.md).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { errorMessage, log } from '../log/log.mjs';
import { countFallbackRead, setRedisUp } from '../metrics/cache.mjs';
import { cacheMemoryBytes, memoryHandler, missStore, withMisses } from './bounded.mjs';
import { withLifetime, withLocalCopy, withRefreshClaim } from './fleet.mjs';
import { EXPIRE_SECONDS } from './periods.mjs';

const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 5_000;

/** @param {string} url */
function connect(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) =>
        Math.min(100 * 2 ** Math.min(retries, 6), MAX_RECONNECT_DELAY_MS),
    },
  });
  // One line when Redis goes away and one when it is back, not one per failed command.
  let down = false;
  client.on('error', (/** @type {unknown} */ error) => {
    setRedisUp(false);
    if (down) return;
    down = true;
    log('warn', 'redis_down', { error: errorMessage(error) });
  });
  client.on('ready', () => {
    setRedisUp(true);
    if (!down) return;
    down = false;
    log('info', 'redis_up');
  });
  client.connect().catch(() => undefined);
  return client;
}

CacheHandler.onCreation(({ buildId }) => {
  const misses = missStore();
  const memory = memoryHandler({ maxBytes: cacheMemoryBytes() });
  const local = withMisses(memory, misses);
  const ttl = {
    estimateExpireAge: (/** @type {number} */ staleAge) => Math.max(staleAge, EXPIRE_SECONDS),
  };
  const url = process.env.REDIS_URL?.trim();
  if (!url) return { handlers: [local], ttl };

  const client = connect(url);
  const keyPrefix = `event-site:${buildId ?? 'unknown-build'}:`;
  // The library accepts node-redis's client type; the one from @redis/client is the same.
  const redis = createRedisHandler({
    client: /** @type {Parameters<typeof createRedisHandler>[0]['client']} */ (
      /** @type {unknown} */ (client)
    ),
    keyPrefix,
    timeoutMs: COMMAND_TIMEOUT_MS,
  });
  /** Each command gets its own deadline, as the library's are. */
  const deadline = () => client.withAbortSignal(AbortSignal.timeout(COMMAND_TIMEOUT_MS));
  const claims = {
    /** @type {import('./fleet.mjs').ClaimClient['set']} */
    set: (key, value, options) => deadline().set(key, value, options),
    /** @param {string} key */
    del: (key) => deadline().del(key),
  };
  const shared = withRefreshClaim(withLocalCopy(redis, memory), claims, { keyPrefix });
  // The library asks the next handler only when Redis threw: each such read is a fallback.
  /** @type {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} */
  const fallback = { ...local, get: (key, meta) => (countFallbackRead(), local.get(key, meta)) };
  return { handlers: [withMisses(shared, misses), fallback], ttl };
});

/** The class Next instantiates. */
export default class EventSiteCacheHandler extends CacheHandler {
  /** @param {Parameters<CacheHandler['get']>} args */
  async get(...args) {
    return withLifetime(await super.get(...args));
  }
}
