import { EMBED_TIMEOUT_MS } from './constants';

export type ScriptLoadErrorType = 'error' | 'timeout';

export class ScriptLoadError extends Error {
  readonly type: ScriptLoadErrorType;
  readonly url: string;

  constructor(type: ScriptLoadErrorType, url: string) {
    super('Loading script failed');
    this.name = 'ScriptLoadError';
    this.type = type;
    this.url = url;
  }
}

const pending = new Map<string, Promise<void>>();

/** A failure forgets the URL, so a retry really tries again. */
export function loadScript(
  url: string,
  { timeoutMs = EMBED_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<void> {
  const existing = pending.get(url);
  if (existing) return existing;
  if (typeof document === 'undefined') {
    return Promise.reject(new ScriptLoadError('error', url));
  }

  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;

    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    function settle() {
      clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
    }
    function onLoad() {
      settle();
      resolve();
    }
    function onError() {
      fail('error');
    }
    function fail(type: ScriptLoadErrorType) {
      settle();
      script.remove();
      pending.delete(url);
      reject(new ScriptLoadError(type, url));
    }

    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    document.head.appendChild(script);
  });
  pending.set(url, promise);
  return promise;
}

/** @internal */
export function resetLoadedScripts(): void {
  pending.clear();
}
