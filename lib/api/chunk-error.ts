/** Only a reload fixes a failed lazy chunk; apart from error-text so first loads stay small. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /CSS_CHUNK_LOAD_FAILED/.test(error.message)
  );
}
