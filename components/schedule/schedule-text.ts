import type { ScheduleExportKey } from '@/lib/schedule/html-export';

/** Every string the schedule island prints, translated on the server (client islands get plain props). */
export interface ScheduleText {
  timeZone: string;
  platformTime: string;
  visitorTime: string;
  now: string;
  speakers: string;
  materials: string;
  links: string;
  downloadSchedule: string;
  addToCalendar: string;
  googleCalendar: string;
  /** Screen-reader hint on links that open a new tab. */
  newTab: string;
  empty: string;
  /** Labels of the generated HTML programme. */
  export: Record<ScheduleExportKey, string>;
}
