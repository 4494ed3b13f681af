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

export interface LatestCall<A extends unknown[], T> {
  /**
   * Aborts the call in flight and starts this one. A superseded call never yields its own answer:
   * it settles as the newest call does, so every caller waiting ends up with the freshest one.
   */
  call(...args: A): Promise<T>;
  /** Aborts the call in flight (e.g. on unmount); every waiting caller gets an `AbortError`. */
  abort(): void;
}

/**
 * "A newer request of the same kind cancels an older one" for callers that still want an answer
 * when theirs was the older one (SWR, whose superseded fetch must not become an error on screen;
 * a schedule load several actions wait for). Built on `createLatestRequest`.
 */
export function createLatestCall<A extends unknown[], T>(
  fn: (signal: AbortSignal, ...args: A) => Promise<T>,
): LatestCall<A, T> {
  const latest = createLatestRequest();
  let newest: Promise<T> | null = null;
  let stopped = false;

  const follow = (own: Promise<T>): Promise<T> =>
    own.catch((error: unknown) => {
      if (isAbortError(error) && !stopped && newest && newest !== own) return follow(newest);
      throw error;
    });

  return {
    call(...args: A): Promise<T> {
      stopped = false;
      const own = latest.run((signal) => fn(signal, ...args));
      newest = own;
      return follow(own);
    },
    abort() {
      stopped = true;
      newest = null;
      latest.abort();
    },
  };
}
