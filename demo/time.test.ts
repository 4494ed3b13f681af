import { formatAtOffset, hourAtOffset, startOfDayAtOffset } from './time';

describe('time at a fixed offset', () => {
  it('formats ISO 8601 with the offset', () => {
    const date = new Date('2026-11-21T22:15:30.500Z');
    expect(formatAtOffset(date)).toBe('2026-11-22T01:15:30+03:00');
    expect(formatAtOffset(date, 0)).toBe('2026-11-21T22:15:30+00:00');
    expect(formatAtOffset(date, 5.5)).toBe('2026-11-22T03:45:30+05:30');
    expect(formatAtOffset(date, -4)).toBe('2026-11-21T18:15:30-04:00');
  });

  it('finds midnight and the hour in that zone, whatever zone the server runs in', () => {
    const lateUtc = new Date('2026-11-21T22:15:00Z');
    expect(startOfDayAtOffset(lateUtc).toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(hourAtOffset(lateUtc)).toBe(1);
    expect(startOfDayAtOffset(new Date('2026-11-21T20:59:59Z')).toISOString()).toBe(
      '2026-11-20T21:00:00.000Z',
    );
  });
});
