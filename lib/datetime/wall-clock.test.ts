import { offsetMinutes } from './utc-offset';
import { dayKey, lastInstant, wallClock } from './wall-clock';

describe('wallClock', () => {
  it('reads the fields in the given offset', () => {
    expect(wallClock('2027-03-14T22:30:00Z', 3)).toEqual({
      year: 2027,
      month: 3,
      day: 15,
      hour: 1,
      minute: 30,
    });
    expect(wallClock('2027-03-14T02:00:00Z', -5)).toMatchObject({ day: 13, hour: 21 });
    expect(wallClock('2027-03-14T18:45:00Z', 5.5)).toMatchObject({ day: 15, hour: 0, minute: 15 });
  });

  it('accepts Date objects and rejects garbage', () => {
    expect(wallClock(new Date('2027-01-01T00:00:00Z'), 0)).toMatchObject({ year: 2027, month: 1 });
    expect(wallClock('not a date', 3)).toBeUndefined();
  });
});

describe('offsetMinutes', () => {
  it.each([
    [3, 180],
    [5.5, 330],
    [-9.5, -570],
    [5.75, 345],
    [0, 0],
  ])('%p h → %p min', (hours, minutes) => {
    expect(offsetMinutes(hours)).toBe(minutes);
  });
});

describe('dayKey', () => {
  it.each([
    ['2027-03-14T20:59:00Z', 3, '2027-03-14'],
    ['2027-03-14T21:00:00Z', 3, '2027-03-15'],
    ['2027-03-14T23:59:00Z', 0, '2027-03-14'],
    ['2027-03-15T00:00:00Z', 0, '2027-03-15'],
    ['2027-03-15T04:59:00Z', -5, '2027-03-14'],
    ['2027-03-14T18:29:00Z', 5.5, '2027-03-14'],
    ['2027-03-14T18:30:00Z', 5.5, '2027-03-15'],
    ['2026-12-31T21:00:00Z', 3, '2027-01-01'],
  ])('%s at %p → %s', (iso, offset, key) => {
    expect(dayKey(iso, offset)).toBe(key);
  });

  it('is empty for an invalid date', () => {
    expect(dayKey('', 3)).toBe('');
  });
});

describe('lastInstant', () => {
  it('is one millisecond before the stop', () => {
    expect(lastInstant('2027-03-14T10:00:00Z', '2027-03-15T00:00:00Z').toISOString()).toBe(
      '2027-03-14T23:59:59.999Z',
    );
  });

  it('never goes before the start', () => {
    expect(lastInstant('2027-03-14T10:00:00Z', '2027-03-14T10:00:00Z').toISOString()).toBe(
      '2027-03-14T10:00:00.000Z',
    );
    expect(lastInstant('2027-03-14T10:00:00Z', '2027-03-13T10:00:00Z').toISOString()).toBe(
      '2027-03-14T10:00:00.000Z',
    );
  });

  it('falls back to whichever end parses', () => {
    expect(lastInstant('2027-03-14T10:00:00Z', 'x').toISOString()).toBe('2027-03-14T10:00:00.000Z');
    expect(lastInstant('x', '2027-03-14T10:00:00Z').toISOString()).toBe('2027-03-14T10:00:00.000Z');
  });
});
