import { DEMO_IDS } from '../ids';
import {
  FAULT_MODES,
  flakyState,
  isFaultMode,
  flakyPrefix,
  isFlakyHash,
  setFlakyMode,
  setFlakyPrefixMode,
} from '../media/faults';

/**
 * `/demo/media/control/faults`: switches demo-flaky (or a `demo-flaky-<suffix>` copy) between
 * healthy and failing, for the resilience e2e spec and `npm run bench:faults`. It touches nothing
 * but the flaky hashes, so other tests running alongside are unaffected.
 *
 * `POST { "mode": "healthy" | "slow" | …, "hash"?: "demo-flaky-x" }` → `{ hash, mode, hits }`
 * `POST { "mode": …, "hash": "demo-flaky-bench*" }` → every flaky hash under that prefix without
 *   a mode of its own (`npm run bench:faults` renders a fresh hash per request) → `{ prefix, mode }`
 * `GET ?hash=demo-flaky-x` → `{ hash, mode, hits }`, read only.
 */

const MAX_BODY_BYTES = 1024;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function badRequest(message: string): Response {
  return json(400, { error: 'BAD_REQUEST', message });
}

function hashFrom(value: unknown): string | undefined {
  const hash = value === undefined || value === null ? DEMO_IDS.faults.flaky : value;
  return typeof hash === 'string' && isFlakyHash(hash) ? hash : undefined;
}

export function readFault(request: Request): Response {
  const hash = hashFrom(new URL(request.url).searchParams.get('hash'));
  if (!hash) return badRequest('hash must be demo-flaky or demo-flaky-<suffix>');
  return json(200, { hash, ...flakyState(hash) });
}

export async function switchFault(request: Request): Promise<Response> {
  const text = await request.text().catch(() => '');
  if (text.length > MAX_BODY_BYTES) return badRequest('body too large');
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return badRequest('body must be JSON');
  }
  if (typeof body !== 'object' || body === null) return badRequest('body must be an object');
  const { mode, hash: rawHash } = body as Record<string, unknown>;
  if (!isFaultMode(mode)) return badRequest(`mode must be one of ${FAULT_MODES.join(', ')}`);
  const prefix = typeof rawHash === 'string' ? flakyPrefix(rawHash) : undefined;
  if (prefix) {
    setFlakyPrefixMode(prefix, mode);
    return json(200, { prefix, mode });
  }
  const hash = hashFrom(rawHash);
  if (!hash) return badRequest('hash must be demo-flaky or demo-flaky-<suffix>');
  return json(200, { hash, ...setFlakyMode(hash, mode) });
}
