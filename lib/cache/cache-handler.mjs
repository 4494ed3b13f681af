// @ts-check
/**
 * Next's incremental cache (landing HTML, RSC payloads, the data cache and its tags) shared by
 * every instance of a fleet through Redis, with @fortedigital/nextjs-cache-handler. Next loads
 * this file (`cacheHandler` in next.config.mjs) only when REDIS_URL is set; one instance needs
 * nothing but Next's own cache.
 *
 * - Redis first, this process's LRU as the fallback: while Redis is unreachable its handler
 *   throws at once (no offline queue, 500 ms command deadline) and the LRU answers, so a request
 *   never waits for a dead Redis. Every write goes to both.
 * - Keys carry the build id: a new release never serves the previous build's pages.
 * - Revalidating a tag deletes its entries in Redis, so every instance renders the next request
 *   from fresh upstream data.
 * - On top of the library, lib/cache/fleet.mjs gives entries their lifetime back, keeps what an
 *   instance read from Redis in its fallback too, and lets one instance refresh a stale entry for
 *   the fleet (docs/caching.md).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { errorMessage, log } from '../log/log.mjs';
import { countFallbackRead, setRedisUp } from '../metrics/cache.mjs';
import { withLifetime, withLocalCopy, withRefreshClaim } from './fleet.mjs';
import { EXPIRE_SECONDS } from './periods.mjs';

const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 5_000;
const LOCAL_MAX_BYTES = 50 * 1024 * 1024;

function connect() {
  const url = process.env.REDIS_URL?.trim();
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
  const client = connect();
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
  const local = createLruHandler({ maxItemSizeBytes: LOCAL_MAX_BYTES });
  return {
    handlers: [
      withRefreshClaim(withLocalCopy(redis, local), claims, { keyPrefix }),
      // The library asks the next handler only when Redis threw: each such read is a fallback.
      { ...local, get: (key, meta) => (countFallbackRead(), local.get(key, meta)) },
    ],
    ttl: { estimateExpireAge: (staleAge) => Math.max(staleAge, EXPIRE_SECONDS) },
  };
});

/** The class Next instantiates. */
export default class FleetCacheHandler extends CacheHandler {
  /** @param {Parameters<CacheHandler['get']>} args */
  async get(...args) {
    return withLifetime(await super.get(...args));
  }
}
