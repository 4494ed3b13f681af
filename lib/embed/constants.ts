/** Readiness of a frame or widget is checked every 50 ms (docs/upstream-api.md, section 4). */
export const EMBED_POLL_INTERVAL_MS = 50;

/** A remote script and the global it defines get 20 s (docs/upstream-api.md, section 4). */
export const EMBED_TIMEOUT_MS = 20_000;
