// A newer request of a kind cancels the older, so a stale answer never overwrites a fresh one.

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

export interface LatestRequest {
  /** A superseded call rejects with an `AbortError`. */
  run<T>(fn: (signal: AbortSignal) => Promise<T>): Promise<T>;
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
        // `fn` may ignore its signal.
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
  /** A superseded call settles as the newest does, so every waiter gets the freshest answer. */
  call(...args: A): Promise<T>;
  abort(): void;
}

/** For callers that still want an answer when theirs was superseded (SWR, a schedule load). */
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
