/**
 * Fixtures and fetch doubles for the `lib/api` unit tests. Imported by tests only; payloads
 * follow docs/upstream-api.md so the schemas are tested against the contract, not themselves.
 */

import type { fetchJson } from '@/lib/api/client-fetch';

export type FetchMock = jest.MockedFunction<typeof fetch>;

const originalFetch = global.fetch;

export function mockFetch(): FetchMock {
  const mock = jest.fn() as FetchMock;
  global.fetch = mock;
  return mock;
}

export function restoreFetch(): void {
  global.fetch = originalFetch;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function textResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html' } });
}

/** A fetch that never answers; it only rejects, like the real one, once its signal aborts. */
export function hangUntilAborted(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const signal = init?.signal;
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export interface RecordedCall {
  url: URL;
  init: RequestInit;
}

export function callOf(mock: FetchMock, index = 0): RecordedCall {
  const call = mock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  // Client calls use same-origin paths; the base only makes them parseable.
  return { url: new URL(String(call[0]), 'http://same-origin.test'), init: call[1] ?? {} };
}

export function bodyOf(mock: FetchMock, index = 0): unknown {
  const { body } = callOf(mock, index).init;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/** Rejection of `promise`, failing the test if it resolves instead. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

/** The structured log lines written through a `console` spy. */
export function logLines(spy: jest.SpyInstance): Record<string, unknown>[] {
  return spy.mock.calls.map((args: unknown[]) => JSON.parse(String(args[0])));
}

const speakerFixture = () => ({
  id: 11,
  firstName: 'Анна',
  lastName: 'Петрова',
  middleName: 'Сергеевна',
  position: 'CTO',
  organization: 'Acme',
  photo: { url: 'https://cdn.example/anna.jpg' },
});

export const activityFixture = () => ({
  activityID: 101,
  hash: 'demo-max',
  name: 'Product Conference 2026',
  status: 'current',
  type: 'hybrid',
  theme: 'deep-blue',
  darkMode: true,
  plannedStartDate: '2026-12-03T10:00:00+03:00',
  plannedStopDate: '2026-12-04T18:00:00+03:00',
  organizerName: 'Acme Events',
  landingLogo: {
    url: 'https://cdn.example/logo.png',
    imageSources: {
      xs: {
        simple: 'https://cdn.example/logo-xs.png',
        retina: 'https://cdn.example/logo-xs@2x.png',
      },
      xl: { simple: 'https://cdn.example/logo-xl.png' },
    },
  },
  activityPoster: { url: 'https://cdn.example/poster.jpg' },
  videoPoster: { url: 'https://cdn.example/poster.mp4' },
  posterType: 'video',
  metricaCode: '12345678',
  techSupport: { telnum: '+7 800 555-35-35' },
  tickets: { ticketPrice: 1500 },
  mainHall: { id: 7 },
  halls: [{ id: 7, isBrandingEnabled: true }, { id: 8 }],
  landingDescription: '<p>Two days of talks.</p>',
  isRegistrationEnabled: true,
  isGenRegistration: false,
  speakers: [speakerFixture()],
  partners: [
    {
      id: 1,
      name: 'Partner',
      link: 'https://partner.example',
      photo: { url: 'https://cdn.example/p.png' },
    },
  ],
  location: { city: 'Moscow', address: 'Tverskaya 1', blockTitle: 'Venue' },
  qrCode: {
    url: 'https://event.example/r',
    image: 'https://cdn.example/qr.png',
    annotation: 'Scan me',
  },
  landingBlocks: {
    schedule: {
      blockTitle: 'Programme',
      props: {
        isScheduleWithPlatformTime: true,
        platformTimeZone: 5.5,
        isAutoProgramGenerationEnabled: false,
      },
      data: [{ materialId: 1, title: 'Day one' }],
      materials: [{ subtype: 'mainSchedule', materialID: 3, url: 'https://cdn.example/plan.pdf' }],
    },
    speakers: { blockTitle: 'Speakers' },
    faq: { blockTitle: 'FAQ', data: [{ question: 'Free?', answer: '<b>Yes</b>' }] },
    partners: { blockTitle: 'Partners' },
  },
});

export const minimalActivityFixture = () => ({
  activityID: 101,
  hash: 'demo-min',
  name: 'Minimal',
  status: 'planned',
  type: 'online',
  plannedStartDate: '2026-12-03T10:00:00+03:00',
  plannedStopDate: '2026-12-03T12:00:00+03:00',
  mainHall: { id: 7 },
});

export const eventFixture = () => ({
  eventID: 501,
  name: 'Opening',
  description: '<p>Welcome</p>',
  eventStart: '2026-12-03T10:00:00+03:00',
  speakers: [speakerFixture()],
  materials: [{ name: 'Slides', url: 'https://cdn.example/slides.pdf' }],
  links: [{ url: 'https://event.example/more', title: 'More' }],
  status: 1,
  timeZone: 3,
});

export const streamKeysFixture = () => ({
  kind: 'main',
  index: 0,
  rtmp: {
    serverUrl: 'rtmp://live.example/app',
    streamKey: 'sk-123',
    fullUrl: 'rtmp://live.example/app/sk-123',
  },
  srt: {
    host: 'srt.example',
    port: 9000,
    streamId: 'sid-1',
    serverUrl: 'srt://srt.example:9000',
  },
});

export const viewerFixture = () => ({
  id: 900,
  email: 'viewer@example.com',
  name: 'Viewer',
  unsubscribed: false,
  optinCareer: true,
  optinAdv: false,
});

export const chatItemFixture = (overrides: Record<string, unknown> = {}) => ({
  id: 'c1',
  createdAt: '2026-12-03T10:05:00+03:00',
  author: { name: 'Ivan' },
  payload: { text: 'When does it start?', isQuestion: true, isAnswered: false, likes: 2 },
  ...overrides,
});

export const pollFixture = () => ({
  pollID: 31,
  question: 'Best talk?',
  type: 'single-choice',
  isClosed: false,
  totalVotes: 10,
  options: [
    { id: 1, text: 'A', votes: 6, isCorrect: true, score: 1 },
    { id: 2, text: 'B', votes: 4 },
  ],
  answers: ['free text'],
  scale: 10,
});

export const formFixture = () => ({
  id: 'form_1',
  title: 'Feedback',
  isPublished: true,
  url: 'https://forms.example/f/form_1',
  activityHash: 'demo-max',
});

/**
 * A `fetchJson` stand-in for "a newer call cancels an older one": the first call never answers
 * and ends only by its abort, as a real fetch does; a later call answers `later(n)`, n being its
 * number. `signals` holds every call's AbortSignal.
 */
export function slowFirstCall(later: (call: number) => unknown) {
  const signals: AbortSignal[] = [];
  const implementation = (_url: string, options?: { signal?: AbortSignal }) => {
    const signal = options?.signal as AbortSignal;
    signals.push(signal);
    if (signals.length === 1) {
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    }
    return Promise.resolve(later(signals.length));
  };
  return { signals, implementation: implementation as unknown as typeof fetchJson };
}
