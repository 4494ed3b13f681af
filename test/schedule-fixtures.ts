import {
  activitySchema,
  scheduleEventSchema,
  type Activity,
  type ScheduleEvent,
} from '@/lib/api/schemas';

/**
 * Builders for the schedule's unit tests. They go through the real schemas, so tests see exactly
 * what the pages see (defaults, dropped URLs, status 0 for a missing status).
 */

export function scheduleActivityInput(overrides: Record<string, unknown> = {}): Activity {
  return activitySchema.parse({
    activityID: 1,
    hash: 'demo-schedule',
    name: 'Product Days',
    status: 'current',
    type: 'online',
    plannedStartDate: '2027-03-14T10:00:00+03:00',
    plannedStopDate: '2027-03-15T18:00:00+03:00',
    mainHall: { id: 7 },
    ...overrides,
  });
}

export function scheduleEvent(overrides: Record<string, unknown> = {}): ScheduleEvent {
  return scheduleEventSchema.parse({
    eventID: 1,
    name: 'Talk',
    eventStart: '2027-03-14T10:00:00+03:00',
    ...overrides,
  });
}

export const speakerInput = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  firstName: 'Анна',
  middleName: 'Сергеевна',
  lastName: 'Петрова',
  position: 'CTO',
  organization: 'Acme',
  ...overrides,
});
