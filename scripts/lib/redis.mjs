// A throwaway redis-server on a free loopback port for the benchmarks: no persistence, in this
// script's process group, stopped by its own pid.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { collectLines, freePort, stopChild, waitUntil } from './server.cjs';

const REDIS_SERVER = '/usr/bin/redis-server';

/** Resolves to `{ url, stop }` once the server accepts connections. */
export async function startRedisServer() {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing (apt-get install redis-server)`);
  }
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines = collectLines(child);
  const stop = () => stopChild(child, { group: false });
  try {
    await waitUntil(
      async () => lines.some((line) => line.includes('Ready to accept connections')),
      'redis-server',
      () => lines.slice(-20).join('\n'),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
