// What an anonymous client can send to make a server render or store something new: the
// vectors of `npm run bench:flood` and of e2e/flood.spec.ts (docs/security.md).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';

/** A random key of the contract's hash alphabet, 14 characters like a real one. */
export function randomKey() {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';
  let key = '';
  for (let i = 0; i < 14; i += 1) key += alphabet[Math.floor(Math.random() * alphabet.length)];
  return key;
}

/** Every vector an anonymous client has to make the server render or store something new. */
export const VECTORS = [
  ['landing hash', (k) => ({ path: `/max?hash=${k}` })],
  ['landing hash, en', (k) => ({ path: `/en/mid?hash=${k}` })],
  ['landing hash, min', (k) => ({ path: `/min?hash=${k}&debug=1` })],
  ['landing hash, landing', (k) => ({ path: `/landing?hash=${k}` })],
  ['landing sub-path', (k) => ({ path: `/en/max/${k}` })],
  ['landing sub-path, ru', (k) => ({ path: `/ru/landing/${k}` })],
  ['landing sub-path, dotted', (k) => ({ path: `/min/${k}.${k.slice(0, 3)}` })],
  ['internal per-hash path', (k) => ({ path: `/ru/landings/max/hash/${k}/full` })],
  ['internal domain path', (k) => ({ path: `/ru/landings/max/host/${k}.example/full` })],
  ['landings path', (k) => ({ path: `/landings/${k}` })],
  ['OG card', (k) => ({ path: `/api/og/ru/${k}` })],
  ['OG card, en, version', (k) => ({ path: `/api/og/en/${k}?v=${k}` })],
  ['programme feed', (k) => ({ path: `/api/calendar/ru/${k}.ics` })],
  ['programme feed, en, random file', (k) => ({ path: `/api/calendar/en/${k}` })],
  ['dotted path', (k) => ({ path: `/${k}.${k.slice(0, 4)}` })],
  ['unknown path', (k) => ({ path: `/ru/${k}/${k}` })],
  ['events refetch', (k) => ({ path: `/api/events/${k}` })],
  ['registration refetch', (k) => ({ path: `/api/registration-info/${k}` })],
  ['platform', (k) => ({ path: `/platform?hash=${k}` })],
  ['organizer page', (k) => ({ path: `/questions?hash=${k}` })],
  ['real landing, random query', (k) => ({ path: `/max?hash=demo-online&utm_source=${k}` })],
  ['bad percent-encoding', (k) => ({ path: `/%FF${k}/%E0%A4%A` })],
  ['random Host', (k) => ({ path: '/', headers: { host: `${k}.example` } })],
  ['random Host, landing', (k) => ({ path: `/max?hash=${k}`, headers: { host: `${k}.example` } })],
];

/** Bytes and files under `dir`, recursively. */
export function diskUse(dir) {
  let bytes = 0;
  let files = 0;
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { bytes, files };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `amount` GET requests to `origin`, `rate` a second (0: as fast as answered), at most
 * `connections` in flight, spread round-robin over the loopback source `addresses` (on Linux all
 * of 127.0.0.0/8 is local, so nginx sees each as another visitor; autocannon cannot bind a source
 * address). `target(i)` gives each request's `{ path, headers }`. Resolves to the fields of an
 * autocannon result the bench prints: `requests.total`, `statusCodeStats`, `errors`, `5xx`,
 * `duration` (s).
 */
export async function paced({ origin, amount, rate, connections, addresses, target }) {
  const url = new URL(origin);
  const agents = addresses.map(
    (localAddress) => new Agent({ keepAlive: true, localAddress, maxSockets: connections }),
  );
  const statusCodeStats = {};
  let errors = 0;
  let inFlight = 0;
  let freed;
  const one = (i) =>
    new Promise((resolve) => {
      const { path: requestPath, headers } = target(i);
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: requestPath,
          agent: agents[i % agents.length],
          headers,
          timeout: 30_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const code = String(response.statusCode);
            statusCodeStats[code] ??= { count: 0 };
            statusCodeStats[code].count += 1;
            resolve();
          });
          response.on('error', () => {
            errors += 1;
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end();
    });
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < amount; i += 1) {
    if (rate) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
    }
    while (inFlight >= connections) await new Promise((resolve) => (freed = resolve));
    inFlight += 1;
    pending.push(
      one(i).then(() => {
        inFlight -= 1;
        freed?.();
      }),
    );
  }
  await Promise.all(pending);
  for (const agent of agents) agent.destroy();
  const total = Object.values(statusCodeStats).reduce((sum, { count }) => sum + count, 0);
  const fivexx = Object.entries(statusCodeStats)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, { count }]) => sum + count, 0);
  return {
    requests: { total: total + errors },
    statusCodeStats,
    errors,
    '5xx': fivexx,
    duration: (performance.now() - started) / 1000,
  };
}
