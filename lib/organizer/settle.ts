export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * A promise's outcome as a value, so a server component can branch on a failed load without
 * wrapping its JSX in try/catch (which would suggest it catches render errors; it cannot).
 */
export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}
