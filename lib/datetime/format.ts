import type { Locale as DateFnsLocale, Month } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { ru } from 'date-fns/locale/ru';
import type { Locale } from '@/i18n/routing';
import { isMultiDay, platformOffsetHours } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';
import { formatTime } from './clock-format';
import { formatUtcOffset } from './utc-offset';
import { lastInstant, wallClock, type WallClock } from './wall-clock';

// Day-first in both languages ('14 March 2027'), so pills and ranges read the same.

export { formatUtcOffset } from './utc-offset';

const DATE_FNS_LOCALES: Record<Locale, DateFnsLocale> = { ru, en: enUS };

function dateFnsLocale(locale: Locale): DateFnsLocale {
  return DATE_FNS_LOCALES[locale];
}

function monthName(clock: WallClock, locale: Locale): string {
  return dateFnsLocale(locale).localize.month((clock.month - 1) as Month, {
    width: 'wide',
    context: 'formatting',
  });
}

export function formatDayMonth(value: string | Date, offsetHours: number, locale: Locale): string {
  const clock = wallClock(value, offsetHours);
  return clock ? `${clock.day} ${monthName(clock, locale)}` : '';
}

/** The year appears only when the two ends' years differ. */
function formatDayRange(start: WallClock, end: WallClock, locale: Locale): string {
  const startMonth = monthName(start, locale);
  const endMonth = monthName(end, locale);
  if (start.year !== end.year) {
    return `${start.day} ${startMonth} ${start.year} – ${end.day} ${endMonth} ${end.year}`;
  }
  if (start.month !== end.month) return `${start.day} ${startMonth} – ${end.day} ${endMonth}`;
  return `${start.day}–${end.day} ${endMonth}`;
}

export function formatStartPill(activity: Activity, locale: Locale): string {
  const offset = platformOffsetHours(activity);
  const { plannedStartDate: startIso, plannedStopDate: stopIso } = activity;
  const start = wallClock(startIso, offset);
  if (!start) return '';
  const end = wallClock(lastInstant(startIso, stopIso), offset);
  const days =
    isMultiDay(activity) && end
      ? formatDayRange(start, end, locale)
      : `${start.day} ${monthName(start, locale)} ${start.year}`;
  return `${days}, ${formatTime(startIso, offset)} (${formatUtcOffset(offset)})`;
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

/** Days are 24-hour blocks, not calendar days, so the result is the same in every zone. */
export function durationParts(startIso: string, stopIso: string): DurationParts {
  const elapsed = Date.parse(stopIso) - Date.parse(startIso);
  const total = Number.isFinite(elapsed) ? Math.max(0, Math.round(elapsed / 60_000)) : 0;
  return {
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
  };
}

type DurationMessageKey = 'durationDays' | 'durationHours' | 'durationMinutes';

export type DurationTranslator = (key: DurationMessageKey, values: { count: number }) => string;

export function formatDuration(parts: DurationParts, t: DurationTranslator): string {
  const pieces: string[] = [];
  if (parts.days > 0) pieces.push(t('durationDays', { count: parts.days }));
  if (parts.hours > 0) pieces.push(t('durationHours', { count: parts.hours }));
  if (parts.minutes > 0 || pieces.length === 0) {
    pieces.push(t('durationMinutes', { count: parts.minutes }));
  }
  return pieces.join(' ');
}
