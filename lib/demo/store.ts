import { SUBSCRIBERS } from './fixtures/viewers';
import type { Viewer } from './wire-types';

/**
 * What visitors change in the demo: subscriptions, e-mailing settings, portal opt-outs and
 * registrations. It lives on `globalThis` under a registered symbol because Next bundles each
 * route separately: a module-level variable would give every route its own copy.
 */

export interface DemoRegistration {
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

/** Back to the fixtures' state (tests; a restart does the same in production). */
export function resetDemoStore(): void {
  holder[STORE_KEY] = seedStore();
}
