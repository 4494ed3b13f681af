import { buildFixtures } from '../../demo/fixtures';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ORIGIN } from './deployment.mjs';

/**
 * A URL of the demo server (`/demo/media/...`, `/demo/player`, ...): the suite's upstreams,
 * player and widget hosts, on an origin of their own (e2e/support/deployment.mjs).
 */
export function demoUrl(path: string): string {
  return `${DEMO_ORIGIN}${path}`;
}

/** Reads a demo fixture through the demo media API, so specs assert against the data, not copies. */
export async function demoActivity(request: APIRequestContext, hash: string) {
  const response = await request.get(demoUrl(`/demo/media/eventor/public/activity/${hash}`));
  const { activity } = (await response.json()) as { activity: DemoActivity };
  return activity;
}

export interface DemoActivity {
  activityID: number;
  hash: string;
  name: string;
  type: 'online' | 'offline' | 'hybrid';
  status: string;
  theme?: string;
  landingLogo?: { url?: string };
  plannedStartDate: string;
  plannedStopDate: string;
  mainHall: { id: number };
  landingDescription?: string;
  speakers?: { firstName: string; lastName: string }[];
  partners?: { link?: string }[];
  location?: { city?: string; address?: string };
  qrCode?: { annotation?: string };
  landingBlocks?: { faq?: { data?: { question: string }[] } };
}

export async function demoEvents(request: APIRequestContext, hallId: number) {
  const response = await request.get(demoUrl(`/demo/media/eventor/public/listevents/${hallId}`));
  const { events } = (await response.json()) as { events?: { name: string; status?: number }[] };
  return events ?? [];
}

/**
 * A subscription token of the test's own: a fresh copy of the fixture viewer behind `fixture`
 * (demo/store.ts), so tests that subscribe and unsubscribe never meet, in any order or worker.
 */
export function ownSubscriptionToken(fixture: string): string {
  return `${fixture}.${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

/**
 * The start dates the demo gave `hash` within the last hour. demo-online's times follow the clock
 * (an hour grid around now), and a cached landing is served stale until a visit regenerates it,
 * so a copy made before the hour turned, earlier in the run, can still show the previous hour's
 * grid. Nothing older: a run takes minutes.
 */
export function recentStartDates(hash: string): string[] {
  const now = Date.now();
  const dates = [0, 3_600_000].map(
    (ago) =>
      buildFixtures({ origin: 'http://demo.invalid', now: new Date(now - ago) }).activities.get(
        hash,
      )?.plannedStartDate,
  );
  return [...new Set(dates.filter((date): date is string => date !== undefined))];
}
