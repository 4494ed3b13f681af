import { displayOffsetHours, placeText, toScheduleActivity, zoneOptions } from './model';
import { scheduleActivityInput } from './test-fixtures';

const hybridWithPlatformTime = (platformTimeZone?: number) =>
  scheduleActivityInput({
    type: 'hybrid',
    landingBlocks: { schedule: { props: { isScheduleWithPlatformTime: true, platformTimeZone } } },
  });

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
    });
  });

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

describe('placeText', () => {
  it.each([
    [{ city: 'Москва', address: 'Тверская, 1' }, 'Москва, Тверская, 1'],
    [{ city: 'Berlin' }, 'Berlin'],
    [{ address: 'Main St 1' }, 'Main St 1'],
    [undefined, ''],
  ])('%j → %s', (location, expected) => {
    expect(placeText({ location })).toBe(expected);
  });
});

describe('time-zone model', () => {
  const hybrid = toScheduleActivity(hybridWithPlatformTime(3));
  const online = toScheduleActivity(scheduleActivityInput());

  it('offers only the platform zone before hydration', () => {
    expect(zoneOptions(hybrid, null)).toEqual([
      { choice: 'platform', offsetHours: 3, utcLabel: 'UTC+3' },
    ]);
  });

  it('adds the visitor zone once it is known', () => {
    expect(zoneOptions(hybrid, -4)).toEqual([
      { choice: 'platform', offsetHours: 3, utcLabel: 'UTC+3' },
      { choice: 'visitor', offsetHours: -4, utcLabel: 'UTC-4' },
    ]);
    expect(zoneOptions(toScheduleActivity(hybridWithPlatformTime(5.5)), 0)[0]?.utcLabel).toBe(
      'UTC+5:30',
    );
  });

  it('offers nothing without a selector', () => {
    expect(zoneOptions(online, 2)).toEqual([]);
  });

  it('prints in the platform zone unless the visitor picked theirs', () => {
    expect(displayOffsetHours(hybrid, 'platform', 2)).toBe(3);
    expect(displayOffsetHours(hybrid, 'visitor', 2)).toBe(2);
    expect(displayOffsetHours(hybrid, 'visitor', null)).toBe(3);
    expect(displayOffsetHours(online, 'visitor', 2)).toBe(3);
  });
});
