import 'server-only';
import { createClient } from '@redis/client';

/** Its own connection: a probe must see Redis as it is, not through the cache's fallback. */

function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** Math.min(retries, 6), 5000),
    },
  });
}

interface Connection {
  url: string;
  client: ReturnType<typeof newClient>;
  connecting: Promise<unknown>;
}

const KEY = Symbol.for('event-site.readiness-redis');
type Registry = { [KEY]?: Connection };

function connection(url: string): Connection {
  const registry = globalThis as Registry;
  const existing = registry[KEY];
  if (existing && existing.url === url) return existing;
  const client = newClient(url);
  // The probe reports failures; the cache handler logs Redis going away.
  client.on('error', () => undefined);
  const connecting = client.connect().catch(() => undefined);
  const created: Connection = { url, client, connecting };
  registry[KEY] = created;
  return created;
}

export function redisProbe(url: string) {
  return async (signal: AbortSignal): Promise<void> => {
    const { client, connecting } = connection(url);
    if (!client.isReady) {
      await Promise.race([
        connecting,
        new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true })),
      ]);
    }
    if (!client.isReady) throw new Error('not connected');
    const reply = await client.withAbortSignal(signal).ping();
    if (reply !== 'PONG') throw new Error(`unexpected reply ${String(reply)}`);
  };
}
