import {
  cardDetails,
  eventTimeRange,
  groupByDay,
  usableLinks,
  usableMaterials,
  withStopTimes,
} from './events';
import { scheduleEvent } from '@/test/schedule-fixtures';

const activity = { plannedStopDate: '2027-03-15T18:00:00+03:00' };

describe('withStopTimes', () => {
  it('sorts by start and stops each event at the next start, the last at the planned stop', () => {
    const timed = withStopTimes(
      [
        scheduleEvent({ eventID: 3, eventStart: '2027-03-15T10:00:00+03:00' }),
        scheduleEvent({ eventID: 1, eventStart: '2027-03-14T10:00:00+03:00' }),
        // Same instant as event 1 written in another offset: order by instant, not by text.
        scheduleEvent({ eventID: 2, eventStart: '2027-03-14T08:30:00Z' }),
      ],
      activity,
    );
    expect(timed.map((event) => [event.eventID, event.eventStop])).toEqual([
      [1, '2027-03-14T08:30:00Z'],
      [2, '2027-03-15T10:00:00+03:00'],
      [3, '2027-03-15T18:00:00+03:00'],
    ]);
  });

  it('leaves the stop out when the rule gives none after the start', () => {
    const timed = withStopTimes(
      [
        scheduleEvent({ eventID: 1, eventStart: '2027-03-14T10:00:00+03:00' }),
        scheduleEvent({ eventID: 2, eventStart: '2027-03-14T10:00:00+03:00' }),
        scheduleEvent({ eventID: 3, eventStart: '2027-03-16T10:00:00+03:00' }),
      ],
      activity,
    );
    expect(timed.map((event) => event.eventStop)).toEqual([
      undefined,
      '2027-03-16T10:00:00+03:00',
      // Starts after the activity's planned stop: no stop rather than a negative span.
      undefined,
    ]);
    expect(timed.map((event) => event.eventID)).toEqual([1, 2, 3]);
  });

  it('does not modify its input', () => {
    const events = [
      scheduleEvent({ eventID: 2, eventStart: '2027-03-15T10:00:00+03:00' }),
      scheduleEvent({ eventID: 1 }),
    ];
    withStopTimes(events, activity);
    expect(events.map((event) => event.eventID)).toEqual([2, 1]);
    expect(events[0]).not.toHaveProperty('eventStop');
  });

  it('handles an empty programme', () => {
    expect(withStopTimes([], activity)).toEqual([]);
  });
});

describe('groupByDay', () => {
  // 20:00Z, 22:00Z on the 14th; 04:00Z, 06:00Z on the 15th.
  const events = withStopTimes(
    [
      scheduleEvent({ eventID: 1, eventStart: '2027-03-14T20:00:00Z' }),
      scheduleEvent({ eventID: 2, eventStart: '2027-03-14T22:00:00Z' }),
      scheduleEvent({ eventID: 3, eventStart: '2027-03-15T04:00:00Z' }),
      scheduleEvent({ eventID: 4, eventStart: '2027-03-15T06:00:00Z' }),
    ],
    activity,
  );

  it.each([
    [
      3,
      [
        ['14.03.2027', [1]],
        ['15.03.2027', [2, 3, 4]],
      ],
    ],
    [
      0,
      [
        ['14.03.2027', [1, 2]],
        ['15.03.2027', [3, 4]],
      ],
    ],
    [
      -5,
      [
        ['14.03.2027', [1, 2, 3]],
        ['15.03.2027', [4]],
      ],
    ],
    [5.5, [['15.03.2027', [1, 2, 3, 4]]]],
  ] as const)('splits days at midnight of UTC%s', (offset, expected) => {
    const days = groupByDay(events, offset);
    expect(days.map((day) => [day.label, day.events.map((event) => event.eventID)])).toEqual(
      expected,
    );
  });

  it('keys days by their ISO date', () => {
    expect(groupByDay(events, 3).map((day) => day.dayKey)).toEqual(['2027-03-14', '2027-03-15']);
  });

  it('returns no days for no events', () => {
    expect(groupByDay([], 3)).toEqual([]);
  });
});

describe('eventTimeRange', () => {
  it('prints start–stop in the given zone', () => {
    const event = { eventStart: '2027-03-14T07:00:00Z', eventStop: '2027-03-14T08:30:00Z' };
    expect(eventTimeRange(event, 3)).toBe('10:00–11:30');
    expect(eventTimeRange(event, -5)).toBe('02:00–03:30');
    expect(eventTimeRange(event, 5.5)).toBe('12:30–14:00');
  });

  it('prints only the start when the stop is unknown', () => {
    expect(eventTimeRange({ eventStart: '2027-03-14T07:00:00Z', eventStop: undefined }, 3)).toBe(
      '10:00',
    );
  });
});

describe('cardDetails', () => {
  it.each([
    ['a description', { description: '<p>Hi</p>' }, true],
    ['materials', { materials: [{ name: 'Slides', url: 'https://cdn.example/s.pdf' }] }, true],
    ['links', { links: [{ title: 'Docs', url: 'https://docs.example' }] }, true],
    ['nothing', {}, false],
    ['a blank description', { description: '   ' }, false],
    ['only unusable URLs', { materials: [{ name: 'x', url: 'javascript:alert(1)' }] }, false],
  ])('with %s → %s', (_label, overrides, expected) => {
    expect(Object.keys(cardDetails(scheduleEvent(overrides))).length > 0).toBe(expected);
  });

  it('lists only materials and links with an http(s) URL', () => {
    const event = scheduleEvent({
      materials: [
        { name: 'ok', url: 'https://cdn.example/a.pdf' },
        { name: 'bad', url: 'ftp://x' },
      ],
      links: [{ title: 'bad', url: 'data:text/html,x' }],
    });
    expect(usableMaterials(event)).toEqual([{ name: 'ok', url: 'https://cdn.example/a.pdf' }]);
    expect(usableLinks(event)).toEqual([]);
  });
});

describe('eventTimeRange across days', () => {
  it('leaves out a stop that falls on another day in the shown zone', () => {
    const event = {
      eventStart: '2027-05-18T14:00:00+03:00',
      eventStop: '2027-05-19T10:00:00+03:00',
    };
    expect(eventTimeRange(event, 3)).toBe('14:00');
    expect(eventTimeRange({ ...event, eventStop: '2027-05-18T15:30:00+03:00' }, 3)).toBe(
      '14:00–15:30',
    );
    // 23:30–00:30 in UTC+3 crosses midnight; in UTC it is the same day.
    const late = {
      eventStart: '2027-05-18T23:30:00+03:00',
      eventStop: '2027-05-19T00:30:00+03:00',
    };
    expect(eventTimeRange(late, 3)).toBe('23:30');
    expect(eventTimeRange(late, 0)).toBe('20:30–21:30');
  });
});
