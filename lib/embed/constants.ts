/** docs/upstream-api.md, section 4. */
export const EMBED_POLL_INTERVAL_MS = 50;

export const EMBED_TIMEOUT_MS = 20_000;
