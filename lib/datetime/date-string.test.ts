import { daysInMonth, isLeapYear, isValidDateString } from './date-string';

describe('isValidDateString', () => {
  it.each([
    '2027-03-14',
    '2027-3-14',
    '2027-03-4',
    '2027-3-4',
    '1999-12-31',
    '1000-01-01',
    '2999-12-31',
    '2024-02-29',
    '2000-02-29',
    '2027-01-31',
    '2027-04-30',
    '2027-02-28',
  ])('accepts %s', (value) => {
    expect(isValidDateString(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['3027-03-14', 'year starting with 3'],
    ['0999-03-14', 'year starting with 0'],
    ['927-03-14', 'three-digit year'],
    ['20270-03-14', 'five-digit year'],
    ['2027-003-14', 'three-digit month'],
    ['2027-03-014', 'three-digit day'],
    ['2027-00-14', 'month 0'],
    ['2027-13-01', 'month 13'],
    ['2027-03-00', 'day 0'],
    ['2027-03-32', 'day 32'],
    ['2027-04-31', '31 April'],
    ['2027-02-29', '29 February in a common year'],
    ['1900-02-29', '29 February in a century year'],
    ['2024-02-30', '30 February in a leap year'],
    ['2027/03/14', 'slashes'],
    ['14.03.2027', 'day first'],
    ['2027-03-14T10:00:00Z', 'date-time'],
    [' 2027-03-14', 'leading space'],
    ['2027-03-14\n', 'trailing newline'],
    ['2027-03-1a', 'letters'],
    ['2027--3-14', 'negative month'],
    ['２０２７-03-14', 'full-width digits'],
  ])('rejects %p (%s)', (value) => {
    expect(isValidDateString(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidDateString(undefined)).toBe(false);
    expect(isValidDateString(20270314)).toBe(false);
    expect(isValidDateString(new Date())).toBe(false);
  });
});

describe('calendar helpers', () => {
  it('knows leap years', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it('knows month lengths', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2027, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2028, 2)).toBe(29);
  });
});
