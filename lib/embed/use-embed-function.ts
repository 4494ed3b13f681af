import { useEffect, useRef, useState } from 'react';
import { EMBED_TIMEOUT_MS } from './constants';
import { loadScript } from './load-script';
import { waitForGlobal } from './wait-for-global';

export type EmbedStatus = 'loading' | 'ready' | 'failed';

type AnyFunction = (...args: never[]) => unknown;

export function useEmbedFunction<F extends AnyFunction>(
  scriptUrl: string,
  globalName: string,
  onReady: (fn: F) => void,
  reloadKey?: string | number,
): { status: EmbedStatus; retry: () => void } {
  const [status, setStatus] = useState<EmbedStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const onReadyRef = useRef(onReady);

  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);

  useEffect(() => {
    const controller = new AbortController();
    let unmounted = false;
    // A failed script stops the polling at once instead of after the time-out.
    loadScript(scriptUrl, { timeoutMs: EMBED_TIMEOUT_MS }).catch((error: unknown) =>
      controller.abort(error),
    );
    waitForGlobal<F>(globalName, { timeoutMs: EMBED_TIMEOUT_MS, signal: controller.signal })
      .then((fn) => {
        if (unmounted) return;
        onReadyRef.current(fn);
        setStatus('ready');
      })
      .catch(() => {
        if (!unmounted) setStatus('failed');
      });
    return () => {
      unmounted = true;
      controller.abort();
    };
  }, [scriptUrl, globalName, reloadKey, attempt]);

  function retry() {
    setStatus('loading');
    setAttempt((value) => value + 1);
  }

  return { status, retry };
}
