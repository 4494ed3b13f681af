// Readiness may fail; liveness (`/api/health`) stays constant, so a slow upstream takes instances
// out of rotation without restarting them.

interface CheckResult {
  ok: boolean;
  ms: number;
  error?: string;
}

export interface Readiness {
  ok: boolean;
  checks: Record<string, CheckResult>;
}

export type Probe = (signal: AbortSignal) => Promise<void>;

function describe(error: unknown): string {
  if (error instanceof Error) {
    return error.name === 'TimeoutError' || error.name === 'AbortError'
      ? 'timed out'
      : error.message || error.name;
  }
  return String(error);
}

async function run(probe: Probe, timeoutMs: number, now: () => number): Promise<CheckResult> {
  const started = now();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error('timed out');
      error.name = 'TimeoutError';
      // A probe that gives up quietly on abort must not count as a success.
      reject(error);
      controller.abort(error);
    }, timeoutMs);
  });
  try {
    await Promise.race([probe(controller.signal), deadline]);
    return { ok: true, ms: Math.round(now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(now() - started), error: describe(error) };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness(
  probes: Record<string, Probe>,
  { timeoutMs, now = () => performance.now() }: { timeoutMs: number; now?: () => number },
): Promise<Readiness> {
  const names = Object.keys(probes);
  const results = await Promise.all(
    names.map((name) => run(probes[name] as Probe, timeoutMs, now)),
  );
  const checks = Object.fromEntries(names.map((name, index) => [name, results[index]!]));
  return { ok: results.every((result) => result.ok), checks };
}

/** Any answer below 500 proves DNS, TLS and the network path without a real read. */
export function httpProbe(url: string, fetchImpl: typeof fetch = fetch): Probe {
  return async (signal) => {
    const response = await fetchImpl(url, { method: 'GET', signal, cache: 'no-store' });
    await response.body?.cancel();
    if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
  };
}

export interface PublicReadiness {
  ok: boolean;
  checks: Record<string, { ok: boolean }>;
}

/** Error texts name internal hosts: they go to the log instead. */
export function publicReadiness(readiness: Readiness): PublicReadiness {
  const checks = Object.fromEntries(
    Object.entries(readiness.checks).map(([name, { ok }]) => [name, { ok }]),
  );
  return { ok: readiness.ok, checks };
}

/** A load balancer or a hammering client costs at most one probe per `ttlMs` per instance. */
export function sharedReadiness(
  check: () => Promise<Readiness>,
  { ttlMs = 1000, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): () => Promise<Readiness> {
  let current: { started: number; result: Promise<Readiness> } | undefined;
  return () => {
    if (current && now() - current.started < ttlMs) return current.result;
    const result = check();
    const entry = { started: now(), result };
    current = entry;
    result.catch(() => {
      if (current === entry) current = undefined;
    });
    return result;
  };
}
