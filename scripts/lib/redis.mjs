// A throwaway redis-server on a free loopback port for the benchmarks: no persistence, in this
// script's process group, stopped by its own pid.
import { existsSync } from 'node:fs';
import { freePort, startChild } from './server.cjs';

const REDIS_SERVER = '/usr/bin/redis-server';

/** Resolves to `{ url, stop }` once the server accepts connections. */
export async function startRedisServer() {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing (apt-get install redis-server)`);
  }
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const { stop } = await startChild(REDIS_SERVER, args, {
    name: 'redis-server',
    group: false,
    ready: async (_child, lines) =>
      lines.some((line) => line.includes('Ready to accept connections')),
  });
  return { url: `redis://127.0.0.1:${port}`, stop };
}
