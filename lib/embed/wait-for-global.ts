import { EMBED_POLL_INTERVAL_MS, EMBED_TIMEOUT_MS } from './constants';

export interface WaitForGlobalOptions {
  intervalMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

type AnyFunction = (...args: never[]) => unknown;

function readGlobal(name: string): unknown {
  return (window as unknown as Record<string, unknown>)[name];
}

/** Either way it rejects, no timer is left behind. */
export function waitForGlobal<F extends AnyFunction>(
  name: string,
  {
    intervalMs = EMBED_POLL_INTERVAL_MS,
    timeoutMs = EMBED_TIMEOUT_MS,
    signal,
  }: WaitForGlobalOptions = {},
): Promise<F> {
  return new Promise<F>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const first = readGlobal(name);
    if (typeof first === 'function') {
      resolve(first as F);
      return;
    }

    const deadline = Date.now() + timeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;

    function finish() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    function onAbort() {
      finish();
      reject(signal?.reason);
    }
    function poll() {
      const value = readGlobal(name);
      if (typeof value === 'function') {
        finish();
        resolve(value as F);
        return;
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        finish();
        reject(
          new DOMException(`window.${name} did not appear in ${timeoutMs} ms`, 'TimeoutError'),
        );
        return;
      }
      timer = setTimeout(poll, Math.min(intervalMs, remaining));
    }

    signal?.addEventListener('abort', onAbort, { once: true });
    timer = setTimeout(poll, Math.min(intervalMs, timeoutMs));
  });
}
