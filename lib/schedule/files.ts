/**
 * The programme's two downloads, one lazily loaded chunk (ScheduleIsland): the generated HTML
 * programme and the calendar file, fetched at the visitor's first download.
 */
export { buildScheduleHtml, scheduleFileName } from './html-export';
export { buildIcs, icsFileName } from './ics';
