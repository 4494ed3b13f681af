// One lazy chunk, fetched at the first download; the calendar file is the feed route's.
export { buildScheduleHtml, scheduleFileName } from './html-export';
