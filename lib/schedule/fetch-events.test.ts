import { sanitizeEvents } from '@/lib/security/sanitize-content';
import { eventsBody } from '@/lib/api/served';
import { scheduleEvent, speakerInput } from './test-fixtures';

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
