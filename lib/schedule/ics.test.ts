import ICAL from 'ical.js';
import { HOSTILE_STRINGS } from '@/e2e/support/generated-upstream';
import { googleCalendarUrl, icsUtc } from './calendar-link';
import { toScheduleActivity } from './from-activity';
import {
  entryUid,
  feedEntries,
  icsFileName,
  writeCalendar,
  type FeedEntry,
  type FeedUrls,
} from './ics';
import { scheduleActivityInput, scheduleEvent } from '@/test/schedule-fixtures';

const PAGE_URL = 'https://events.example.com/max?hash=demo-schedule';
const URLS: FeedUrls = {
  landing: PAGE_URL,
  player: 'https://events.example.com/platform?hash=demo-schedule',
  uidHost: 'events.example.com',
};
const NOW = new Date('2027-03-01T12:00:00Z');
const SEEN = new Date('2027-02-20T08:30:00Z');

const online = scheduleActivityInput({ landingDescription: '<p>Два дня <b>докладов</b></p>' });
const offline = scheduleActivityInput({
  type: 'offline',
  location: { city: 'Москва', address: 'Тверская, 1' },
});
const events = [
  scheduleEvent({
    eventID: 2,
    name: 'Q&A; final, part',
    eventStart: '2027-03-15T12:00:00+03:00',
    description: '<p>Вопросы</p><script>alert(1)</script><ul><li>и ответы</li></ul>',
  }),
  scheduleEvent({ eventID: 1, name: 'Открытие', eventStart: '2027-03-14T10:00:00+03:00' }),
];

function write(entries: FeedEntry[], revisionOf = () => ({ sequence: 7, lastModified: SEEN })) {
  return writeCalendar(entries, {
    calendarName: 'Product Days: programme',
    uidHost: URLS.uidHost,
    now: NOW,
    revisionOf,
  });
}

/** The text as ical.js reads it: throws on anything it cannot parse. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar.getAllSubcomponents('vevent');
  return {
    calendar,
    vevents,
    byUid: (uid: string) => vevents.find((v) => v.getFirstPropertyValue('uid') === uid),
  };
}

function text(component: ICAL.Component, name: string): string | undefined {
  const value = component.getFirstPropertyValue(name);
  return value === null ? undefined : String(value);
}

function utcOf(component: ICAL.Component, name: string): string | undefined {
  const property = component.getFirstProperty(name);
  // The raw value: 'Z' at its end, not a zone the parser would have to resolve.
  return property ? property.toICALString().split(':').slice(1).join(':') : undefined;
}

describe('the programme calendar', () => {
  const ics = write(feedEntries(online, events, URLS));
  const { calendar, vevents, byUid } = parse(ics);

  it('holds the event and one VEVENT per programme item, in programme order', () => {
    expect(vevents.map((v) => text(v, 'uid'))).toEqual([
      'demo-schedule@events.example.com',
      'demo-schedule-1@events.example.com',
      'demo-schedule-2@events.example.com',
    ]);
    expect(vevents.map((v) => text(v, 'summary'))).toEqual([
      'Product Days',
      'Открытие',
      'Q&A; final, part',
    ]);
    expect(ics.endsWith('END:VCALENDAR')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('names the calendar and asks for an hourly refresh', () => {
    expect(text(calendar, 'x-wr-calname')).toBe('Product Days: programme');
    expect(ics).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(ics).toContain('\r\nX-PUBLISHED-TTL:PT1H\r\n');
    expect(text(calendar, 'method')).toBe('PUBLISH');
  });

  it('writes every time in UTC', () => {
    const event = byUid('demo-schedule@events.example.com')!;
    expect(utcOf(event, 'dtstart')).toBe('20270314T070000Z');
    expect(utcOf(event, 'dtend')).toBe('20270315T150000Z');
    expect(utcOf(event, 'dtstamp')).toBe('20270301T120000Z');
    const first = byUid('demo-schedule-1@events.example.com')!;
    // An item ends where the next begins, the last one at the event's stop.
    expect(utcOf(first, 'dtstart')).toBe('20270314T070000Z');
    expect(utcOf(first, 'dtend')).toBe('20270315T090000Z');
    expect(utcOf(byUid('demo-schedule-2@events.example.com')!, 'dtend')).toBe('20270315T150000Z');
    for (const vevent of vevents) {
      for (const name of ['dtstart', 'dtend', 'dtstamp', 'last-modified']) {
        expect(utcOf(vevent, name)).toMatch(/^\d{8}T\d{6}Z$/);
      }
    }
  });

  it('writes the revision it is given', () => {
    for (const vevent of vevents) {
      expect(text(vevent, 'sequence')).toBe('7');
      expect(utcOf(vevent, 'last-modified')).toBe('20270220T083000Z');
    }
  });

  it('links the player for an online event’s items and the landing for the event', () => {
    expect(text(byUid('demo-schedule@events.example.com')!, 'url')).toBe(PAGE_URL);
    expect(text(byUid('demo-schedule-1@events.example.com')!, 'url')).toBe(URLS.player);
    for (const vevent of vevents) expect(text(vevent, 'location')).toBeUndefined();
  });

  it('links the landing and names the venue for an offline event', () => {
    const venue = parse(write(feedEntries(offline, events, URLS)));
    for (const vevent of venue.vevents) {
      expect(text(vevent, 'url')).toBe(PAGE_URL);
      expect(text(vevent, 'location')).toBe('Москва, Тверская, 1');
    }
  });

  it('describes in plain text: the organizer’s HTML reduced, then the link', () => {
    expect(text(byUid('demo-schedule@events.example.com')!, 'description')).toBe(
      `Два дня докладов\n\n${PAGE_URL}`,
    );
    expect(text(byUid('demo-schedule-2@events.example.com')!, 'description')).toBe(
      `Вопросы\nи ответы\n\n${URLS.player}`,
    );
    expect(ics).not.toMatch(/<|alert/);
    // Escaped on the wire (RFC 5545 3.3.11), read back whole above.
    expect(ics).toContain('SUMMARY:Q&A\\; final\\, part');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const name = 'Очень длинное название конференции 😀 '.repeat(8);
    const long = write(feedEntries({ ...online, name }, events, URLS));
    const physical = long.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(text(parse(long).vevents[0]!, 'summary')).toBe(name);
    expect(long).not.toContain('\uFFFD');
  });

  it('leaves DTEND out when the planned stop is not after the start', () => {
    const broken = { ...online, plannedStopDate: online.plannedStartDate };
    const [event] = parse(write(feedEntries(broken, [], URLS))).vevents;
    expect(event!.getFirstProperty('dtend')).toBeNull();
  });
});

describe('hostile strings from the generated upstream', () => {
  it.each(HOSTILE_STRINGS.map((value) => [value]))('%j stays one parseable value', (value) => {
    const activity = scheduleActivityInput({
      name: value,
      type: 'hybrid',
      location: { city: value, address: value },
      landingDescription: value,
    });
    const ics = write(
      feedEntries(activity, [scheduleEvent({ eventID: 9, name: value, description: value })], URLS),
    );
    // No control character but the line breaks reaches the file.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F]/);
    const { vevents } = parse(ics);
    expect(vevents).toHaveLength(2);
    const item = vevents[1]!;
    expect(text(item, 'uid')).toBe('demo-schedule-9@events.example.com');
    const expected = value.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\ud800/g, '\ufffd');
    expect(text(item, 'summary') ?? '').toBe(expected);
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });
});

describe('entryUid', () => {
  it('depends only on the hash, the item and the site host', () => {
    expect(entryUid('demo-schedule', 'events.example.com')).toBe(
      'demo-schedule@events.example.com',
    );
    expect(entryUid('demo-schedule', 'events.example.com', 12)).toBe(
      'demo-schedule-12@events.example.com',
    );
    const renamed = feedEntries(
      { ...online, name: 'Renamed' },
      [{ ...events[0]!, name: 'x' }],
      URLS,
    );
    expect(renamed.map((entry) => entry.uid)).toEqual([
      'demo-schedule@events.example.com',
      'demo-schedule-2@events.example.com',
    ]);
  });
});

describe('icsUtc', () => {
  it('converts any offset to a UTC stamp', () => {
    expect(icsUtc('2027-03-14T10:00:00+03:00')).toBe('20270314T070000Z');
    expect(icsUtc('2027-03-14T10:00:00+05:30')).toBe('20270314T043000Z');
    expect(icsUtc('2027-03-14T22:00:00-05:00')).toBe('20270315T030000Z');
  });
});

describe('icsFileName', () => {
  it('names the file after the event', () => {
    expect(icsFileName({ name: 'Product Days: 2027' })).toBe('Product Days 2027.ics');
  });
});

describe('googleCalendarUrl', () => {
  const view = toScheduleActivity(offline);

  it('builds a Google Calendar template link for the whole event', () => {
    const url = new URL(googleCalendarUrl(view, PAGE_URL));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Product Days');
    expect(url.searchParams.get('dates')).toBe('20270314T070000Z/20270315T150000Z');
    expect(url.searchParams.get('details')).toBe(PAGE_URL);
    expect(url.searchParams.get('location')).toBe('Москва, Тверская, 1');
  });

  it('keeps the dates separator readable and encodes the rest', () => {
    const link = googleCalendarUrl({ ...toScheduleActivity(online), name: 'A&B #1' }, PAGE_URL);
    expect(link).toContain('&dates=20270314T070000Z/20270315T150000Z&');
    expect(link).toContain('text=A%26B%20%231&');
    expect(new URL(link).searchParams.get('location')).toBe(PAGE_URL);
  });
});
