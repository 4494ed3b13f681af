/** The spec's chunk-load time-out: Turbopack has none of its own (decision 0223). @internal */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A chunk still loading after `timeoutMs` fails as `ChunkLoadError`, taking its retry path. */
export function loadChunk<T>(
  name: string,
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`Loading chunk ${name} failed. (timeout: ${timeoutMs} ms)`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
