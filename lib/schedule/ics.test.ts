import { googleCalendarUrl, icsUtc } from './calendar-link';
import { toScheduleActivity } from './from-activity';
import { buildIcs, escapeIcsText, foldIcsLine, icsFileName, icsUid } from './ics';
import { scheduleActivityInput, scheduleEvent } from '@/test/schedule-fixtures';

const PAGE_URL = 'https://events.example.com/max?hash=demo-schedule';
const NOW = new Date('2027-03-01T12:00:00Z');

const online = toScheduleActivity(scheduleActivityInput());
const offline = toScheduleActivity(
  scheduleActivityInput({ type: 'offline', location: { city: 'Москва', address: 'Тверская, 1' } }),
);
const events = [
  scheduleEvent({ eventID: 1, name: 'Открытие', eventStart: '2027-03-14T10:00:00+03:00' }),
  scheduleEvent({ eventID: 2, name: 'Q&A; final, part', eventStart: '2027-03-15T12:00:00+03:00' }),
];

/** Unfolded content lines (RFC 5545 3.1): CRLF followed by a space continues the line. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

function property(ics: string, name: string): string | undefined {
  return unfold(ics)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);
}

describe('buildIcs', () => {
  const ics = buildIcs(online, events, PAGE_URL, { now: NOW });

  it('is one VEVENT in a VCALENDAR with CRLF line endings only', () => {
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes the whole event in UTC', () => {
    expect(property(ics, 'DTSTART')).toBe('20270314T070000Z');
    expect(property(ics, 'DTEND')).toBe('20270315T150000Z');
    expect(property(ics, 'DTSTAMP')).toBe('20270301T120000Z');
    expect(property(ics, 'SUMMARY')).toBe('Product Days');
    expect(property(ics, 'URL')).toBe(PAGE_URL);
  });

  it('has a UID that depends only on the hash and the site host', () => {
    expect(property(ics, 'UID')).toBe('demo-schedule@events.example.com');
    const later = buildIcs(
      { ...online, name: 'Renamed' },
      [],
      'https://events.example.com/en/max?hash=demo-schedule',
      { now: new Date() },
    );
    expect(property(later, 'UID')).toBe(property(ics, 'UID'));
    expect(icsUid(online, 'not a url')).toBe('demo-schedule@localhost');
  });

  it('describes the programme in plain text with the landing URL', () => {
    const description = property(ics, 'DESCRIPTION');
    expect(description).toBe(
      [
        '14.03.2027 (UTC+3)\\n10:00 Открытие',
        '15.03.2027 (UTC+3)\\n12:00–18:00 Q&A\\; final\\, part',
        PAGE_URL,
      ].join('\\n\\n'),
    );
  });

  it('uses the landing URL as the location of an online event, the venue otherwise', () => {
    expect(property(ics, 'LOCATION')).toBe(PAGE_URL);
    const venue = buildIcs(offline, undefined, PAGE_URL, { now: NOW });
    expect(property(venue, 'LOCATION')).toBe('Москва\\, Тверская\\, 1');
    expect(property(venue, 'DESCRIPTION')).toBe(PAGE_URL);
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const long = buildIcs(
      { ...online, name: 'Очень длинное название конференции '.repeat(6) },
      events,
      PAGE_URL,
      { now: NOW },
    );
    const physical = long.split('\r\n');
    for (const line of physical) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(property(long, 'SUMMARY')).toBe('Очень длинное название конференции '.repeat(6));
    expect(long).not.toContain('\uFFFD');
  });

  it('leaves DTEND out when the planned stop is not after the start', () => {
    const broken = buildIcs({ ...online, plannedStopDate: online.plannedStartDate }, [], PAGE_URL, {
      now: NOW,
    });
    expect(property(broken, 'DTEND')).toBeUndefined();
  });
});

describe('a full activity as input', () => {
  it('gives the same calendar entry as its schedule view', () => {
    const full = scheduleActivityInput({
      type: 'offline',
      location: { city: 'Москва', address: 'Тверская, 1' },
    });
    expect(buildIcs(full, events, PAGE_URL, { now: NOW })).toBe(
      buildIcs(toScheduleActivity(full), events, PAGE_URL, { now: NOW }),
    );
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldIcsLine', () => {
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });

  it('starts continuation lines with a space and counts it', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((part) => part.startsWith(' ') && part.length <= 75)).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('keeps multi-byte characters whole', () => {
    const folded = foldIcsLine(`SUMMARY:${'я'.repeat(100)}😀`).split('\r\n');
    for (const part of folded) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
    // 'SUMMARY:' is 8 octets; 'я' is 2, so 33 fit on the first line (74 octets).
    expect(folded[0]).toBe(`SUMMARY:${'я'.repeat(33)}`);
    expect(folded.at(-1)?.endsWith('😀')).toBe(true);
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
  it('builds a Google Calendar template link for the whole event', () => {
    const url = new URL(googleCalendarUrl(offline, PAGE_URL));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Product Days');
    expect(url.searchParams.get('dates')).toBe('20270314T070000Z/20270315T150000Z');
    expect(url.searchParams.get('details')).toBe(PAGE_URL);
    expect(url.searchParams.get('location')).toBe('Москва, Тверская, 1');
  });

  it('keeps the dates separator readable and encodes the rest', () => {
    const link = googleCalendarUrl({ ...online, name: 'A&B #1' }, PAGE_URL);
    expect(link).toContain('&dates=20270314T070000Z/20270315T150000Z&');
    expect(link).toContain('text=A%26B%20%231&');
    expect(new URL(link).searchParams.get('location')).toBe(PAGE_URL);
  });
});
