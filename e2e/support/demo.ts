import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** Reads a demo fixture through the demo media API, so specs assert against the data, not copies. */
export async function demoActivity(request: APIRequestContext, hash: string) {
  const response = await request.get(`/demo/media/eventor/public/activity/${hash}`);
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
  const response = await request.get(`/demo/media/eventor/public/listevents/${hallId}`);
  const { events } = (await response.json()) as { events?: { name: string; status?: number }[] };
  return events ?? [];
}

/**
 * A subscription token of the test's own: a fresh copy of the fixture viewer behind `fixture`
 * (lib/demo/store.ts), so tests that subscribe and unsubscribe never meet, in any order or worker.
 */
export function ownSubscriptionToken(fixture: string): string {
  return `${fixture}.${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}
