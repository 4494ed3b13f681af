/**
 * The generated HTML programme, one lazily loaded chunk (ScheduleIsland), fetched at the
 * visitor's first download. The calendar file is the feed route's (lib/schedule/feed.ts).
 */
export { buildScheduleHtml, scheduleFileName } from './html-export';
