// What an anonymous client can send to make a server render or store something new: the
// vectors of `npm run bench:flood` and of e2e/flood.spec.ts (docs/security.md).
import { existsSync, readdirSync, statSync } from 'node:fs';
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
  ['internal per-hash path', (k) => ({ path: `/en/max/${k}` })],
  ['internal per-hash path, ru', (k) => ({ path: `/ru/landing/${k}` })],
  ['internal per-hash path, dotted', (k) => ({ path: `/min/${k}.${k.slice(0, 3)}` })],
  ['internal domain path', (k) => ({ path: `/ru/domain/${k}.example` })],
  ['domain path', (k) => ({ path: `/domain/${k}` })],
  ['OG card', (k) => ({ path: `/api/og/ru/${k}` })],
  ['OG card, en, version', (k) => ({ path: `/api/og/en/${k}?v=${k}` })],
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
