/**
 * A failed lazy chunk of the app (JS or CSS), which only a reload fixes; kept apart from error-text
 * so first loads stay small.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /CSS_CHUNK_LOAD_FAILED/.test(error.message)
  );
}
