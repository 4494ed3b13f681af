export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Lets a server component branch on a failed load: try/catch cannot catch render errors. */
export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}
