import { toScheduleActivity } from './from-activity';
import { displayOffsetHours, placeText, zoneOptions } from './model';
import { scheduleActivityInput } from '@/test/schedule-fixtures';

const hybridWithPlatformTime = (platformTimeZone?: number) =>
  scheduleActivityInput({
    type: 'hybrid',
    landingBlocks: { schedule: { props: { isScheduleWithPlatformTime: true, platformTimeZone } } },
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
