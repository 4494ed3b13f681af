/**
 * True for a failed lazy chunk of the app itself (JS or CSS), which only a reload can fix.
 * Its own module: every page's first load checks for it (ChunkErrorNotice, the error boundary)
 * without the upstream error catalogue of `error-text`.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /CSS_CHUNK_LOAD_FAILED/.test(error.message)
  );
}
