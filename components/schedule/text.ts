import { getTranslations } from 'next-intl/server';
import type { MessagePath } from '@/i18n/messages';

/** What the programme's client components show (plain messages), resolved by `scheduleText`. */
const SCHEDULE_TEXT = [
  'schedule.timeZone',
  'schedule.platformTime',
  'schedule.visitorTime',
  'schedule.now',
  'schedule.downloadSchedule',
  'schedule.addToCalendar',
  'schedule.googleCalendar',
  'schedule.subscribe',
  'schedule.copyFeed',
  'schedule.feedCopied',
  'schedule.feedCopyFailed',
  'schedule.googleSubscribe',
  'schedule.newTab',
  'schedule.empty',
  'schedule.exportTitle',
  'schedule.exportDate',
  'schedule.exportFormat',
  'schedule.exportPlace',
  'schedule.loadFailed',
  'titles.program',
  'titles.speakers',
  'titles.materials',
  'titles.links',
  'activity.type.online',
  'activity.type.offline',
  'activity.type.hybrid',
] as const satisfies readonly MessagePath[];

export type ScheduleText = Record<(typeof SCHEDULE_TEXT)[number], string>;

export async function scheduleText(): Promise<ScheduleText> {
  const t = await getTranslations();
  return Object.fromEntries(SCHEDULE_TEXT.map((key) => [key, t(key)])) as ScheduleText;
}
