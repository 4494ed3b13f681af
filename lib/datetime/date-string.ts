/**
 * A date string is year-month-day with a 1- or 2-digit month and day and a year starting with 1 or
 * 2. How long the year is was left open; four digits (1000–2999) is the only reading that matches
 * real dates, so that is what the pattern takes (docs/decisions/0001-where-the-spec-is-silent.md).
 * The pattern alone would pass 2027-02-30, which no calendar has, so the numbers are checked as a
 * real Gregorian date too (leap years included). No surrounding whitespace and no time part are
 * accepted.
 */
const DATE_STRING = /^([12]\d{3})-(\d{1,2})-(\d{1,2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidDateString(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_STRING.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
