/**
 * A newer request of the same kind cancels an older one still in flight (docs/upstream-api.md, section 1),
 * so a slow stale answer can never overwrite a fresh one. Isomorphic.
 */

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

export interface LatestRequest {
  /** Aborts the previous call, then runs `fn`. A superseded call rejects with an `AbortError`. */
  run<T>(fn: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Aborts the call in flight, if any (e.g. on unmount). */
  abort(): void;
}

export function createLatestRequest(): LatestRequest {
  let current: AbortController | null = null;

  return {
    async run<T>(fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      try {
        const result = await fn(controller.signal);
        // `fn` may ignore its signal; a superseded result is still never handed out.
        if (controller.signal.aborted) throw new DOMException('Superseded', 'AbortError');
        return result;
      } finally {
        if (current === controller) current = null;
      }
    },
    abort() {
      current?.abort();
      current = null;
    },
  };
}
