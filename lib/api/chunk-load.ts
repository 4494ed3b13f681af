/**
 * The spec's chunk-load time-out (section 9: 120000 ms). Next 16 builds with Turbopack, whose
 * browser runtime has no chunk-load time-out and no documented option to set one (webpack's
 * `output.chunkLoadTimeout` does not apply), so the product bounds its own lazy chunks here
 * (docs/decisions/0223-chunk-load-timeout.md).
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A chunk still loading after `timeoutMs` fails with a chunk-load error (`ChunkLoadError`, the
 * message `isChunkLoadError` recognises), so it takes the same path as a chunk that failed:
 * the island's own retry or ChunkErrorNotice's reload. `name` says which chunk (`[\w-]+`).
 * A chunk that arrives later is ignored; one that loads or fails in time settles as it did.
 */
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
