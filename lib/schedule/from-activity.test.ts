import { toScheduleActivity } from './from-activity';
import { scheduleActivityInput } from '@/test/schedule-fixtures';

describe('toScheduleActivity', () => {
  it('keeps what the schedule needs and resolves the zone model', () => {
    const activity = toScheduleActivity(
      scheduleActivityInput({
        type: 'offline',
        location: { city: ' Москва ', address: 'Тверская, 1', blockTitle: 'Где' },
        landingBlocks: {
          schedule: {
            props: { platformTimeZone: 5.5 },
            materials: [
              { subtype: 'presentation', materialID: 1, url: 'https://cdn.example/deck.pdf' },
              { subtype: 'mainSchedule', materialID: 2, url: 'https://cdn.example/plan.pdf' },
            ],
          },
        },
      }),
    );
    expect(activity).toEqual({
      hash: 'demo-schedule',
      name: 'Product Days',
      type: 'offline',
      plannedStartDate: '2027-03-14T10:00:00+03:00',
      plannedStopDate: '2027-03-15T18:00:00+03:00',
      hallId: 7,
      location: { city: 'Москва', address: 'Тверская, 1' },
      platformOffsetHours: 5.5,
      hasZoneSelector: false,
      mainScheduleUrl: 'https://cdn.example/plan.pdf',
      offersGeneratedProgram: false,
    });
  });

  it.each([
    ['on, no main file', true, [], true],
    ['off, no main file', false, [], false],
    ['absent, no main file', undefined, [], false],
    [
      'on, with a main file',
      true,
      [{ subtype: 'mainSchedule', materialID: 2, url: 'https://cdn.example/plan.pdf' }],
      false,
    ],
  ])(
    'auto-generation %s: the generated programme is offered or not',
    (_label, isAutoProgramGenerationEnabled, materials, expected) => {
      const activity = scheduleActivityInput({
        landingBlocks: { schedule: { props: { isAutoProgramGenerationEnabled }, materials } },
      });
      expect(toScheduleActivity(activity).offersGeneratedProgram).toBe(expected);
    },
  );

  it('drops the location of online events and defaults the zone to +3', () => {
    const activity = toScheduleActivity(scheduleActivityInput({ location: { city: 'Москва' } }));
    expect(activity.location).toBeUndefined();
    expect(activity.platformOffsetHours).toBe(3);
    expect(activity.mainScheduleUrl).toBeUndefined();
  });

  it.each([
    ['hybrid with platform time', 'hybrid', true, true],
    ['hybrid without platform time', 'hybrid', false, false],
    ['online with platform time', 'online', true, false],
    ['offline with platform time', 'offline', true, false],
  ])('%s → selector %s', (_label, type, isScheduleWithPlatformTime, expected) => {
    const activity = scheduleActivityInput({
      type,
      landingBlocks: { schedule: { props: { isScheduleWithPlatformTime } } },
    });
    expect(toScheduleActivity(activity).hasZoneSelector).toBe(expected);
  });
});
