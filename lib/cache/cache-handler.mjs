// @ts-check
// Next's incremental cache in every mode (docs/caching.md): a bounded LRU, with REDIS_URL behind
// Redis; a dead Redis throws at once, so a request never waits for it.
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
  const redis = createRedisHandler({
    client: /** @type {Parameters<typeof createRedisHandler>[0]['client']} */ (
      /** @type {unknown} */ (client)
    ),
    keyPrefix,
    timeoutMs: COMMAND_TIMEOUT_MS,
  });
  const deadline = () => client.withAbortSignal(AbortSignal.timeout(COMMAND_TIMEOUT_MS));
  const claims = {
    /** @type {import('./fleet.mjs').ClaimClient['set']} */
    set: (key, value, options) => deadline().set(key, value, options),
    /** @param {string} key */
    del: (key) => deadline().del(key),
  };
  const shared = withRefreshClaim(withLocalCopy(redis, memory), claims, { keyPrefix });
  // The library asks the next handler only when Redis threw.
  /** @type {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} */
  const fallback = { ...local, get: (key, meta) => (countFallbackRead(), local.get(key, meta)) };
  return { handlers: [withMisses(shared, misses), fallback], ttl };
});

export default class EventSiteCacheHandler extends CacheHandler {
  /** @param {Parameters<CacheHandler['get']>} args */
  async get(...args) {
    return withLifetime(await super.get(...args));
  }
}
