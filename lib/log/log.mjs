// @ts-check
// One JSON line per event worth an operator's attention, joined to nginx's log by `request_id`.
import { AsyncLocalStorage } from 'node:async_hooks';

/** @typedef {'info' | 'warn' | 'error'} Level */

const STORE = Symbol.for('event-site.request-id');
/** Anything else a client sent is not echoed into logs. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** @returns {AsyncLocalStorage<string | undefined>} */
function store() {
  const holder = /** @type {{ [STORE]?: AsyncLocalStorage<string | undefined> }} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (holder[STORE] ??= new AsyncLocalStorage());
}

/**
 * @param {{ get(name: string): string | null } | undefined} headers
 * @returns {string | undefined}
 */
export function requestIdFrom(headers) {
  const value = headers?.get('x-request-id')?.trim();
  return value && REQUEST_ID.test(value) ? value : undefined;
}

/**
 * @template T @param {() => T} fn @returns {T}
 * @param {{ headers: { get(name: string): string | null } }} request
 */
export function withRequestId(request, fn) {
  return store().run(requestIdFrom(request.headers), fn);
}

/** @returns {string | undefined} */
function currentRequestId() {
  return store().getStore();
}

/** @param {unknown} error @returns {string} */
export function errorMessage(error) {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/**
 * `fields` must hold no secrets (tokens, full URLs with queries).
 * @param {Level} level @param {Record<string, unknown>} [fields]
 * @param {string} msg a stable snake_case event name, e.g. `upstream_error`
 */
export function log(level, msg, fields = {}) {
  const requestId = fields.request_id ?? currentRequestId();
  const line = JSON.stringify({
    level,
    time: new Date().toISOString(),
    msg,
    ...(requestId ? { request_id: requestId } : {}),
    ...fields,
  });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
