/** Spec section 9: readiness of a frame or widget is checked every 50 ms. */
export const EMBED_POLL_INTERVAL_MS = 50;

/** Spec section 9: a remote script (and the global it defines) gets 20 s before we give up. */
export const EMBED_TIMEOUT_MS = 20_000;
