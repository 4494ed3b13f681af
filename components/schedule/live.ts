// Wanted together from the first refresh on: one lazy import keeps one loader entry in the first
// load instead of three.
export { default as ScheduleLive } from './ScheduleLive';
export { renderDayList } from './day-list';
export { fetchLatestEvents } from '@/lib/schedule/fetch-events';
