import { activitySchema, type Activity } from '@/lib/api/schemas';
import {
  connectedWidget,
  hasLandingLogo,
  isMainHallBranded,
  visibleFaqItems,
  isEventOver,
  isMultiDay,
  isPaid,
  isRegistrationOpen,
  mainScheduleMaterial,
  platformOffsetHours,
  showLocation,
  showRegisterButtonInHeader,
  showRegistrationClosedInHeader,
} from './derived';

/** Builds activities through the real schema so tests see exactly what the pages see. */
function activity(overrides: Record<string, unknown> = {}): Activity {
  return activitySchema.parse({
    activityID: 1,
    hash: 'abc',
    name: 'Event',
    status: 'planned',
    type: 'online',
    plannedStartDate: '2027-03-14T10:00:00+03:00',
    plannedStopDate: '2027-03-14T18:00:00+03:00',
    mainHall: { id: 7 },
    ...overrides,
  });
}

function withZone(platformTimeZone: unknown, start: string, stop: string): Activity {
  return activity({
    plannedStartDate: start,
    plannedStopDate: stop,
    landingBlocks: { schedule: { props: { platformTimeZone } } },
  });
}

describe('isPaid', () => {
  it.each([
    [100, true],
    [0.01, true],
    [0, false],
    [-5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['100', false],
    [null, false],
  ])('ticketPrice %p → %p', (ticketPrice, expected) => {
    expect(isPaid(activity({ tickets: { ticketPrice } }))).toBe(expected);
  });

  it('guards prices that bypass the schema', () => {
    // The schema already drops NaN; the function must not rely on that.
    for (const ticketPrice of [Number.NaN, Number.NEGATIVE_INFINITY, -1, 0]) {
      expect(isPaid({ ...activity(), tickets: { ticketPrice } })).toBe(false);
    }
  });

  it('is false without tickets', () => {
    expect(isPaid(activity())).toBe(false);
    expect(isPaid(activity({ tickets: {} }))).toBe(false);
  });
});

describe('platformOffsetHours', () => {
  it('defaults to +3', () => {
    expect(platformOffsetHours(activity())).toBe(3);
    expect(platformOffsetHours(activity({ landingBlocks: { schedule: { props: {} } } }))).toBe(3);
  });

  it.each([
    [0, 0],
    [-5, -5],
    [5.5, 5.5],
    [14, 14],
    [-12, -12],
    [15, 3],
    [-13, 3],
    ['5', 3],
  ])('platformTimeZone %p → %p', (platformTimeZone, expected) => {
    expect(
      platformOffsetHours(
        withZone(platformTimeZone, '2027-03-14T10:00:00Z', '2027-03-14T11:00:00Z'),
      ),
    ).toBe(expected);
  });
});

describe('isMultiDay', () => {
  it('is false for a day inside the platform zone', () => {
    expect(isMultiDay(activity())).toBe(false);
  });

  it('is true across days', () => {
    expect(isMultiDay(activity({ plannedStopDate: '2027-03-16T18:00:00+03:00' }))).toBe(true);
  });

  it('crosses midnight only in the platform zone, not in UTC', () => {
    // 20:00–23:00 UTC is one UTC day but 23:00–02:00 at +3.
    const a = withZone(3, '2027-03-14T20:00:00Z', '2027-03-14T23:00:00Z');
    expect(isMultiDay(a)).toBe(true);
    expect(isMultiDay(withZone(0, '2027-03-14T20:00:00Z', '2027-03-14T23:00:00Z'))).toBe(false);
  });

  it('crosses midnight in UTC but not in the platform zone', () => {
    // 22:00 UTC → 02:00 UTC next day is 01:00–05:00 on one day at +3.
    expect(isMultiDay(withZone(3, '2027-03-14T22:00:00Z', '2027-03-15T02:00:00Z'))).toBe(false);
    expect(isMultiDay(withZone(0, '2027-03-14T22:00:00Z', '2027-03-15T02:00:00Z'))).toBe(true);
  });

  it('supports fractional offsets', () => {
    // 18:00–18:45 UTC is 23:30–00:15 at +5:30 but 23:00–23:45 at +5.
    expect(isMultiDay(withZone(5.5, '2027-03-14T18:00:00Z', '2027-03-14T18:45:00Z'))).toBe(true);
    expect(isMultiDay(withZone(5, '2027-03-14T18:00:00Z', '2027-03-14T18:45:00Z'))).toBe(false);
  });

  it('supports negative offsets', () => {
    // 03:00–06:00 UTC is 22:00–01:00 at −5.
    expect(isMultiDay(withZone(-5, '2027-03-14T03:00:00Z', '2027-03-14T06:00:00Z'))).toBe(true);
  });

  it('treats the stop as exclusive: ending exactly at midnight stays one day', () => {
    expect(isMultiDay(withZone(3, '2027-03-14T10:00:00+03:00', '2027-03-15T00:00:00+03:00'))).toBe(
      false,
    );
    expect(isMultiDay(withZone(3, '2027-03-14T10:00:00+03:00', '2027-03-15T00:01:00+03:00'))).toBe(
      true,
    );
  });

  it('is false when the stop is before the start', () => {
    expect(isMultiDay(withZone(3, '2027-03-14T10:00:00+03:00', '2027-03-12T10:00:00+03:00'))).toBe(
      false,
    );
  });
});

describe('isEventOver / isRegistrationOpen', () => {
  it.each([
    ['planned', false],
    ['ready', false],
    ['current', false],
    ['completed', true],
    ['archived', true],
  ])('status %s → over %p', (status, over) => {
    const a = activity({ status });
    expect(isEventOver(a)).toBe(over);
    expect(isRegistrationOpen(a, { isRegistrationActive: true })).toBe(!over);
    expect(isRegistrationOpen(a, { isRegistrationActive: false })).toBe(false);
  });

  it('is closed without registration info', () => {
    expect(isRegistrationOpen(activity(), undefined)).toBe(false);
  });
});

describe('connectedWidget', () => {
  it.each([
    ['offline', 'registration'],
    ['online', 'player'],
    ['hybrid', 'player'],
  ])('%s → %s', (type, widget) => {
    expect(connectedWidget(activity({ type }))).toBe(widget);
  });
});

describe('isMainHallBranded', () => {
  it('is false without halls or flags', () => {
    expect(isMainHallBranded(activity())).toBe(false);
    expect(
      isMainHallBranded(activity({ halls: [{ id: 7 }, { id: 8, isBrandingEnabled: false }] })),
    ).toBe(false);
  });

  it('is true when the main hall is branded', () => {
    expect(
      isMainHallBranded(
        activity({ mainHall: { id: 7 }, halls: [{ id: 7, isBrandingEnabled: true }] }),
      ),
    ).toBe(true);
  });

  it('is false when only another hall is branded', () => {
    expect(
      isMainHallBranded(
        activity({ mainHall: { id: 7 }, halls: [{ id: 7 }, { id: 9, isBrandingEnabled: true }] }),
      ),
    ).toBe(false);
  });
});

describe('visibleFaqItems', () => {
  it('drops blank questions, so the menu counts only what the FAQ block shows', () => {
    const data = [
      { question: '  ', answer: '<p>orphan</p>' },
      { question: '', answer: '' },
    ];
    expect(visibleFaqItems(data)).toEqual([]);
    expect(visibleFaqItems([...data, { question: 'Where?', answer: '' }])).toEqual([
      { question: 'Where?', answer: '' },
    ]);
    expect(visibleFaqItems(undefined)).toEqual([]);
  });
});

describe('hasLandingLogo', () => {
  it('is true for a main URL or an art-directed source alone', () => {
    expect(hasLandingLogo(undefined)).toBe(false);
    expect(hasLandingLogo({ url: 'https://cdn.example/l.png' })).toBe(true);
    expect(
      hasLandingLogo({
        url: undefined,
        imageSources: { md: { simple: 'https://cdn.example/m.png', retina: undefined } },
      }),
    ).toBe(true);
    expect(hasLandingLogo({ url: undefined, imageSources: {} })).toBe(false);
  });
});

describe('showLocation', () => {
  it('hides for online events even with an address', () => {
    expect(showLocation(activity({ type: 'online', location: { city: 'Moscow' } }))).toBe(false);
  });

  it.each([
    [{ city: 'Moscow' }, true],
    [{ address: 'Tverskaya 1' }, true],
    [{ city: '  ', address: '' }, false],
    [{ blockTitle: 'Where' }, false],
    [undefined, false],
  ])('offline with %p → %p', (location, expected) => {
    expect(showLocation(activity({ type: 'offline', location }))).toBe(expected);
    expect(showLocation(activity({ type: 'hybrid', location }))).toBe(expected);
  });
});

describe('showRegisterButtonInHeader', () => {
  it.each([
    [true, undefined, true],
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [undefined, undefined, false],
  ])('enabled %p, gen %p → %p', (isRegistrationEnabled, isGenRegistration, expected) => {
    expect(showRegisterButtonInHeader(activity({ isRegistrationEnabled, isGenRegistration }))).toBe(
      expected,
    );
  });

  it.each([
    ['planned', true, false],
    ['ready', true, false],
    ['current', true, false],
    ['completed', false, true],
    ['archived', false, true],
  ])('status %p → button %p, closed notice %p', (status, button, closed) => {
    const a = activity({ status, isRegistrationEnabled: true });
    expect(showRegisterButtonInHeader(a)).toBe(button);
    expect(showRegistrationClosedInHeader(a)).toBe(closed);
  });

  it('shows no closed notice where the header never offered registration', () => {
    expect(showRegistrationClosedInHeader(activity({ status: 'completed' }))).toBe(false);
    expect(
      showRegistrationClosedInHeader(
        activity({ status: 'archived', isRegistrationEnabled: true, isGenRegistration: true }),
      ),
    ).toBe(false);
  });
});

describe('mainScheduleMaterial', () => {
  it('finds the mainSchedule material', () => {
    const a = activity({
      landingBlocks: {
        schedule: {
          materials: [
            { subtype: 'other', materialID: 1, url: 'https://cdn.example/a.pdf' },
            { subtype: 'mainSchedule', materialID: 2, url: 'https://cdn.example/p.pdf' },
          ],
        },
      },
    });
    expect(mainScheduleMaterial(a)).toEqual({
      subtype: 'mainSchedule',
      materialID: 2,
      url: 'https://cdn.example/p.pdf',
    });
  });

  it('skips a mainSchedule material whose URL was rejected', () => {
    const a = activity({
      landingBlocks: {
        schedule: {
          materials: [{ subtype: 'mainSchedule', materialID: 2, url: 'javascript:alert(1)' }],
        },
      },
    });
    expect(mainScheduleMaterial(a)).toBeUndefined();
  });

  it('is undefined without a schedule block', () => {
    expect(mainScheduleMaterial(activity())).toBeUndefined();
  });
});
