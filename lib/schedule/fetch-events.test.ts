import { sanitizeEvents } from '@/lib/security/sanitize-content';
import { fetchJson } from '@/lib/api/client-fetch';
import { eventsBody } from '@/lib/api/served';
import { fetchLatestEvents } from './fetch-events';
import { scheduleEvent, speakerInput } from '@/test/schedule-fixtures';
import { slowFirstCall } from '@/test/api-support';

jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn() }));
const fetchJsonMock = fetchJson as jest.MockedFunction<typeof fetchJson>;

/** What /api/events writes: the reader's sanitised events, through JSON. */
function served(events = [scheduleEvent(), scheduleEvent({ eventID: 2, status: 1 })]) {
  return JSON.parse(JSON.stringify({ events: sanitizeEvents(events) }));
}

describe("eventsBody (the browser's check of /api/events)", () => {
  it('takes what the events route writes', () => {
    const body = served([
      scheduleEvent({
        description: '<p>Hands on</p>',
        speakers: [speakerInput()],
        materials: [{ name: 'Slides', url: 'https://cdn.example/s.pdf' }],
        links: [{ title: 'Docs', url: 'https://docs.example/' }],
      }),
      scheduleEvent({ eventID: 2 }),
    ]);
    expect(eventsBody.safeParse(body)).toEqual({ success: true, data: body });
    expect(eventsBody.safeParse({ events: [] })).toEqual({
      success: true,
      data: { events: [] },
    });
  });

  it.each([
    ['no body', null],
    ['an HTML error page', '<html>502</html>'],
    ['no events list', { error: 'UNEXPECTED' }],
    ['an event without an id', { events: [{ ...served().events[0], eventID: undefined }] }],
    ['an event without a start', { events: [{ ...served().events[0], eventStart: 1 }] }],
    ['a status the route never writes', { events: [{ ...served().events[0], status: 'live' }] }],
    ['speakers that are not a list', { events: [{ ...served().events[0], speakers: {} }] }],
  ])('refuses %s', (_, body) => {
    expect(eventsBody.safeParse(body).success).toBe(false);
  });
});

describe('fetchLatestEvents: a newer fetch cancels an older one', () => {
  it('aborts the slow older fetch; its caller gets the newer events, never the older', async () => {
    // The first answer is slow: it ends only by its abort, as a real fetch does.
    const { signals, implementation } = slowFirstCall(() => ({
      events: [scheduleEvent({ name: 'newer' })],
    }));
    fetchJsonMock.mockImplementation(implementation);
    // A refresh beat's fetch…
    const older = fetchLatestEvents(901);
    // …has started (the client is imported on the first call)…
    await new Promise<void>((resolve) => {
      const check = () => (signals.length === 1 ? resolve() : setImmediate(check));
      check();
    });
    // …when a zone switch asks again.
    const newer = fetchLatestEvents(901);
    await expect(newer).resolves.toMatchObject([{ name: 'newer' }]);
    expect(signals[0]?.aborted).toBe(true);
    await expect(older).resolves.toMatchObject([{ name: 'newer' }]);
  });
});
