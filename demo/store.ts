import { SUBSCRIBERS } from './fixtures/viewers';
import type { Viewer } from './wire-types';

/**
 * What visitors change in the demo: subscriptions, e-mailing settings, portal opt-outs and
 * registrations. It lives on `globalThis` under a registered symbol because Next bundles each
 * route separately: a module-level variable would give every route its own copy.
 */

interface DemoRegistration {
  name: string;
  email: string;
  registeredAt: string;
}

export interface DemoStore {
  /** By token. */
  viewers: Map<string, Viewer>;
  /** Tokens unsubscribed from the portal's mailing (a list separate from the event's). */
  portalUnsubscribed: Map<string, boolean>;
  /** By activity hash. */
  registrations: Map<string, DemoRegistration[]>;
}

const STORE_KEY = Symbol.for('event-site.demo.store');

type StoreHolder = { [key: symbol]: DemoStore | undefined };
const holder = globalThis as unknown as StoreHolder;

function seedStore(): DemoStore {
  return {
    viewers: new Map(Object.entries(SUBSCRIBERS).map(([token, viewer]) => [token, { ...viewer }])),
    portalUnsubscribed: new Map(),
    registrations: new Map(),
  };
}

export function getDemoStore(): DemoStore {
  holder[STORE_KEY] ??= seedStore();
  return holder[STORE_KEY];
}

/**
 * `<fixture token>.<suffix>` (e.g. `demo-token.k3x9`): a viewer of its own, starting as the fixture's
 * and changed apart from it. Whoever changes subscriptions (a test, a demo visitor) takes a fresh
 * suffix, so changes made at the same time never meet in one viewer.
 */
const COPY_TOKEN = /^(.+)\.([a-z0-9]{1,40})$/;
/** Copies kept at most; the oldest goes first (a copy is seeded again when next asked for). */
export const MAX_VIEWER_COPIES = 1000;

/** The viewer behind `token`: a fixture's, a copy's (seeded on first use), or none. */
export function findDemoViewer(store: DemoStore, token: string): Viewer | undefined {
  const known = store.viewers.get(token);
  if (known) return known;
  const base = COPY_TOKEN.exec(token)?.[1];
  const fixture =
    base !== undefined && Object.hasOwn(SUBSCRIBERS, base) ? SUBSCRIBERS[base] : undefined;
  if (!fixture) return undefined;
  const copies = [...store.viewers.keys()].filter((key) => !Object.hasOwn(SUBSCRIBERS, key));
  if (copies.length >= MAX_VIEWER_COPIES && copies[0] !== undefined) {
    store.viewers.delete(copies[0]);
    store.portalUnsubscribed.delete(copies[0]);
  }
  const viewer = { ...fixture };
  store.viewers.set(token, viewer);
  return viewer;
}

/** Back to the fixtures' state (tests; a restart does the same in production). */
export function resetDemoStore(): void {
  holder[STORE_KEY] = seedStore();
}
