import type { DemoFixtures } from '../fixtures';
import type { DemoStore } from '../store';

/** What every media handler receives: the request's parts plus the data it may read or change. */
export interface MediaContext {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  body: unknown;
  origin: string;
  now: Date;
  signal?: AbortSignal;
  fixtures: DemoFixtures;
  store: DemoStore;
}
