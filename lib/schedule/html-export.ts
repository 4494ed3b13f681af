import type { Locale } from '@/i18n/routing';
import type { ScheduleEvent } from '@/lib/api/schemas';
import { formatDayMonth, formatUtcOffset } from '@/lib/datetime/format';
import { lastInstant } from '@/lib/datetime/wall-clock';
import { eventTimeRange, groupByDay, withStopTimes, type TimedEvent } from './events';
import { safeFileName } from './file-name';
import { asScheduleActivity, type ScheduleActivityInput } from './from-activity';
import { placeText, type ScheduleActivity } from './model';
import { htmlToText } from './plain-text';
import { speakerLine } from './speakers';

// Built on the device. Organizer text is escaped and descriptions reduced to plain text, so the
// file never carries markup, whatever the caller passed.

/** The file's labels: these messages of the catalogue, the formats the activity types' names. */
type ScheduleExportKey =
  | 'schedule.exportTitle'
  | 'schedule.exportDate'
  | 'schedule.exportFormat'
  | 'schedule.exportPlace'
  | 'schedule.timeZone'
  | 'activity.type.online'
  | 'activity.type.offline'
  | 'activity.type.hybrid';

/** The labels by their catalogue paths: next-intl's `t` without a namespace. */
export type ScheduleExportTranslate = (key: ScheduleExportKey) => string;

/** The file name's suffix is 'Расписание' in every locale (docs/decisions/0001). */
const SCHEDULE_FILE_SUFFIX = 'Расписание';

const FORMAT_KEYS = {
  online: 'activity.type.online',
  offline: 'activity.type.offline',
  hybrid: 'activity.type.hybrid',
} as const satisfies Record<ScheduleActivity['type'], ScheduleExportKey>;

/** @internal */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function scheduleFileName(activity: Pick<ScheduleActivity, 'name'>): string {
  return safeFileName(activity.name, SCHEDULE_FILE_SUFFIX, 'html');
}

/** 'DD MMMM': the day is zero-padded ('04 марта'). */
function dayMonth(value: string | Date, offsetHours: number, locale: Locale): string {
  return formatDayMonth(value, offsetHours, locale).replace(/^(\d)\b/, '0$1');
}

function activityDates(activity: ScheduleActivity, offsetHours: number, locale: Locale): string {
  const { plannedStartDate: start, plannedStopDate: stop } = activity;
  const first = dayMonth(start, offsetHours, locale);
  const last = dayMonth(lastInstant(start, stop), offsetHours, locale);
  return first === last ? first : `${first} – ${last}`;
}

const STYLES = [
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1d21;',
  'line-height:1.5;max-width:48rem;margin:2rem auto;padding:0 1rem}',
  'h1{font-size:1.25rem;margin:0;color:#5b6470;font-weight:600}',
  'h2{font-size:1.75rem;margin:.25rem 0 1rem}',
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 2rem}',
  'dt{color:#5b6470}dd{margin:0}',
  'h3{font-size:1.25rem;border-bottom:1px solid #d9dee4;padding-bottom:.25rem;margin:2rem 0 1rem}',
  'article{margin:0 0 1.25rem}h4{font-size:1rem;margin:0}',
  '.time{font-weight:700;font-variant-numeric:tabular-nums;margin:0}',
  '.description{white-space:pre-line;margin:.25rem 0}',
  '.speakers{margin:.25rem 0;padding-left:1.25rem;color:#5b6470}',
].join('');

function factRow(label: string, value: string): string {
  return value ? `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>` : '';
}

function eventArticle(event: TimedEvent, offsetHours: number): string {
  const description = htmlToText(event.description);
  const speakers = event.speakers.map((speaker) => `<li>${escapeHtml(speakerLine(speaker))}</li>`);
  return [
    '<article>',
    `<p class="time">${escapeHtml(eventTimeRange(event, offsetHours))}</p>`,
    `<h4>${escapeHtml(event.name)}</h4>`,
    description ? `<p class="description">${escapeHtml(description)}</p>` : '',
    speakers.length > 0 ? `<ul class="speakers">${speakers.join('')}</ul>` : '',
    '</article>',
  ].join('');
}

export interface ScheduleHtmlOptions {
  /** The zone the visitor is looking at; defaults to the platform zone. */
  offsetHours?: number;
}

export function buildScheduleHtml(
  input: ScheduleActivityInput,
  events: readonly ScheduleEvent[],
  locale: Locale,
  t: ScheduleExportTranslate,
  options: ScheduleHtmlOptions = {},
): string {
  const activity = asScheduleActivity(input);
  const offsetHours = options.offsetHours ?? activity.platformOffsetHours;
  const days = groupByDay(withStopTimes(events, activity), offsetHours).map((day) => {
    const first = day.events[0];
    const heading = first ? dayMonth(first.eventStart, offsetHours, locale) : day.label;
    const articles = day.events.map((event) => eventArticle(event, offsetHours)).join('\n');
    return `<section>\n<h3>${escapeHtml(heading)}</h3>\n${articles}\n</section>`;
  });

  const facts = [
    factRow(t('schedule.exportDate'), activityDates(activity, offsetHours, locale)),
    factRow(t('schedule.exportFormat'), t(FORMAT_KEYS[activity.type])),
    factRow(t('schedule.exportPlace'), placeText(activity)),
    factRow(t('schedule.timeZone'), formatUtcOffset(offsetHours)),
  ].join('');

  const title = `${activity.name} — ${t('schedule.exportTitle')}`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLES}</style>`,
    '</head>',
    '<body>',
    '<header>',
    `<h1>${escapeHtml(t('schedule.exportTitle'))}</h1>`,
    `<h2>${escapeHtml(activity.name)}</h2>`,
    `<dl>${facts}</dl>`,
    '</header>',
    '<main>',
    ...days,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
