import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import type { Locale } from '@/i18n/routing';
import { activitySchema, type Activity } from '@/lib/api/schemas';
import { formatScheduleDay, formatTime } from './clock-format';
import {
  durationParts,
  formatDayMonth,
  formatDuration,
  formatStartPill,
  formatUtcOffset,
  type DurationTranslator,
} from './format';
import { formatOffset, visitorOffsetHours } from './utc-offset';
import { dayKey } from './wall-clock';

/**
 * A translator over the real message files. next-intl is ESM-only and Jest does not transform
 * node_modules, so this reads the ICU plural by hand with the same CLDR rules (Intl.PluralRules).
 */
function translator(locale: Locale): DurationTranslator {
  const messages = locale === 'ru' ? ru.activity : en.activity;
  const rules = new Intl.PluralRules(locale);
  return (key, { count }) => {
    const forms = Object.fromEntries(
      [...messages[key].matchAll(/(\w+) \{([^}]*)\}/g)].map((m) => [m[1], m[2]]),
    );
    const form = forms[rules.select(count)] ?? forms.other ?? '';
    return form.replace('#', String(count));
  };
}

function activity(start: string, stop: string, platformTimeZone?: number): Activity {
  return activitySchema.parse({
    activityID: 1,
    hash: 'abc',
    name: 'Event',
    status: 'planned',
    type: 'online',
    plannedStartDate: start,
    plannedStopDate: stop,
    mainHall: { id: 1 },
    landingBlocks: { schedule: { props: { platformTimeZone } } },
  });
}

describe('offsets', () => {
  it.each([
    [3, '+3', 'UTC+3'],
    [0, '+0', 'UTC+0'],
    [-5, '-5', 'UTC-5'],
    [5.5, '+5:30', 'UTC+5:30'],
    [-9.5, '-9:30', 'UTC-9:30'],
    [5.75, '+5:45', 'UTC+5:45'],
    [14, '+14', 'UTC+14'],
  ])('%p', (hours, short, label) => {
    expect(formatOffset(hours)).toBe(short);
    expect(formatUtcOffset(hours)).toBe(label);
  });

  it('composes with the activity.utcOffset message', () => {
    expect(ru.activity.utcOffset.replace('{offset}', formatOffset(5.5))).toBe('UTC+5:30');
  });
});

describe('formatTime and day helpers around midnight', () => {
  // 21:30 UTC on 14 March: 00:30 on the 15th at +3, 21:30 at 0, 16:30 at −5, 03:00 on the 15th at +5:30.
  const iso = '2027-03-14T21:30:00Z';

  it.each([
    [3, '00:30', '15.03.2027', '2027-03-15', '15 марта', '15 March'],
    [0, '21:30', '14.03.2027', '2027-03-14', '14 марта', '14 March'],
    [-5, '16:30', '14.03.2027', '2027-03-14', '14 марта', '14 March'],
    [5.5, '03:00', '15.03.2027', '2027-03-15', '15 марта', '15 March'],
  ])('at %p', (offset, time, scheduleDay, key, dayRu, dayEn) => {
    expect(formatTime(iso, offset)).toBe(time);
    expect(formatScheduleDay(iso, offset)).toBe(scheduleDay);
    expect(dayKey(iso, offset)).toBe(key);
    expect(formatDayMonth(iso, offset, 'ru')).toBe(dayRu);
    expect(formatDayMonth(iso, offset, 'en')).toBe(dayEn);
  });

  it('reads the instant, not the written offset', () => {
    expect(formatTime('2027-03-14T10:00:00+03:00', 3)).toBe('10:00');
    expect(formatTime('2027-03-14T10:00:00+03:00', 0)).toBe('07:00');
    expect(formatTime(new Date('2027-03-14T10:05:00Z'), -5)).toBe('05:05');
  });

  it('does not depend on the host zone (wall times inside a DST gap of Berlin or New York)', () => {
    // Run also with TZ=Europe/Berlin and TZ=America/New_York; date-fns-tz would print 03:30 there.
    expect(formatTime('2027-03-28T02:30:00Z', 0)).toBe('02:30');
    expect(formatTime('2027-03-14T02:30:00Z', 0)).toBe('02:30');
    expect(formatTime('2027-03-27T23:30:00Z', 3)).toBe('02:30');
  });

  it('crosses a year boundary', () => {
    expect(formatDayMonth('2026-12-31T21:00:00Z', 3, 'ru')).toBe('1 января');
    expect(formatDayMonth('2026-12-31T21:00:00Z', 0, 'en')).toBe('31 December');
    expect(formatScheduleDay('2027-01-05T00:00:00+03:00', 3)).toBe('05.01.2027');
  });

  it('uses the genitive case for every Russian month', () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      formatDayMonth(`2027-${String(i + 1).padStart(2, '0')}-10T12:00:00Z`, 0, 'ru'),
    );
    expect(months).toEqual([
      '10 января',
      '10 февраля',
      '10 марта',
      '10 апреля',
      '10 мая',
      '10 июня',
      '10 июля',
      '10 августа',
      '10 сентября',
      '10 октября',
      '10 ноября',
      '10 декабря',
    ]);
  });

  it('returns empty strings for unparsable input', () => {
    expect(formatTime('nope', 3)).toBe('');
    expect(formatDayMonth('nope', 3, 'ru')).toBe('');
    expect(formatScheduleDay('nope', 3)).toBe('');
  });
});

describe('formatStartPill', () => {
  it('shows the year for a single-day event', () => {
    const a = activity('2027-03-14T10:00:00+03:00', '2027-03-14T18:00:00+03:00');
    expect(formatStartPill(a, 'ru')).toBe('14 марта 2027, 10:00 (UTC+3)');
    expect(formatStartPill(a, 'en')).toBe('14 March 2027, 10:00 (UTC+3)');
  });

  it('shows a range within one month without the year', () => {
    const a = activity('2027-03-14T10:00:00+03:00', '2027-03-16T18:00:00+03:00');
    expect(formatStartPill(a, 'ru')).toBe('14–16 марта, 10:00 (UTC+3)');
    expect(formatStartPill(a, 'en')).toBe('14–16 March, 10:00 (UTC+3)');
  });

  it('shows a range across months', () => {
    const a = activity('2027-03-30T10:00:00+03:00', '2027-04-02T18:00:00+03:00');
    expect(formatStartPill(a, 'ru')).toBe('30 марта – 2 апреля, 10:00 (UTC+3)');
  });

  it('shows both years when they differ', () => {
    const a = activity('2026-12-30T10:00:00+03:00', '2027-01-02T18:00:00+03:00');
    expect(formatStartPill(a, 'ru')).toBe('30 декабря 2026 – 2 января 2027, 10:00 (UTC+3)');
  });

  it('works in the platform zone, not in UTC', () => {
    // 20:00–23:00 UTC: one UTC day, but 14–15 March at +3 and 15 March at +5:30.
    expect(formatStartPill(activity('2027-03-14T20:00:00Z', '2027-03-14T23:00:00Z', 3), 'ru')).toBe(
      '14–15 марта, 23:00 (UTC+3)',
    );
    expect(
      formatStartPill(activity('2027-03-14T20:00:00Z', '2027-03-14T23:00:00Z', 5.5), 'en'),
    ).toBe('15 March 2027, 01:30 (UTC+5:30)');
    expect(
      formatStartPill(activity('2027-03-14T20:00:00Z', '2027-03-14T23:00:00Z', -5), 'en'),
    ).toBe('14 March 2027, 15:00 (UTC-5)');
  });

  it('does not count a stop exactly at midnight as another day', () => {
    const a = activity('2027-03-14T10:00:00+03:00', '2027-03-15T00:00:00+03:00');
    expect(formatStartPill(a, 'ru')).toBe('14 марта 2027, 10:00 (UTC+3)');
  });
});

describe('durationParts', () => {
  it.each([
    ['2027-03-14T10:00:00Z', '2027-03-14T11:30:00Z', { days: 0, hours: 1, minutes: 30 }],
    ['2027-03-14T10:00:00Z', '2027-03-16T13:05:00Z', { days: 2, hours: 3, minutes: 5 }],
    ['2027-03-14T10:00:00+03:00', '2027-03-14T10:00:00+00:00', { days: 0, hours: 3, minutes: 0 }],
    ['2027-03-14T10:00:00Z', '2027-03-14T10:00:29Z', { days: 0, hours: 0, minutes: 0 }],
    ['2027-03-14T10:00:00Z', '2027-03-14T10:00:30Z', { days: 0, hours: 0, minutes: 1 }],
    ['2027-03-14T10:00:00Z', '2027-03-13T10:00:00Z', { days: 0, hours: 0, minutes: 0 }],
    ['bad', '2027-03-13T10:00:00Z', { days: 0, hours: 0, minutes: 0 }],
  ])('%s → %s', (start, stop, parts) => {
    expect(durationParts(start, stop)).toEqual(parts);
  });
});

describe('formatDuration', () => {
  it.each([
    [{ days: 0, hours: 1, minutes: 30 }, '1 час 30 минут', '1 hour 30 minutes'],
    [{ days: 2, hours: 3, minutes: 5 }, '2 дня 3 часа 5 минут', '2 days 3 hours 5 minutes'],
    [{ days: 5, hours: 0, minutes: 0 }, '5 дней', '5 days'],
    [{ days: 21, hours: 22, minutes: 1 }, '21 день 22 часа 1 минута', '21 days 22 hours 1 minute'],
    [{ days: 0, hours: 11, minutes: 0 }, '11 часов', '11 hours'],
    [{ days: 0, hours: 0, minutes: 0 }, '0 минут', '0 minutes'],
  ])('%p', (parts, textRu, textEn) => {
    expect(formatDuration(parts, translator('ru'))).toBe(textRu);
    expect(formatDuration(parts, translator('en'))).toBe(textEn);
  });

  it('asks only for the parts it shows', () => {
    const t = jest.fn<string, Parameters<DurationTranslator>>(
      (key, { count }) => `${key}:${count}`,
    );
    expect(formatDuration({ days: 1, hours: 0, minutes: 15 }, t)).toBe(
      'durationDays:1 durationMinutes:15',
    );
    expect(t).toHaveBeenCalledTimes(2);
  });
});

describe('visitorOffsetHours', () => {
  function dateWithOffset(minutes: number): Date {
    const date = new Date('2027-03-14T10:00:00Z');
    jest.spyOn(date, 'getTimezoneOffset').mockReturnValue(minutes);
    return date;
  }

  it.each([
    [-180, 3],
    [300, -5],
    [-330, 5.5],
    [0, 0],
  ])('getTimezoneOffset %p → %p', (minutes, hours) => {
    expect(Object.is(visitorOffsetHours(dateWithOffset(minutes)), hours)).toBe(true);
  });

  it('defaults to now', () => {
    expect(typeof visitorOffsetHours()).toBe('number');
  });
});
