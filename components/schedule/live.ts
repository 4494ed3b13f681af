/**
 * What a live programme needs, one lazily loaded chunk (ScheduleRefresh, ScheduleIsland): the
 * refresh beats (ScheduleLive, with SWR), the list renderer and the on-demand fetch. They are
 * wanted together, from the first refresh on, and one lazy import keeps one loader entry in the
 * first load instead of three.
 */
export { default as ScheduleLive } from './ScheduleLive';
export { renderDayList } from './day-list';
export { fetchLatestEvents } from '@/lib/schedule/fetch-events';
