import { activityResponseSchema } from './schemas';

describe('activity schema smoke', () => {
  it('parses the minimal activity', () => {
    const parsed = activityResponseSchema.parse({
      activity: {
        activityID: 1,
        hash: 'x',
        name: 'N',
        status: 'weird',
        type: 'offline',
        plannedStartDate: '2026-12-03T10:00:00+03:00',
        plannedStopDate: '2026-12-03T12:00:00+03:00',
        mainHall: { id: 2 },
        theme: null,
        activityPoster: { url: 'javascript:alert(1)' },
        metricaCode: '12a',
      },
    });
    expect(parsed.activity.status).toBe('planned');
    expect(parsed.activity.activityPoster?.url).toBeUndefined();
    expect(parsed.activity.metricaCode).toBeUndefined();
    expect(parsed.activity.speakers).toEqual([]);
  });
});
